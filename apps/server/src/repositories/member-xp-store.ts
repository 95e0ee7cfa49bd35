import { and, asc, count, desc, eq, gt, lt, or } from 'drizzle-orm';
import {
  LEADERBOARD_PAGE_MAX,
  levelProgress,
  type LeaderboardCursor,
  type LeaderboardEntry,
} from '@hoshi/contracts';
import { actorColumns, type Actor, type Database, type DatabaseHandle } from '@hoshi/db';
import { auditLog, memberXp } from '@hoshi/db/schema';
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

/** A page, and where the next one starts (the route signs it into the answer's `next`). */
type Page = { entries: LeaderboardEntry[]; next: LeaderboardCursor | null };

/** A leaderboard's top: the longest first page, and whether anyone is below it. */
interface Top {
  entries: LeaderboardEntry[];
  more: boolean;
}

/** Whatever a first page says, it is read again at least this often (a guard, not the invalidation). */
const FIRST_PAGE_TTL_MS = 60_000;
const FIRST_PAGES_KEPT = 1000;
const CHANNEL = 'member_xp_changed';

/**
 * Leaderboards' tops kept in memory, one per guild, every first page a slice of it (docs/decisions/0061-the-leaderboard.md). Every statement that changes `member_xp` — the bot's batch of awards, a
 * reset, an operator's SQL — NOTIFYs the guilds it changed (the trigger of migration 0010), and
 * their tops are dropped; a top read while a drop came is not kept (CacheAside's epoch).
 * PGlite calls the listener while it reads the writing statement's answer, before that statement
 * resolves, so there no read after any write finds the old page. PostgreSQL delivers it after the
 * commit, on a connection of its own: this server's own resets drop their guild before they
 * answer; others' writes are dropped as their notification arrives. While that connection is lost
 * nothing is served from memory, and all is dropped when it listens again.
 */
export class FirstPages {
  private readonly tops = new TtlMap<Top>(FIRST_PAGES_KEPT);
  private listening = true;
  private waiting = new Set<{ guildId: string; resolve: () => void }>();
  readonly cache = new CacheAside<Top>({
    get: async (guildId) => (this.listening ? this.tops.get(guildId) : undefined),
    set: async (guildId, top) => {
      if (this.listening) this.tops.set(guildId, top, FIRST_PAGE_TTL_MS);
    },
  });

  /** Drops the guilds' tops (all of them for '*' or null: a notification that may have been missed). */
  drop(guildIds: string[] | 'all'): void {
    this.cache.forget(guildIds);
    if (guildIds === 'all') this.tops.clear();
    else for (const guildId of guildIds) this.tops.delete(guildId);
    for (const waiter of this.waiting) {
      if (guildIds !== 'all' && !guildIds.includes(waiter.guildId)) continue;
      this.waiting.delete(waiter);
      waiter.resolve();
    }
  }

  /** Resolves at the next drop of the guild's top (a test awaits PostgreSQL's notification). */
  dropped(guildId: string): Promise<void> {
    return new Promise((resolve) => this.waiting.add({ guildId, resolve }));
  }

  private heard(payload: string | null) {
    this.drop(payload === null || payload === '*' ? 'all' : payload.split(','));
  }

  private setListening(listening: boolean) {
    this.listening = listening;
    this.drop('all');
  }

  static async watch(database: DatabaseHandle): Promise<FirstPages> {
    const pages = new FirstPages();
    // The listener goes with the database when it closes.
    await database.listen(
      CHANNEL,
      (payload) => pages.heard(payload),
      (listening) => pages.setListening(listening),
    );
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
    readonly firstPages: FirstPages,
  ) {}

  async page(guildId: string, limit: number, after?: LeaderboardCursor): Promise<Page> {
    if (after) return this.read(guildId, limit, after);
    const top = await this.firstPages.cache.get(guildId, async () => {
      const { entries, next } = await this.read(guildId, LEADERBOARD_PAGE_MAX);
      return { entries, more: next !== null };
    });
    const entries = top.entries.slice(0, limit);
    const last = entries.at(-1);
    const more = top.entries.length > limit || top.more;
    const next =
      more && last ? { xp: last.xp, userId: last.userId, rank: last.rank, position: entries.length } : null;
    return { entries, next };
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
    const next = rows.length > limit ? previous : null;
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
  async resetMember(guildId: string, userId: string, by: Actor): Promise<number> {
    const reset = await this.db.transaction(async (tx) => {
      const where = and(eq(memberXp.guildId, guildId), eq(memberXp.userId, userId));
      const [row] = await tx.delete(memberXp).where(where).returning();
      if (!row) throw new HttpError(404, 'not_found', 'This member has no XP in this server.');
      await tx.insert(auditLog).values({
        guildId,
        ...actorColumns(by),
        action: 'reset:xp',
        before: { userId, xp: row.xp, messages: row.messages },
        after: null,
      });
      return 1;
    });
    // Before answering: the trigger's notification comes after the commit (docs/decisions/0061-the-leaderboard.md).
    this.firstPages.drop([guildId]);
    return reset;
  }

  /** Resets everyone's XP in the server; the audit row says how many members and how much XP. */
  async resetAll(guildId: string, by: Actor): Promise<number> {
    const reset = await this.db.transaction(async (tx) => {
      const rows = await tx
        .delete(memberXp)
        .where(eq(memberXp.guildId, guildId))
        .returning({ xp: memberXp.xp });
      await tx.insert(auditLog).values({
        guildId,
        ...actorColumns(by),
        action: 'reset:xp:all',
        before: { members: rows.length, xp: rows.reduce((sum, r) => sum + r.xp, 0) },
        after: null,
      });
      return rows.length;
    });
    this.firstPages.drop([guildId]);
    return reset;
  }
}
