import { and, asc, count, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import {
  encodeLeaderboardCursor,
  levelProgress,
  type LeaderboardCursor,
  type LeaderboardEntry,
} from '@hoshi/contracts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { auditLog, memberXp } from '../db/schema.ts';
import { CacheAside, TtlMap } from '../lib/cache-aside.ts';
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

type Page = { entries: LeaderboardEntry[]; next: string | null };

/** Whatever a first page says, it is read again at least this often (a guard, not the invalidation). */
const FIRST_PAGE_TTL_MS = 60_000;
const FIRST_PAGES_KEPT = 1000;
const CHANNEL = 'member_xp_changed';

/**
 * Leaderboards' first pages kept in memory, on PGlite only (docs/decisions.md, "The leaderboard").
 * PGlite answers one query at a time, so many managers opening a board queue behind each other;
 * here they share one read. Every statement that changes `member_xp` (the bot's awards, resets,
 * anything else in this process) NOTIFYs through a statement-level trigger, and PGlite calls the
 * listener while it reads the writing statement's answer, before that statement resolves: a read
 * after any write finds the cache already emptied. A page read while the notification came is
 * not kept (CacheAside's epoch). PostgreSQL keeps reading the index: there a notification comes
 * after the commit, on another connection that may be lost, and the read is fast anyway.
 */
export class FirstPages {
  private readonly pages = new TtlMap<Page>(FIRST_PAGES_KEPT);
  readonly cache = new CacheAside<Page>({
    get: async (key) => this.pages.get(key),
    set: async (key, page) => this.pages.set(key, page, FIRST_PAGE_TTL_MS),
  });

  private drop() {
    this.pages.clear();
    this.cache.forget('all');
  }

  /** Undefined on PostgreSQL. */
  static async watch(database: DatabaseHandle): Promise<FirstPages | undefined> {
    if (database.kind !== 'pglite') return undefined;
    // Not a migration: on PostgreSQL nobody listens, and NOTIFY serializes the commits it is in.
    await database.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION member_xp_notify() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN PERFORM pg_notify('${CHANNEL}', ''); RETURN NULL; END $$`),
    );
    await database.db.execute(
      sql.raw(`CREATE OR REPLACE TRIGGER member_xp_notify
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON member_xp
        FOR EACH STATEMENT EXECUTE FUNCTION member_xp_notify()`),
    );
    const pages = new FirstPages();
    // The listener goes with the database when it closes.
    await database.listen(CHANNEL, () => pages.drop());
    return pages;
  }
}

/**
 * Members' XP per server, read as a leaderboard: most XP first, ties by user id, members with
 * equal XP sharing a rank (1, 2, 2, 4). Pages are keyset ranges of `member_xp_rank_idx`.
 */
export class MemberXpStore {
  constructor(
    private readonly db: Database,
    private readonly firstPages?: FirstPages,
  ) {}

  async page(guildId: string, limit: number, after?: LeaderboardCursor): Promise<Page> {
    if (!after && this.firstPages)
      return this.firstPages.cache.get(`${guildId}:${limit}`, () => this.read(guildId, limit));
    return this.read(guildId, limit, after);
  }

  private async read(guildId: string, limit: number, after?: LeaderboardCursor): Promise<Page> {
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
