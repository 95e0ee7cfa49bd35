import type { Issue } from '@hoshi/contracts';
import { checkRoles, type SettingsChecks } from './feature.ts';

/**
 * The bot hands out the bot, entry, VC and newbie roles, so each must sit below its highest role.
 * The gate role is one members take themselves and are then punished for: the bot never gives
 * it, so it only has to exist — but it must not be one the bot gives, or Hoshi would punish the
 * members it has just welcomed.
 */
export const rolesChecks: SettingsChecks<'roles'> = async (s, guild) => [
  ...(await checkRoles(guild, [
    { path: 'bot', id: s.bot, assign: true },
    { path: 'entry', id: s.entry, assign: true },
    { path: 'vc', id: s.vc, assign: true },
    { path: 'gate.role', id: s.gate.role, assign: false },
    { path: 'newbie.role', id: s.newbie.role, assign: true },
  ])),
  ...gateClashes(s),
];

const GIVEN = ['bot', 'entry', 'vc', 'newbie.role'] as const;

function gateClashes(s: Parameters<typeof rolesChecks>[0]): Issue[] {
  const gate = s.gate.role;
  if (gate === null) return [];
  const given = { bot: s.bot, entry: s.entry, vc: s.vc, 'newbie.role': s.newbie.role };
  return GIVEN.filter((field) => given[field] === gate).map((field) => ({
    path: 'gate.role',
    code: 'same_as',
    params: { field },
    message: `must not be the ${field} role too`,
  }));
}
