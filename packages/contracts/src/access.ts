import { z } from 'zod';
import { roleId } from './fields.ts';
import { ACCESS_GROUP_NAMES, type AccessGroup } from './page-names.ts';
import { version } from './settings.ts';

export { ACCESS_GROUPS, ACCESS_GROUP_NAMES, accessGroupOf, type AccessGroup } from './page-names.ts';

export const ACCESS_LEVELS = ['view', 'edit'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** At most this many grants on a server. */
export const MAX_ACCESS_GRANTS = 25;

export const accessGrant = z.object({
  /** A role Hoshi only reads (it never gives it). */
  role: roleId(false),
  level: z.enum(ACCESS_LEVELS),
  groups: z
    .array(z.enum(ACCESS_GROUP_NAMES as [AccessGroup, ...AccessGroup[]]))
    .min(1)
    .max(ACCESS_GROUP_NAMES.length)
    .refine((groups) => new Set(groups).size === groups.length, { message: 'duplicate' }),
  /** The moment the grant ends (ISO 8601), or null for no end. */
  until: z.iso.datetime({ offset: true }).nullable(),
});
export type AccessGrant = z.infer<typeof accessGrant>;

/** The `access` settings page: saved by the owner and managers only, never under a grant. */
export const accessSettings = z.object({
  version,
  grants: z.array(accessGrant).max(MAX_ACCESS_GRANTS),
});
export type AccessSettings = z.infer<typeof accessSettings>;

export const ACCESS_DEFAULTS: AccessSettings = { version: 0, grants: [] };

/** What one caller may do on a server: everything (owner, Administrator, Manage Server) or by groups. */
export const callerAccess = z.object({
  manage: z.boolean(),
  /** Per group the highest level the caller's live grants give (empty for a manager). */
  groups: z.partialRecord(
    z.enum(ACCESS_GROUP_NAMES as [AccessGroup, ...AccessGroup[]]),
    z.enum(ACCESS_LEVELS),
  ),
});
export type CallerAccess = z.infer<typeof callerAccess>;

/** The grant a change was made under, as the history names it. */
export const grantRef = z.object({ role: z.string(), level: z.enum(ACCESS_LEVELS) });
export type GrantRef = z.infer<typeof grantRef>;

/**
 * The grants that are live for a member: not ended, naming a role the server still has and the
 * member holds. Pure, so the server and its tests share it.
 */
export function liveGrants(
  grants: readonly AccessGrant[],
  memberRoles: readonly string[],
  serverRoles: ReadonlySet<string>,
  nowMs: number,
): AccessGrant[] {
  return grants.filter(
    (g) =>
      serverRoles.has(g.role) &&
      memberRoles.includes(g.role) &&
      (g.until === null || Date.parse(g.until) > nowMs),
  );
}

/** The highest level per group over the given grants. */
export function accessByGroup(grants: readonly AccessGrant[]): CallerAccess['groups'] {
  const groups: CallerAccess['groups'] = {};
  for (const g of grants) for (const name of g.groups) if (groups[name] !== 'edit') groups[name] = g.level;
  return groups;
}
