import { queryOptions, useQuery } from '@tanstack/react-query';
import { guildInfo } from '@hoshi/contracts';
import type { GuildInfo } from '@hoshi/contracts';
import { http } from '../http.ts';

/** GET /api/guilds/{id}/info (docs/product.md#api-calls). */
export async function getGuildInfo(id: string): Promise<GuildInfo> {
  const { data } = await http.get<unknown>(`/guilds/${encodeURIComponent(id)}/info`);
  return guildInfo.parse(data);
}

export const guildInfoQuery = (id: string) =>
  queryOptions({ queryKey: ['guild-info', id], queryFn: () => getGuildInfo(id) });

export const useGuildInfo = (id: string) => useQuery(guildInfoQuery(id));
