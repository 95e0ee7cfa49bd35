import type { CollectionPageName, SettingsPageName } from '@hoshi/contracts';
import { autovcFeature } from './autovc.ts';
import type { CollectionFeature } from './collection.ts';
import { lotteriesFeature } from './lotteries.ts';
import { surveysFeature } from './surveys.ts';
import type { SettingsChecks } from './feature.ts';
import { greetingsChecks } from './greetings.ts';
import { xpChecks } from './xp.ts';

/** Each settings page's checks against the guild; a page missing here is a compile error. */
export const SETTINGS_CHECKS: { [N in SettingsPageName]: SettingsChecks<N> } = {
  greetings: greetingsChecks,
  xp: xpChecks,
};

/** Each collection page's rules and side effects; a page missing here is a compile error. */
export const COLLECTION_FEATURES: { [N in CollectionPageName]: CollectionFeature<N> } = {
  autovc: autovcFeature,
  surveys: surveysFeature,
  lotteries: lotteriesFeature,
};
