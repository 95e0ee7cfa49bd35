import { and, eq, inArray, sql } from 'drizzle-orm';
import { decideXp, type XpMessage, type XpSettings, type XpStanding } from '@hoshi/contracts';
import { schema, type Database } from '@hoshi/server/db';
import type { XpAward } from '../behaviours/xp.ts';

/** One member's message, as the gateway gave it, waiting to be counted. */
export interface XpMessageIn {
  guildId: string;
  message: XpMessage;
  author: { id: string; username: string; avatar: string | null; roles: readonly string[] };
}

export interface XpLedgerOptions {
  /** At most this many messages per transaction… */
  maxBatch?: number;
  /** …and a message waits at most this long for its batch. */
  flushMs?: number;
}

/** Standings held in memory; past this many, the cache starts again from the database. */
const MAX_CACHED = 200_000;

interface Delta {
  guildId: string;
  userId: string;
  xp: number;
  messages: number;
  lastAwardAt: number;
  username: string;
  avatar: string | null;
}

const key = (guildId: string, userId: string) => `${guildId}:${userId}`;

/**
 * Members' XP, written in batches: a burst of messages becomes one transaction per batch, not
 * one per message. Each message is decided against the member's standing in order
 * (`decideXp`: cooldown by the message's own time), so a message handled twice — replayed after
 * a resume — finds its own award within the cooldown and earns nothing again. The database adds
 * each batch's increments to what it holds, so a reset from the dashboard meanwhile is never
 * undone by a batch computed before it.
 */
export class XpLedger {
  private pending: XpMessageIn[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private readonly standings = new Map<string, XpStanding>();
  private readonly maxBatch: number;
  private readonly flushMs: number;
  /** Messages counted and XP awards made since start (the bench reads them). */
  readonly stats = { messages: 0, awards: 0 };

  constructor(
    private readonly db: Database,
    private readonly settingsOf: (guildId: string) => Promise<XpSettings>,
    private readonly onAwards: (guildId: string, awards: XpAward[]) => void,
    private readonly onError: (err: unknown) => void,
    options: XpLedgerOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? 1_000;
    this.flushMs = options.flushMs ?? 50;
  }

  add(entry: XpMessageIn): void {
    this.pending.push(entry);
    if (this.pending.length >= this.maxBatch) this.schedule(0);
    else this.schedule(this.flushMs);
  }

  /** A guild's members' standings are read again (a manager reset XP, or the settings changed). */
  forget(guildId: string): void {
    for (const k of this.standings.keys()) if (k.startsWith(`${guildId}:`)) this.standings.delete(k);
  }

  /** Resolves once every message added so far is stored. */
  async idle(): Promise<void> {
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.flushing = this.flushing.then(() => this.flush()).catch(this.onError);
    await this.flushing;
  }

  private schedule(ms: number) {
    if (this.timer !== null) {
      if (ms > 0) return;
      clearTimeout(this.timer);
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flushing = this.flushing.then(() => this.flush()).catch(this.onError);
    }, ms);
  }

  private async flush(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.maxBatch);
      const byGuild = new Map<string, XpMessageIn[]>();
      for (const entry of batch) {
        const entries = byGuild.get(entry.guildId);
        if (entries) entries.push(entry);
        else byGuild.set(entry.guildId, [entry]);
      }
      const deltas = new Map<string, Delta>();
      const awards = new Map<string, XpAward[]>();
      const next = new Map<string, XpStanding>();
      for (const [guildId, entries] of byGuild) {
        const settings = await this.settingsOf(guildId);
        await this.load(guildId, entries);
        for (const { message, author } of entries) {
          const k = key(guildId, author.id);
          const standing = next.get(k) ?? this.standings.get(k) ?? { xp: 0, lastAwardAt: null };
          const decision = decideXp(message, standing, settings);
          if (!decision.award) continue;
          next.set(k, { xp: decision.xp, lastAwardAt: decision.at });
          const delta = deltas.get(k) ?? {
            guildId,
            userId: author.id,
            xp: 0,
            messages: 0,
            lastAwardAt: decision.at,
            username: author.username,
            avatar: author.avatar,
          };
          delta.xp += decision.amount;
          delta.messages += 1;
          delta.lastAwardAt = Math.max(delta.lastAwardAt, decision.at);
          deltas.set(k, delta);
          const list = awards.get(guildId) ?? [];
          list.push({
            messageId: message.id,
            userId: author.id,
            roles: author.roles,
            level: decision.level,
            levelUp: decision.levelUp,
          });
          awards.set(guildId, list);
        }
      }
      if (deltas.size > 0) await this.store([...deltas.values()]);
      if (this.standings.size + next.size > MAX_CACHED) this.standings.clear();
      for (const [k, standing] of next) this.standings.set(k, standing);
      this.stats.messages += batch.length;
      for (const [guildId, list] of awards) {
        this.stats.awards += list.length;
        this.onAwards(guildId, list);
      }
    }
  }

  /** Reads the standings of the batch's members that are not in memory yet, in one query. */
  private async load(guildId: string, entries: XpMessageIn[]) {
    const missing = [...new Set(entries.map((e) => e.author.id))].filter(
      (id) => !this.standings.has(key(guildId, id)),
    );
    if (missing.length === 0) return;
    const rows = await this.db
      .select({ userId: schema.memberXp.userId, xp: schema.memberXp.xp, at: schema.memberXp.lastAwardAt })
      .from(schema.memberXp)
      .where(and(eq(schema.memberXp.guildId, guildId), inArray(schema.memberXp.userId, missing)));
    const found = new Map(rows.map((r) => [r.userId, r]));
    for (const id of missing) {
      const row = found.get(id);
      this.standings.set(key(guildId, id), {
        xp: row?.xp ?? 0,
        lastAwardAt: row?.at ? row.at.getTime() : null,
      });
    }
  }

  /** One statement for the whole batch: each member's row gains the batch's XP. */
  private async store(deltas: Delta[]) {
    const t = schema.memberXp;
    await this.db
      .insert(t)
      .values(
        deltas.map((d) => ({
          guildId: d.guildId,
          userId: d.userId,
          xp: d.xp,
          messages: d.messages,
          lastAwardAt: new Date(d.lastAwardAt),
          username: d.username,
          avatar: d.avatar,
        })),
      )
      .onConflictDoUpdate({
        target: [t.guildId, t.userId],
        set: {
          xp: sql`${t.xp} + excluded.xp`,
          messages: sql`${t.messages} + excluded.messages`,
          lastAwardAt: sql`greatest(${t.lastAwardAt}, excluded.last_award_at)`,
          username: sql`excluded.username`,
          avatar: sql`excluded.avatar`,
          updatedAt: sql`now()`,
        },
      });
  }
}
