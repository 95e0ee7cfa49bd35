import { useQuery } from '@tanstack/react-query';
import { greetingsSettings } from '@hoshi/contracts';
import { settingsQuery } from '../../../lib/api/settings.ts';

/** GET /api/guilds/{id}/info/greetings (spec 000 §7). */
export const greetingsQuery = (id: string) => settingsQuery(id, 'greetings', greetingsSettings);

export const useGreetings = (id: string) => useQuery(greetingsQuery(id));
