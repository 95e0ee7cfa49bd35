import { greetingsSettings } from '@hoshi/contracts';
import type { GreetingsSettings } from '@hoshi/contracts';
import { saveSettings } from '../../../lib/api/settings.ts';

/** POST /api/save/guilds/{id}/greetings: the settings with their version; answers the saved copy. */
export const saveGreetings = (id: string, settings: GreetingsSettings): Promise<GreetingsSettings> =>
  saveSettings(`${encodeURIComponent(id)}/greetings`, settings, greetingsSettings);
