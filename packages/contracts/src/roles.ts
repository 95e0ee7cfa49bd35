import { z } from 'zod';
import { roleId } from './fields.ts';
import { version } from './settings.ts';

/** docs/product.md#special-roles: what happens to a member given the gate or newbie role (timeout lasts 3 days). */
export const SPECIAL_ROLE_ACTIONS = ['timeout', 'kick', 'ban'] as const;
export type SpecialRoleAction = (typeof SPECIAL_ROLE_ACTIONS)[number];
export const GATE_TIMEOUT_DAYS = 3;

const roleWithAction = (assign: boolean) =>
  z.object({ role: roleId(assign).nullable(), action: z.enum(SPECIAL_ROLE_ACTIONS) });

/**
 * Special roles (docs/product.md#special-roles). The original newbie dropdown wrote gate.action, a
 * bug: the newbie action is newbie.action, and each action belongs to its own role.
 */
export const rolesSettings = z.object({
  version,
  /** Given to every bot that is added to the server (Hoshi gives it: below its highest role). */
  bot: roleId(true).nullable(),
  /** Given to every member who joins. */
  entry: roleId(true).nullable(),
  /** Given while a member is in a voice channel. */
  vc: roleId(true).nullable(),
  /** Members take the gate role themselves and are punished for it: Hoshi never gives it. */
  gate: roleWithAction(false),
  newbie: roleWithAction(true),
});
export type RolesSettings = z.infer<typeof rolesSettings>;

export const ROLES_DEFAULTS: RolesSettings = {
  version: 0,
  bot: null,
  entry: null,
  vc: null,
  gate: { role: null, action: 'timeout' },
  newbie: { role: null, action: 'timeout' },
};
