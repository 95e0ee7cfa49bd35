import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  decideXp,
  levelForXp,
  XP_COOLDOWN_MS,
  type XpMessage,
  type XpSettings,
  type XpStanding,
} from '@hoshi/contracts';
import { CHAT_COINS } from '@hoshi/contracts/economy';
import { rowsOf, schema, type Database } from '@hoshi/db';
import { untilDone } from '../../runtime/bot-store.ts';
import { Batches, type BatchOptions } from '../../runtime/batches.ts';
import type { XpAward } from './decide.ts';

/** One member's message, as the gateway gave it, waiting to be counted. */
export interface XpMessageIn {
  guildId: string;
  message: XpMessage;
  author: { id: string; username: string; avatar: string | null; roles: readonly string[] };
}

export type XpLedgerOptions = BatchOptions;

/** Standings held in memory; past this many, the cache starts again from the database. */
const MAX_CACHED = 200_000;

/** A message the process decided earns XP, to be credited once the database agrees. */
interface Candidate {
  guildId: string;
  userId: string;
  messageId: string;
  amount: number;
  at: number;
  roles: readonly string[];
  username: string;
  avatar: string | null;
}

/** What the database holds of a member after a batch credited them, and which messages it credited. */
interface Credited {
  xp: number;
  lastAwardAt: number;
  messages: Set<string>;
}

/** Rounds of a batch: a member refused (another process awarded them meanwhile) is decided again. */
const MAX_ROUNDS = 4;

const key = (guildId: string, userId: string) => `${guildId}:${userId}`;

/**
 * Members' XP, written in batches: a burst of messages becomes one statement per batch, not one
 * per message. Each message is decided against the member's standing in order (`decideXp`:
 * cooldown by the message's own time); the database then credits it only if it was not credited
 * before (`member_awards`, keyed by guild and message) and the member's stored last award is a
 * cooldown or more before it, both in the statement that adds the XP. So a message handled twice
 * — replayed after a resume, or seen by two processes on one shard during a deploy — earns once,
 * and a member earns at most once per cooldown across processes (docs/decisions/0076-xp-awards-keyed-by-the-message.md);
 * each message keyed there pays the member's coins in the same statement (CHAT_COINS,
 * docs/decisions/0100-member-economy.md). A member the database refused is read again and their messages of the
 * batch decided anew. The database adds each batch's increments to what it holds, so a reset from
 * the dashboard meanwhile is never undone by a batch computed before it. A batch that fails for
 * its connection is written again once the database answers (the keys make that safe).
 */
export class XpLedger {
  private readonly batches: Batches<XpMessageIn>;
  private readonly standings = new Map<string, XpStanding>();
  /** This ledger's statements are marked with it and a count (`member_awards.awarded_by`). */
  private readonly id = randomUUID();
  private statements = 0;
  /** Messages counted and XP awards made since start (the bench reads them). */
  readonly stats = { messages: 0, awards: 0 };

  constructor(
    private readonly db: Database,
    private readonly settingsOf: (guildId: string) => Promise<XpSettings>,
    private readonly onAwards: (guildId: string, awards: XpAward[]) => void,
    onError: (err: unknown) => void,
    options: XpLedgerOptions = {},
  ) {
    this.batches = new Batches((batch) => this.write(batch), onError, options, {
      maxBatch: 1_000,
      flushMs: 50,
    });
  }

  add(entry: XpMessageIn): void {
    this.batches.add(entry);
  }

  /** A guild's members' standings are read again (a manager reset XP, or the settings changed). */
  forget(guildId: string): void {
    for (const k of this.standings.keys()) if (k.startsWith(`${guildId}:`)) this.standings.delete(k);
  }

  /** Resolves once every message added so far is stored. */
  async idle(): Promise<void> {
    await this.batches.idle();
  }

