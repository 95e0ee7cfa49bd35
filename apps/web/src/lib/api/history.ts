import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { historyAnswer, type HistoryAnswer } from '@hoshi/contracts';
import { http } from '../http.ts';

/** What the history is narrowed to: one page, one person. */
export interface HistoryFilter {
  page?: string;
  user?: string;
}

/** GET /api/guilds/{id}/history: one page of the server's changes, newest first. */
export async function getHistory(id: string, filter: HistoryFilter, before?: number): Promise<HistoryAnswer> {
  const { data } = await http.get<unknown>(`/guilds/${encodeURIComponent(id)}/history`, {
    params: { ...filter, before },
  });
  return historyAnswer.parse(data);
}

/** Pages follow the previous page's `next`; every visit reads again (others save meanwhile). */
export const historyQuery = (id: string, filter: HistoryFilter) =>
  infiniteQueryOptions({
    queryKey: ['history', id, filter.page ?? '', filter.user ?? ''] as const,
    queryFn: ({ pageParam }) => getHistory(id, filter, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  });

export const useHistory = (id: string, filter: HistoryFilter) => useInfiniteQuery(historyQuery(id, filter));
