import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { snowflake } from '@hoshi/contracts';
import { http } from '../../../lib/http.ts';
import { backFromAddToServer } from '../invite-return.ts';

// docs/product.md#server-list-and-hub: only each id of Discord's answer is read.
const discordGuildIds = z.array(z.object({ id: snowflake }).transform((guild) => guild.id));

/**
 * GET {Discord API}/users/@me/guilds, straight from the browser with the user's token
 * (docs/product.md#api-calls). Discord does not accept our cookies, so none are sent.
 */
export async function getUserGuildIds(discordApiBase: string): Promise<string[]> {
  const { data } = await http.get<unknown>(`${discordApiBase}/users/@me/guilds`, {
    baseURL: '',
    withCredentials: false,
  });
  return discordGuildIds.parse(data);
}

export const userGuildIdsQuery = (discordApiBase: string, userId: string) =>
  queryOptions({
    queryKey: ['discord', 'guild-ids', userId],
    queryFn: () => getUserGuildIds(discordApiBase),
    // Back from Add to Server (invite-return.ts): the server may be one made meanwhile.
    refetchOnWindowFocus: () => (backFromAddToServer() ? 'always' : false),
  });

export const useUserGuildIds = (discordApiBase: string | undefined, userId: string) =>
  useQuery({ ...userGuildIdsQuery(discordApiBase ?? '', userId), enabled: Boolean(discordApiBase) });
