import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { surveyResponsesAnswer, type SurveyResponsesAnswer } from '@hoshi/contracts';
import { http } from '../http.ts';

const base = (guildId: string, surveyId: string) =>
  `/guilds/${encodeURIComponent(guildId)}/surveys/${encodeURIComponent(surveyId)}`;

/** GET /api/guilds/{id}/surveys/{surveyId}/responses: one page, newest first (docs/product.md#surveys). */
export async function getSurveyResponses(
  guildId: string,
  surveyId: string,
  user: string | undefined,
  before?: string,
): Promise<SurveyResponsesAnswer> {
  const { data } = await http.get<unknown>(`${base(guildId, surveyId)}/responses`, {
    params: { user, before },
  });
  return surveyResponsesAnswer.parse(data);
}

/** Pages follow the previous page's `next`; every visit reads again (members answer meanwhile). */
export const surveyResponsesQuery = (guildId: string, surveyId: string, user: string | undefined) =>
  infiniteQueryOptions({
    queryKey: ['surveyResponses', guildId, surveyId, user ?? ''] as const,
    queryFn: ({ pageParam }) => getSurveyResponses(guildId, surveyId, user, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  });

export const useSurveyResponses = (guildId: string, surveyId: string, user: string | undefined) =>
  useInfiniteQuery(surveyResponsesQuery(guildId, surveyId, user));

/** The CSV of every answer, saved as a file by the browser. */
export async function downloadSurveyResponses(guildId: string, surveyId: string): Promise<void> {
  const { data } = await http.get<Blob>(`${base(guildId, surveyId)}/responses.csv`, { responseType: 'blob' });
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = `survey-${surveyId}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
