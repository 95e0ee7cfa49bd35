import { useMutation, useQueryClient } from '@tanstack/react-query';
import { languageAnswer } from '@hoshi/contracts';
import type { GuildInfo, Language } from '@hoshi/contracts';
import { http } from '../../../lib/http.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { guildInfoQuery } from '../../../lib/api/guild-info.ts';

/** POST /api/save/guilds/{id}/language: the server flips en/ja and answers the new value. */
export async function toggleLanguage(id: string): Promise<Language> {
  const { data } = await http.post<unknown>(`/save/guilds/${encodeURIComponent(id)}/language`, {
    token: sessionStore.get().accessToken,
  });
  return languageAnswer.parse(data).data.lang;
}

export function useToggleLanguage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => toggleLanguage(id),
    // docs/product.md#language: the local guild info follows the answer.
    onSuccess: (lang) =>
      queryClient.setQueryData(guildInfoQuery(id).queryKey, (info?: GuildInfo) => info && { ...info, lang }),
  });
}
