import { infiniteQueryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  leaderboardAnswer,
  leaderboardMeAnswer,
  leaderboardResetAnswer,
  type LeaderboardAnswer,
  type LeaderboardResetAnswer,
} from '@hoshi/contracts';
import { http } from '../http.ts';

const enc = encodeURIComponent;

/** GET /api/guilds/{id}/leaderboard: one page of the server's XP ranking and the caller's own line. */
export async function getLeaderboard(id: string, after?: string, limit?: number): Promise<LeaderboardAnswer> {
  const { data } = await http.get<unknown>(`/guilds/${enc(id)}/leaderboard`, { params: { after, limit } });
  return leaderboardAnswer.parse(data);
}

const leaderboardKey = (id: string) => ['leaderboard', id] as const;

/** Pages follow the previous page's `next`; members earn XP as they chat, so every visit reloads. */
export const leaderboardQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: leaderboardKey(id),
    queryFn: ({ pageParam }) => getLeaderboard(id, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  });

export const useLeaderboard = (id: string) => useInfiniteQuery(leaderboardQuery(id));

/** GET /api/guilds/{id}/leaderboard/me: the signed-in member's own rank there (null before any XP). */
export async function getOwnRank(id: string) {
  const { data } = await http.get<unknown>(`/guilds/${enc(id)}/leaderboard/me`);
  return leaderboardMeAnswer.parse(data).data;
}

export const useOwnRank = (id: string) =>
  useQuery({ queryKey: [...leaderboardKey(id), 'me'], queryFn: () => getOwnRank(id), staleTime: 0 });

/** DELETE /api/guilds/{id}/leaderboard[/{userId}]: resets one member's XP, or everyone's. */
export async function resetXp(id: string, userId?: string): Promise<LeaderboardResetAnswer> {
  const url = `/guilds/${enc(id)}/leaderboard${userId ? `/${enc(userId)}` : ''}`;
  const { data } = await http.delete<unknown>(url);
  return leaderboardResetAnswer.parse(data);
}

/** After a reset the ranking is read again from the top. */
export function useLeaderboardRefresh(id: string) {
  const client = useQueryClient();
  return () => client.resetQueries({ queryKey: leaderboardKey(id) });
}
