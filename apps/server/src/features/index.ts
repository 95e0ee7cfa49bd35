import { greetingsFeature } from './greetings.ts';
import type { SettingsFeature } from './feature.ts';
import { xpFeature } from './xp.ts';

/** Every settings page the API serves at /guilds/:id/info/{name} and /save/guilds/:id/{name}. */
export const SETTINGS_FEATURES: SettingsFeature[] = [greetingsFeature, xpFeature];
