import { useQuery, useQueryClient } from '@tanstack/react-query';
import { revertPreview, type RevertPreview } from '@hoshi/contracts';
import { http } from '../http.ts';
import { sessionStore } from '../session/session-store.ts';

const revertUrl = (id: string, entryId: number) =>
  `/guilds/${encodeURIComponent(id)}/history/${entryId}/revert`;

/** GET …/history/{entryId}/revert: what reverting that change would change today, and what is gone. */
export async function getRevertPreview(id: string, entryId: number): Promise<RevertPreview> {
  const { data } = await http.get<unknown>(revertUrl(id, entryId));
  return revertPreview.parse(data);
}

/** The preview of the dialog that is open (none while `entryId` is null); read afresh every time. */
export const useRevertPreview = (id: string, entryId: number | null) =>
  useQuery({
    queryKey: ['history-revert', id, entryId] as const,
    queryFn: () => getRevertPreview(id, entryId!),
    enabled: entryId !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** POST …/history/{entryId}/revert with the page's version the preview showed, and the token, like a save. */
export async function revertEntry(id: string, entryId: number, version: number): Promise<void> {
  await http.post(revertUrl(id, entryId), { version, token: sessionStore.get().accessToken });
}

/** After a revert the history and the reverted page are read again. */
export function useAfterRevert(id: string) {
  const client = useQueryClient();
  return async (page: string) => {
    await Promise.all([
      client.invalidateQueries({ queryKey: ['history', id] }),
      client.invalidateQueries({ queryKey: ['settings', page, id] }),
    ]);
  };
}
