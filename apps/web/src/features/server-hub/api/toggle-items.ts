import { useMutation, useQueryClient } from '@tanstack/react-query';
import { itemsAnswer } from '@hoshi/contracts';
import type { GuildInfo } from '@hoshi/contracts';
import { http } from '../../../lib/http.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { guildInfoQuery } from '../../../lib/api/guild-info.ts';

/** POST /api/save/guilds/{id}/items: flips "items bypass permissions" (troll). */
export async function toggleItems(id: string): Promise<boolean> {
  const { data } = await http.post<unknown>(`/save/guilds/${encodeURIComponent(id)}/items`, {
    token: sessionStore.get().accessToken,
  });
  return itemsAnswer.parse(data).data.troll;
}

export function useToggleItems(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => toggleItems(id),
    onSuccess: (troll) =>
      queryClient.setQueryData(guildInfoQuery(id).queryKey, (info?: GuildInfo) => info && { ...info, troll }),
  });
}
