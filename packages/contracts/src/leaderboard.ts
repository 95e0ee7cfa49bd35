import { z } from 'zod';
import { snowflake } from './fields.ts';
import { coded } from './issues.ts';

/** Members per leaderboard page: 25 by default, at most 100. */
export const LEADERBOARD_PAGE_DEFAULT = 25;
export const LEADERBOARD_PAGE_MAX = 100;

/**
 * Where the next page starts: the last entry's XP, user id, rank and position, as the previous
 * answer's `next` wrote it. Keyset paging, so page 4,000 costs what page 1 costs. The server signs
 * what it writes (the last part, 22 base64url characters) for one server's leaderboard: a client
 * passes `next` back as it got it, and a cursor the server did not write is refused.
 */
const CURSOR = /^(0|[1-9]\d{0,9})\.(\d{17,20})\.([1-9]\d{0,9})\.([1-9]\d{0,9})\.([\w-]{22})$/;
/** member_xp.xp, ranks and positions are 32-bit integers. */
const INT32_MAX = 2_147_483_647;

export interface LeaderboardCursor {
  xp: number;
  userId: string;
  rank: number;
  position: number;
}

/** What the signature covers: the cursor's fields, in the order they are written. */
export const leaderboardCursorFields = (c: LeaderboardCursor): string =>
  `${c.xp}.${c.userId}.${c.rank}.${c.position}`;

export const encodeLeaderboardCursor = (c: LeaderboardCursor, signature: string): string =>
  `${leaderboardCursorFields(c)}.${signature}`;

/** The fields and signature of a cursor in range (its signature is the server's to check). */
export function decodeLeaderboardCursor(
  value: string,
): { cursor: LeaderboardCursor; signature: string } | null {
  const m = CURSOR.exec(value);
  if (!m) return null;
  const cursor = { xp: Number(m[1]), userId: m[2]!, rank: Number(m[3]), position: Number(m[4]) };
  if (cursor.xp > INT32_MAX || cursor.position > INT32_MAX || cursor.rank > cursor.position) return null;
  return { cursor, signature: m[5]! };
}

/** GET /api/guilds/{id}/leaderboard?limit=&after= */
export const leaderboardQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .refine(
      (n) => n >= 1 && n <= LEADERBOARD_PAGE_MAX,
      coded(
        'out_of_range',
        { min: 1, max: LEADERBOARD_PAGE_MAX },
        `must be from 1 to ${LEADERBOARD_PAGE_MAX}`,
      ),
    )
    .default(LEADERBOARD_PAGE_DEFAULT),
  after: z
    .string()
    .max(64)
    .refine(
      (v) => decodeLeaderboardCursor(v) !== null,
      coded('invalid', {}, 'is not a page this leaderboard gave'),
    )
    .optional(),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuery>;

/** One member's line: rank (members with equal XP share one), who, and where they stand. */
export const leaderboardEntry = z.object({
  rank: z.number().int().positive(),
  userId: snowflake,
  username: z.string(),
  avatar: z.string().nullable(),
  level: z.number().int().nonnegative(),
  xp: z.number().int().nonnegative(),
  /** XP earned inside the current level, and what the level takes (0 at the highest level). */
  into: z.number().int().nonnegative(),
  needed: z.number().int().nonnegative(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntry>;

export const leaderboardAnswer = z.object({
  id: snowflake,
  name: z.string(),
  icon: z.string().nullable(),
  entries: z.array(leaderboardEntry),
  /** The `after` of the next page, or null on the last. */
  next: z.string().nullable(),
});
export type LeaderboardAnswer = z.infer<typeof leaderboardAnswer>;

/**
 * GET /api/guilds/{id}/leaderboard/me: the signed-in member's own line, wherever it is (null
 * before their first XP). Apart from the pages, since ranking one member counts those ahead.
 */
export const leaderboardMeAnswer = z.object({ data: leaderboardEntry.nullable() });
export type LeaderboardMeAnswer = z.infer<typeof leaderboardMeAnswer>;

/** DELETE /api/guilds/{id}/leaderboard[/{userId}]: how many members' XP was reset. */
export const leaderboardResetAnswer = z.object({ data: z.object({ reset: z.number().int().nonnegative() }) });
export type LeaderboardResetAnswer = z.infer<typeof leaderboardResetAnswer>;
