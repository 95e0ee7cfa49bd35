import { queryOptions, useQuery } from '@tanstack/react-query';
import { appealAnswer, appealEntry, type AppealAnswer, type AppealEntry } from '@hoshi/contracts';
import { http } from '../http.ts';

/** GET /api/appeals/{guildId}: the signed-in user's ban there and their newest appeal. */
export async function getAppeal(guildId: string): Promise<AppealAnswer> {
  const { data } = await http.get<unknown>(`/appeals/${encodeURIComponent(guildId)}`);
  return appealAnswer.parse(data);
}

/** POST /api/appeals/{guildId}: files the appeal (why, what differently). */
export async function fileAppeal(guildId: string, answers: [string, string]): Promise<AppealEntry> {
  const { data } = await http.post<{ appeal: unknown }>(`/appeals/${encodeURIComponent(guildId)}`, {
    answers,
  });
  return appealEntry.parse(data.appeal);
}

/** Read again on every visit: a moderator may have decided meanwhile. */
export const appealQuery = (guildId: string, userId: string | undefined) =>
  queryOptions({
    queryKey: ['appeal', guildId, userId ?? ''] as const,
    queryFn: () => getAppeal(guildId),
    enabled: userId !== undefined,
    staleTime: 0,
    retry: false,
  });

export const useAppeal = (guildId: string, userId: string | undefined) =>
  useQuery(appealQuery(guildId, userId));
