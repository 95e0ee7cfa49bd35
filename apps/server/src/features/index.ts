import { documentSchema, type CollectionPageName, type SettingsPageName } from '@hoshi/contracts';
import { autovcFeature } from './autovc.ts';
import type { CollectionFeature } from './collection.ts';
import { lotteriesFeature } from './lotteries.ts';
import { surveysFeature } from './surveys.ts';
import { checkDeclared, type AnswerFields, type SettingsChecks } from './feature.ts';
import { boostsAnswer } from './boosts.ts';
import { rolesChecks } from './roles.ts';
import { warningsChecks } from './moderation.ts';

/**
 * Rules across several fields of a page. What one field needs of the guild (its channel types,
 * what Hoshi must do there, a role Hoshi gives) is declared with the field in the contract and
 * checked for every page by `checkDeclared`.
 */
export const SETTINGS_CHECKS: { [N in SettingsPageName]?: SettingsChecks<N> } = {
  roles: rolesChecks,
  warnings: warningsChecks,
};

/** Everything page N's document must satisfy against the guild: its declared fields, then its cross-field rules. */
export function settingsCheck<N extends SettingsPageName>(name: N): SettingsChecks<N> {
  const schema = documentSchema(name);
  const across: SettingsChecks<N> | undefined = SETTINGS_CHECKS[name];
  return async (settings, guild) => [
    ...(await checkDeclared(schema, settings, guild)),
    ...(across ? await across(settings, guild) : []),
  ];
}

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
