import type { CollectionPageName, SettingsPageName } from '@hoshi/contracts';
import { autovcFeature } from './autovc.ts';
import type { CollectionFeature } from './collection.ts';
import { lotteriesFeature } from './lotteries.ts';
import { surveysFeature } from './surveys.ts';
import type { AnswerFields, SettingsChecks } from './feature.ts';
import { boostsAnswer, boostsChecks } from './boosts.ts';
import { greetingsChecks } from './greetings.ts';
import { xpChecks } from './xp.ts';
import { rolesChecks } from './roles.ts';
import { vcalertsChecks } from './vcalerts.ts';
import { antispamChecks, banappealsChecks, logsChecks, pingsChecks, warningsChecks } from './moderation.ts';

/** Each settings page's checks against the guild; a page missing here is a compile error. */
export const SETTINGS_CHECKS: { [N in SettingsPageName]: SettingsChecks<N> } = {
  greetings: greetingsChecks,
  xp: xpChecks,
  roles: rolesChecks,
  vcalerts: vcalertsChecks,
  boosts: boostsChecks,
  antispam: antispamChecks,
  warnings: warningsChecks,
  banappeals: banappealsChecks,
  pings: pingsChecks,
  logs: logsChecks,
};

/**
 * The pages whose GET answers more than the server basics and settings (their registry entry
 * declares `answer` fields). A page that declares fields and is missing here fails at start-up.
 */
export const SETTINGS_ANSWERS: { [N in SettingsPageName]?: AnswerFields<N> } = {
  boosts: boostsAnswer,
};

/** Each collection page's rules and side effects; a page missing here is a compile error. */
export const COLLECTION_FEATURES: { [N in CollectionPageName]: CollectionFeature<N> } = {
  autovc: autovcFeature,
  surveys: surveysFeature,
  lotteries: lotteriesFeature,
};
