import { queryOptions, useQuery } from '@tanstack/react-query';
import { STORAGE_KEYS, guildListAnswer } from '@hoshi/contracts';
import type { GuildListAnswer, GuildListBody } from '@hoshi/contracts';
import { http } from '../../../lib/http.ts';
import { writeStorage } from '../../../lib/storage.ts';
import { backFromAddToServer } from '../invite-return.ts';

/**
 * POST /api/guilds: the server keeps the ids the user may manage (docs/product.md#api-calls). The map is
 * also kept in local storage for the moderation menu (docs/product.md#server-list-and-hub).
 */
export async function getGuilds(body: GuildListBody): Promise<GuildListAnswer> {
  const { data } = await http.post<unknown>('/guilds', body);
  const guilds = guildListAnswer.parse(data);
  writeStorage(STORAGE_KEYS.guilds, JSON.stringify(guilds));
  return guilds;
}

/**
 * Back from Add to Server (invite-return.ts), the list asks the server to read the bot's guilds
 * again (decided when it is fetched), and is fetched again whenever the tab is shown again.
 */
export const guildsQuery = (body: GuildListBody) =>
  queryOptions({
    queryKey: ['guilds', body.id, body.guilds],
    queryFn: () => getGuilds(backFromAddToServer() ? { ...body, recheck: true } : body),
    refetchOnWindowFocus: () => (backFromAddToServer() ? 'always' : false),
  });

export const useGuilds = (userId: string, ids: string[] | undefined) =>
  useQuery({ ...guildsQuery({ id: userId, guilds: ids ?? [] }), enabled: ids !== undefined });
