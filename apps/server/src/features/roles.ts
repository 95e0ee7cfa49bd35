import type { Issue } from '@hoshi/contracts';
import type { SettingsChecks } from './feature.ts';

const GIVEN = ['bot', 'entry', 'vc', 'newbie.role'] as const;

/**
 * The gate role is one members take themselves and are then punished for: it must not be one
 * Hoshi gives, or Hoshi would punish the members it has just welcomed.
 */
export const rolesChecks: SettingsChecks<'roles'> = async (s) => {
  const gate = s.gate.role;
  if (gate === null) return [];
  const given = { bot: s.bot, entry: s.entry, vc: s.vc, 'newbie.role': s.newbie.role };
  return GIVEN.filter((field) => given[field] === gate).map((field): Issue => ({
    path: 'gate.role',
    code: 'same_as',
    params: { field },
    message: `must not be the ${field} role too`,
  }));
};
