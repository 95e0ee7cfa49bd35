import { useQuery } from '@tanstack/react-query';
import { xpSettings } from '@hoshi/contracts';
import { settingsQuery } from '../../../lib/api/settings.ts';

/** GET /api/guilds/{id}/info/xp (spec 000 §7). */
export const xpQuery = (id: string) => settingsQuery(id, 'xp', xpSettings);

export const useXp = (id: string) => useQuery(xpQuery(id));
