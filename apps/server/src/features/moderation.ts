import type { SettingsChecks } from './feature.ts';

/** A rule whose action is "role" gives the warning role, so the page needs one. */
export const warningsChecks: SettingsChecks<'warnings'> = async (s) =>
  s.role !== null || !s.rules.some((rule) => rule.action === 'role')
    ? []
    : [{ path: 'role', code: 'required', params: {}, message: 'a rule gives the warning role' }];