  private async write(batch: XpMessageIn[]): Promise<void> {
    // Each statement's token: a try after a lost answer knows the awards its earlier ones made.
    // Through a lost connection the batch is written again (untilDone); a batch the database
    // itself refuses is said by onError, and the next goes on.
    const tokens: string[] = [];
    const awards = await untilDone(this.db, () => this.credit(batch, tokens));
    this.stats.messages += batch.length;
    for (const [guildId, list] of awards) {
      this.stats.awards += list.length;
      this.onAwards(guildId, list);
    }
  }

  /** Decides the batch, has the database credit it, and decides again for members it refused. */
  private async credit(batch: readonly XpMessageIn[], tokens: string[]): Promise<Map<string, XpAward[]>> {
    const awards = new Map<string, XpAward[]>();
    let entries = batch;
    for (let round = 0; round < MAX_ROUNDS && entries.length > 0; round += 1) {
      const candidates = await this.decide(entries);
      if (candidates.length === 0) break;
      const token = `${this.id}:${++this.statements}`;
      tokens.push(token);
      const credited = await this.store(candidates, token, tokens);
      if (this.standings.size + credited.size > MAX_CACHED) this.standings.clear();
      const refused = new Set<string>();
      const byMember = new Map<string, Candidate[]>();
      for (const c of candidates) {
        const k = key(c.guildId, c.userId);
        const list = byMember.get(k);
        if (list) list.push(c);
        else byMember.set(k, [c]);
      }
      for (const [k, list] of byMember) {
        const stored = credited.get(k);
        if (!stored) {
          // Another process awarded them meanwhile: read their standing again, decide again.
          refused.add(k);
          this.standings.delete(k);
          continue;
        }
        this.standings.set(k, { xp: stored.xp, lastAwardAt: stored.lastAwardAt });
        const mine = list.filter((c) => stored.messages.has(c.messageId));
        // Levels from what the database holds now, whatever else was added meanwhile.
        let xp = stored.xp - mine.reduce((sum, c) => sum + c.amount, 0);
        for (const c of mine) {
          const before = levelForXp(xp);
          xp += c.amount;
          const level = levelForXp(xp);
          const list = awards.get(c.guildId) ?? [];
          list.push({
            messageId: c.messageId,
            userId: c.userId,
            roles: c.roles,
            level,
            levelUp: level > before,
          });
          awards.set(c.guildId, list);
        }
      }
      entries = entries.filter((e) => refused.has(key(e.guildId, e.author.id)));
    }
    return awards;
  }

