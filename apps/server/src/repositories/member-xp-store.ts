import { and, asc, count, desc, eq, gt, lt, or } from 'drizzle-orm';
import {
  encodeLeaderboardCursor,
  levelProgress,
  type LeaderboardCursor,
  type LeaderboardEntry,
} from '@hoshi/contracts';
import type { Database } from '../db/client.ts';
import { auditLog, memberXp } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';

type Row = Pick<typeof memberXp.$inferSelect, 'userId' | 'xp' | 'username' | 'avatar'>;

const columns = {
  userId: memberXp.userId,
  xp: memberXp.xp,
  username: memberXp.username,
  avatar: memberXp.avatar,
};

const entry = (row: Row, rank: number): LeaderboardEntry => {
  const { level, into, needed } = levelProgress(row.xp);
  return {
    rank,
    userId: row.userId,
    username: row.username,
    avatar: row.avatar,
    level,
    xp: row.xp,
    into,
    needed,
  };
};

/**
 * Members' XP per server, read as a leaderboard: most XP first, ties by user id, members with
 * equal XP sharing a rank (1, 2, 2, 4). Pages are keyset ranges of `member_xp_rank_idx`.
 */
export class MemberXpStore {
  constructor(private readonly db: Database) {}

  async page(guildId: string, limit: number, after?: LeaderboardCursor) {
    const inGuild = eq(memberXp.guildId, guildId);
    const rows = await this.db
      .select(columns)
      .from(memberXp)
      .where(
        after
          ? and(
              inGuild,
              or(
                lt(memberXp.xp, after.xp),
                and(eq(memberXp.xp, after.xp), gt(memberXp.userId, after.userId)),
              ),
            )
          : inGuild,
      )
      .orderBy(desc(memberXp.xp), asc(memberXp.userId))
      .limit(limit + 1);
    let previous = after ?? null;
    const entries = rows.slice(0, limit).map((row) => {
      const position = (previous?.position ?? 0) + 1;
      const rank = previous && previous.xp === row.xp ? previous.rank : position;
      previous = { xp: row.xp, userId: row.userId, rank, position };
      return entry(row, rank);
    });
    const next = rows.length > limit && previous ? encodeLeaderboardCursor(previous) : null;
    return { entries, next };
  }

  /** One member's line, ranked among all the server's members; null before their first XP. */
  async standing(guildId: string, userId: string): Promise<LeaderboardEntry | null> {
    const [row] = await this.db
      .select(columns)
      .from(memberXp)
      .where(and(eq(memberXp.guildId, guildId), eq(memberXp.userId, userId)));
    if (!row) return null;
    const [ahead] = await this.db
      .select({ n: count() })
      .from(memberXp)
      .where(and(eq(memberXp.guildId, guildId), gt(memberXp.xp, row.xp)));
    return entry(row, (ahead?.n ?? 0) + 1);
  }

  /** Resets one member's XP (404 when they have none), with an audit row in the same transaction. */
  async resetMember(guildId: string, userId: string, by: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      const where = and(eq(memberXp.guildId, guildId), eq(memberXp.userId, userId));
      const [row] = await tx.delete(memberXp).where(where).returning();
      if (!row) throw new HttpError(404, 'not_found', 'This member has no XP in this server.');
      await tx.insert(auditLog).values({
        guildId,
        userId: by,
        action: 'reset:xp',
        before: { userId, xp: row.xp, messages: row.messages },
        after: null,
      });
      return 1;
    });
  }

  /** Resets everyone's XP in the server; the audit row says how many members and how much XP. */
  async resetAll(guildId: string, by: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .delete(memberXp)
        .where(eq(memberXp.guildId, guildId))
        .returning({ xp: memberXp.xp });
      await tx.insert(auditLog).values({
        guildId,
        userId: by,
        action: 'reset:xp:all',
        before: { members: rows.length, xp: rows.reduce((sum, r) => sum + r.xp, 0) },
        after: null,
      });
      return rows.length;
    });
  }
}
