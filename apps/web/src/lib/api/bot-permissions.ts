import { queryOptions, useQuery } from '@tanstack/react-query';
import { botPermissionsAnswer, type PermissionName } from '@hoshi/contracts';
import { http } from '../http.ts';

/**
 * GET /api/guilds/{id}/bot-permissions: what Hoshi holds on the server (docs/product.md#hoshis-permissions);
 * `fresh`: read from Discord again (a person gave Hoshi a permission and checks again).
 */
export async function getBotPermissions(id: string, fresh = false): Promise<PermissionName[]> {
  const { data } = await http.get<unknown>(`/guilds/${encodeURIComponent(id)}/bot-permissions`, {
    params: fresh ? { fresh: '1' } : undefined,
  });
  return botPermissionsAnswer.parse(data).permissions;
}

export const botPermissionsQuery = (id: string) =>
  queryOptions({ queryKey: ['bot-permissions', id], queryFn: () => getBotPermissions(id) });

export const useBotPermissions = (id: string) => useQuery(botPermissionsQuery(id));