  /** The batch's messages that earn by each member's standing in memory, in order. */
  private async decide(entries: readonly XpMessageIn[]): Promise<Candidate[]> {
    const byGuild = new Map<string, XpMessageIn[]>();
    for (const entry of entries) {
      const list = byGuild.get(entry.guildId);
      if (list) list.push(entry);
      else byGuild.set(entry.guildId, [entry]);
    }
    const candidates: Candidate[] = [];
    const next = new Map<string, XpStanding>();
    for (const [guildId, list] of byGuild) {
      const settings = await this.settingsOf(guildId);
      await this.load(guildId, list);
      for (const { message, author } of list) {
        const k = key(guildId, author.id);
        const standing = next.get(k) ?? this.standings.get(k) ?? { xp: 0, lastAwardAt: null };
        const decision = decideXp(message, standing, settings);
        if (!decision.award) continue;
        next.set(k, { xp: decision.xp, lastAwardAt: decision.at });
        candidates.push({
          guildId,
          userId: author.id,
          messageId: message.id,
          amount: decision.amount,
          at: decision.at,
          roles: author.roles,
          username: author.username,
          avatar: author.avatar,
        });
      }
    }
    return candidates;
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

  /**
   * One statement for the whole batch. The messages not credited before go in as one JSON
   * parameter; each member's row gains their XP only when its last award is a cooldown or more
   * before the first of them — the row is locked for that check (ON CONFLICT DO UPDATE reads its
   * latest version), so two processes writing the same member are put in turn and the second finds
   * the first's award — and the messages of the members credited are keyed in `member_awards`.
   * Answers, per member credited, their stored XP and last award and the messages keyed (now, or
   * by an earlier try of the batch: `tokens`).
   */
  private async store(
    candidates: readonly Candidate[],
    token: string,
    tokens: readonly string[],
  ): Promise<Map<string, Credited>> {
    const rows = JSON.stringify(
      candidates.map((c) => ({
        guild_id: c.guildId,
        user_id: c.userId,
        message_id: c.messageId,
        xp: c.amount,
        at: new Date(c.at).toISOString(),
        username: c.username,
        avatar: c.avatar,
      })),
    );
    const result = await this.db.execute(sql`
      with c as (
        select * from jsonb_to_recordset(${rows}::jsonb)
          as c(guild_id text, user_id text, message_id text, xp int, at timestamptz, username text, avatar text)
      ), fresh as (
        select c.* from c where not exists (
          select 1 from member_awards a where a.guild_id = c.guild_id and a.message_id = c.message_id)
      ), m as (
        select guild_id, user_id, sum(xp)::int as xp, count(*)::int as messages,
          min(at) as first_at, max(at) as last_at,
          (array_agg(username order by at desc))[1] as username,
          (array_agg(avatar order by at desc))[1] as avatar
        from fresh group by guild_id, user_id
      ), up as (
        insert into member_xp as t (guild_id, user_id, xp, messages, last_award_at, username, avatar)
        select guild_id, user_id, xp, messages, last_at, username, avatar from m
        on conflict (guild_id, user_id) do update set
          xp = t.xp + excluded.xp,
          messages = t.messages + excluded.messages,
          last_award_at = greatest(t.last_award_at, excluded.last_award_at),
          username = excluded.username,
          avatar = excluded.avatar,
          updated_at = now()
        where t.last_award_at is null or t.last_award_at <= (
          select m.first_at from m where m.guild_id = excluded.guild_id and m.user_id = excluded.user_id
        ) - make_interval(secs => ${XP_COOLDOWN_MS / 1000})
        returning t.guild_id, t.user_id, t.xp, t.last_award_at
      ), keyed as (
        insert into member_awards (guild_id, message_id, user_id, xp, awarded_at, awarded_by)
        select f.guild_id, f.message_id, f.user_id, f.xp, f.at, ${token}
        from fresh f join up on up.guild_id = f.guild_id and up.user_id = f.user_id
        on conflict do nothing
        returning guild_id, user_id, message_id
      ), paid as (
        -- Coins for chatting (docs/product.md#economy), by the same keys: once per credited message.
        insert into inventories as i (guild_id, user_id, coins)
        select guild_id, user_id, count(*)::int * ${CHAT_COINS} from keyed group by guild_id, user_id
        on conflict (guild_id, user_id) do update set coins = i.coins + excluded.coins, updated_at = now()
        returning 1
      ), mine as (
        -- Credited by an earlier try of this batch whose answer was lost.
        select a.guild_id, a.user_id, a.message_id from member_awards a
        join c on a.guild_id = c.guild_id and a.message_id = c.message_id
        where a.awarded_by = any(${`{${tokens.join(',')}}`}::text[])
      )
      select guild_id, user_id, xp, last_award_at, null as message_id from up
      union all select x.guild_id, x.user_id, x.xp, x.last_award_at, null from member_xp x
        where (x.guild_id, x.user_id) in (select guild_id, user_id from mine)
          and (x.guild_id, x.user_id) not in (select guild_id, user_id from up)
      union all select guild_id, user_id, null, null, message_id from keyed
      union all select guild_id, user_id, null, null, message_id from mine`);
    const credited = new Map<string, Credited>();
    const messages: { k: string; id: string }[] = [];
    for (const row of rowsOf(result)) {
      const k = key(String(row.guild_id), String(row.user_id));
      if (typeof row.message_id === 'string') messages.push({ k, id: row.message_id });
      else
        credited.set(
          k,
          credited.get(k) ?? {
            xp: Number(row.xp),
            lastAwardAt: new Date(row.last_award_at as string | Date).getTime(),
            messages: new Set(),
          },
        );
    }
    for (const { k, id } of messages) credited.get(k)?.messages.add(id);
    return credited;
  }
}
