import { z } from 'zod';
import { PERMISSION_BITS } from './invite.ts';
import type { CollectionPageName } from './page-names.ts';
import type { SettingsOf, SettingsPageName } from './settings-registry.ts';

/** A Discord permission Hoshi uses, by its code (PERMISSION_BITS); the web words it. */
export type PermissionName = keyof typeof PERMISSION_BITS;
export const PERMISSION_NAMES = Object.keys(PERMISSION_BITS) as [PermissionName, ...PermissionName[]];

/**
 * What each of the bot's acts on a server needs of Hoshi's server-wide permissions
 * (docs/product.md#hoshis-permissions). The bot names these when Discord refuses an act, the
 * pages name them when Hoshi lacks them: one declaration for both. Posting needs no entry here:
 * the channel pickers already say where Hoshi cannot post.
 */
export const ACT_PERMISSIONS = {
  addRole: ['MANAGE_ROLES'],
  removeRole: ['MANAGE_ROLES'],
  timeout: ['MODERATE_MEMBERS'],
  untimeout: ['MODERATE_MEMBERS'],
  kick: ['KICK_MEMBERS'],
  ban: ['BAN_MEMBERS'],
  deleteMessages: ['MANAGE_MESSAGES'],
  openRoom: ['MANAGE_CHANNELS', 'MOVE_MEMBERS'],
  closeRoom: ['MANAGE_CHANNELS'],
  readAuditLog: ['VIEW_AUDIT_LOG'],
} as const satisfies Record<string, readonly PermissionName[]>;
export type BotAct = keyof typeof ACT_PERMISSIONS;

const warningActs = (action: string): BotAct[] =>
  action === 'role' ? ['addRole', 'removeRole'] : action === 'ban' ? ['ban'] : ['timeout'];

/**
 * The acts a page's settings make Hoshi do, as its bot module does them (apps/bot/src/modules):
 * a page absent here makes Hoshi only post.
 */
const PAGE_ACTS: { [N in SettingsPageName]?: (settings: SettingsOf<N>) => BotAct[] } = {
  // Level roles and the reward role are given (modules/xp).
  xp: (s) => (Object.keys(s.lvlroles).length > 0 || s.reward.role ? ['addRole'] : []),
  // modules/special-roles: roles given (the VC role taken back too), the gate and newbie actions.
  roles: (s) => [
    ...(s.bot || s.entry || s.newbie.role ? (['addRole'] as const) : []),
    ...(s.vc ? (['addRole', 'removeRole'] as const) : []),
    ...(s.gate.role ? [s.gate.action] : []),
    ...(s.newbie.role ? [s.newbie.action] : []),
  ],
  // modules/antispam: a spammer's messages deleted and a timeout given (and undone).
  antispam: (s) => (s.level > 0 ? ['deleteMessages', 'timeout', 'untimeout'] : []),
  // modules/pings: an @everyone from a member without Mention Everyone deleted and answered with a
  // timeout; ghost messages and pings read the audit log to leave a moderator's deletions out.
  pings: (s) => [
    ...(s.everyoneSettings.level > 0 ? (['deleteMessages', 'timeout'] as const) : []),
    ...(s.msgSettings.channel || s.ghostSettings.users || s.ghostSettings.roles || s.ghostSettings.everyone
      ? (['readAuditLog'] as const)
      : []),
  ],
  // modules/warnings: each rule's action (the warnings role, a timeout, a ban).
  warnings: (s) => s.rules.flatMap((rule) => warningActs(rule.action)),
};

/**
 * The acts a collection page's items make Hoshi do, once it has one: an auto-VC lobby opens rooms,
 * moves their owner in and closes them (modules/auto-vc); surveys and lotteries only post.
 */
const COLLECTION_ACTS: { [N in CollectionPageName]?: readonly BotAct[] } = {
  autovc: ['openRoom', 'closeRoom'],
};

/** The permissions the given acts need, each once, in PERMISSION_BITS order. */
export function actsPermissions(acts: readonly BotAct[]): PermissionName[] {
  const needed = new Set<PermissionName>(acts.flatMap((act) => ACT_PERMISSIONS[act]));
  return PERMISSION_NAMES.filter((name) => needed.has(name));
}

/** What Hoshi needs on a server for page N's settings to act (empty when they only post). */
export function pagePermissions<N extends SettingsPageName>(
  name: N,
  settings: SettingsOf<N>,
): PermissionName[] {
  const acts = PAGE_ACTS[name];
  return actsPermissions(acts?.(settings) ?? []);
}

/** What Hoshi needs on a server for the items of collection page N to act (none without items). */
export const collectionPermissions = (name: CollectionPageName, items: number): PermissionName[] =>
  items > 0 ? actsPermissions(COLLECTION_ACTS[name] ?? []) : [];

/** GET /api/guilds/{id}/bot-permissions: the permissions Hoshi holds server-wide, of those it uses. */
export const botPermissionsAnswer = z.object({ permissions: z.array(z.enum(PERMISSION_NAMES)) });
export type BotPermissionsAnswer = z.infer<typeof botPermissionsAnswer>;

/** What of `needed` a holder of `held` lacks. */
export const missingPermissions = (
  needed: readonly PermissionName[],
  held: readonly PermissionName[],
): PermissionName[] => needed.filter((name) => !held.includes(name));
