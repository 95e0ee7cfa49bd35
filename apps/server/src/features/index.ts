import type { SettingsPageName } from '@hoshi/contracts';
import type { SettingsChecks } from './feature.ts';
import { greetingsChecks } from './greetings.ts';
import { xpChecks } from './xp.ts';
import { rolesChecks } from './roles.ts';
import { vcalertsChecks } from './vcalerts.ts';

/** Each settings page's checks against the guild; a page missing here is a compile error. */
export const SETTINGS_CHECKS: { [N in SettingsPageName]: SettingsChecks<N> } = {
  greetings: greetingsChecks,
  xp: xpChecks,
  roles: rolesChecks,
  vcalerts: vcalertsChecks,
};
