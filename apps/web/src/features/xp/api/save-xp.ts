import { xpSettings } from '@hoshi/contracts';
import type { XpSettings } from '@hoshi/contracts';
import { saveSettings } from '../../../lib/api/settings.ts';

/** POST /api/save/guilds/{id}/xp: the settings with their version; answers the saved copy. */
export const saveXp = (id: string, settings: XpSettings): Promise<XpSettings> =>
  saveSettings(`${encodeURIComponent(id)}/xp`, settings, xpSettings);
