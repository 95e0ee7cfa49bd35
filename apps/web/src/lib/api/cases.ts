import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { casesAnswer, type CasesAnswer, type CaseType } from '@hoshi/contracts';
import { http } from '../http.ts';

/** What the cases are narrowed to: one type, one member. */
export interface CasesFilter {
  type?: CaseType;
  user?: string;
}

/** GET /api/guilds/{id}/cases: one page of the server's moderation cases, newest first. */
export async function getCases(id: string, filter: CasesFilter, before?: number): Promise<CasesAnswer> {
  const { data } = await http.get<unknown>(`/guilds/${encodeURIComponent(id)}/cases`, {
    params: { ...filter, before },
  });
  return casesAnswer.parse(data);
}

/** Pages follow the previous page's `next`; every visit reads again (moderators act meanwhile). */
export const casesQuery = (id: string, filter: CasesFilter) =>
  infiniteQueryOptions({
    queryKey: ['cases', id, filter.type ?? '', filter.user ?? ''] as const,
    queryFn: ({ pageParam }) => getCases(id, filter, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  });

export const useCases = (id: string, filter: CasesFilter) => useInfiniteQuery(casesQuery(id, filter));
