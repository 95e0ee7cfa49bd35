import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { schema, type Database } from '@hoshi/server/db';
import type { Action, RoomRecord } from '../behaviours/index.ts';

const { botActions, botCalls, botEvents, botRooms } = schema;

/** An action as recorded, to be sent (or retried after a crash). */
export interface RecordedAction {
  id: number;
  guildId: string;
  action: Action;
  /** Read back after a restart: its request had been started, so it may have reached Discord. */
  attempted?: boolean;
}

export type ActionOutcome = 'done' | 'skipped' | 'failed';
type ActionState = ActionOutcome | 'sending';
interface Waiter {
  resolve(): void;
  reject(err: unknown): void;
}

/** The bot's memory of one guild, loaded at start and kept in step with its tables. */
export interface GuildMemory {
  rooms: RoomRecord[];
  calls: Map<string, number>;
}

/** Actions that only change the bot's own tables: applied in the transaction that records the event. */
const BOOKKEEPING: ReadonlySet<Action['type']> = new Set(['callStarted', 'callEnded', 'forgetRoom', 'skip']);

/** Bookkeeping that writes the bot's tables beyond the event and its actions. */
const TABLE_CHANGES: ReadonlySet<Action['type']> = new Set(['callStarted', 'callEnded', 'forgetRoom']);

/** The rows of a raw query's answer (node-postgres and PGlite both answer `{ rows }`). */
function rowsOf(result: unknown): Record<string, unknown>[] {
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows))
    return [];
  return result.rows.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null);
}

interface Pending {
  key: string | null;
  guildId: string;
  actions: readonly Action[];
  resolve(recorded: RecordedAction[] | null): void;
  reject(err: unknown): void;
}

/** The bot's tables (shared migrations with the server: apps/server/drizzle). */
export class BotStore {
  constructor(private readonly db: Database) {}

  async loadMemory(): Promise<Map<string, GuildMemory>> {
    const [rooms, calls] = await Promise.all([
      this.db.select().from(botRooms),
      this.db.select().from(botCalls),
    ]);
    const memory = new Map<string, GuildMemory>();
    const of = (guildId: string) => {
      let m = memory.get(guildId);
      if (!m) memory.set(guildId, (m = { rooms: [], calls: new Map() }));
      return m;
    };
    for (const r of rooms)
      of(r.guildId).rooms.push({
        channelId: r.channelId,
        lobbyId: r.lobbyId,
        number: r.number,
        ownerId: r.ownerId,
      });
    for (const c of calls) of(c.guildId).calls.set(c.channelId, c.startedAt.getTime());
    return memory;
  }

  private batch: Pending[] = [];

  /**
   * Records the event (by its key) and what it leads to, in one transaction. Answers the actions
   * still to send, or null when the event was handled before (nothing is written then). Events
   * recorded in the same turn of the event loop (other guilds' meanwhile) share one transaction:
   * under a burst the database commits once for many events instead of once each.
   */
  record(key: string | null, guildId: string, actions: readonly Action[]): Promise<RecordedAction[] | null> {
    return new Promise((resolve, reject) => {
      this.batch.push({ key, guildId, actions, resolve, reject });
      if (this.batch.length === 1) setImmediate(() => void this.flush());
    });
  }

  private async flush() {
    const items = this.batch.splice(0);
    try {
      const answers = items.every((item) => item.actions.every((a) => !TABLE_CHANGES.has(a.type)))
        ? await this.recordAtOnce(items)
        : await this.db.transaction(async (tx) => {
            const keyed = items.flatMap((i) => (i.key === null ? [] : [{ key: i.key, guildId: i.guildId }]));
            const inserted =
              keyed.length === 0
                ? []
                : await tx
                    .insert(botEvents)
                    .values(keyed)
                    .onConflictDoNothing()
                    .returning({ key: botEvents.key });
            const fresh = new Set(inserted.map((row) => row.key));
            const live = items.map((item) => {
              if (item.key === null) return true;
              // The same event twice in one batch: the first one acts.
              const first = fresh.has(item.key);
              fresh.delete(item.key);
              return first;
            });
            const rows: { eventKey: string; guildId: string; action: Action }[] = [];
            for (const [i, item] of items.entries()) {
              if (!live[i]) continue;
              for (const action of item.actions) {
                if (action.type === 'callStarted')
                  await tx
                    .insert(botCalls)
                    .values({
                      channelId: action.channelId,
                      guildId: item.guildId,
                      startedAt: new Date(action.at),
                    })
                    .onConflictDoUpdate({
                      target: botCalls.channelId,
                      set: { startedAt: new Date(action.at) },
                    });
                else if (action.type === 'callEnded')
                  await tx.delete(botCalls).where(eq(botCalls.channelId, action.channelId));
                else if (action.type === 'forgetRoom')
                  await tx.delete(botRooms).where(eq(botRooms.channelId, action.channelId));
                else if (!BOOKKEEPING.has(action.type))
                  rows.push({ eventKey: item.key ?? 'sync', guildId: item.guildId, action });
              }
            }
            const ids =
              rows.length === 0
                ? []
                : await tx.insert(botActions).values(rows).returning({ id: botActions.id });
            let next = 0;
            return items.map((item, i): RecordedAction[] | null => {
              if (!live[i]) return null;
              return item.actions
                .filter((a) => !BOOKKEEPING.has(a.type))
                .map((action) => ({ id: ids[next++]?.id ?? 0, guildId: item.guildId, action }));
            });
          });
      for (const [i, item] of items.entries()) item.resolve(answers[i] ?? null);
    } catch (err) {
      for (const item of items) item.reject(err);
    }
  }

  /**
   * The batch in one statement when no event changes the bot's own tables (joins, messages, role
   * changes: nearly all of them): the events' keys go in, and only the actions of the keys that
   * went in now, so a key handled before acts nothing — one round trip instead of a transaction's
   * four, atomic all the same. Action ids come back in the order the rows went in (one sequence).
   */
  private async recordAtOnce(items: readonly Pending[]): Promise<(RecordedAction[] | null)[]> {
    // The same event twice in one batch: the first one acts, the others are duplicates.
    const firsts = new Set<number>();
    const seen = new Set<string>();
    for (const [i, item] of items.entries()) {
      if (item.key === null) firsts.add(i);
      else if (!seen.has(item.key)) {
        seen.add(item.key);
        firsts.add(i);
      }
    }
    const keyed = [...seen];
    const rows = items.flatMap((item, i) =>
      firsts.has(i)
        ? item.actions
            .filter((a) => !BOOKKEEPING.has(a.type))
            // Item and place within it: ids are handed out in that order (a sort by item alone may
            // swap two actions of one event, and each id must stay with its own action).
            .map(
              (action, n) =>
                sql`(${i}::int, ${n}::int, ${item.key}::text, ${item.guildId}::text, ${JSON.stringify(action)}::jsonb)`,
            )
        : [],
    );
    const events =
      keyed.length === 0
        ? sql`select null::text as key where false`
        : sql`insert into bot_events (key, guild_id) values ${sql.join(
            keyed.map((key) => sql`(${key}, ${items.find((item) => item.key === key)?.guildId ?? ''})`),
            sql`, `,
          )} on conflict do nothing returning key`;
    const actions =
      rows.length === 0
        ? sql`select null::int as item, null::int as id where false`
        : sql`insert into bot_actions (event_key, guild_id, action)
            select coalesce(v.key, 'sync'), v.guild_id, v.action
            from (values ${sql.join(rows, sql`, `)}) as v(item, n, key, guild_id, action)
            where v.key is null or v.key in (select key from fresh)
            order by v.item, v.n
            returning null::int as item, id`;
    const result = await this.db.execute(sql`
      with fresh as (${events}), acted as (${actions})
      select key, null::int as id from fresh
      union all select null, id from acted order by id`);
    const fresh = new Set<string>();
    const ids: number[] = [];
    for (const row of rowsOf(result)) {
      if (typeof row.key === 'string') fresh.add(row.key);
      else ids.push(Number(row.id));
    }
    let next = 0;
    return items.map((item, i): RecordedAction[] | null => {
      if (!firsts.has(i) || (item.key !== null && !fresh.has(item.key))) return null;
      return item.actions
        .filter((a) => !BOOKKEEPING.has(a.type))
        .map((action) => ({ id: ids[next++] ?? 0, guildId: item.guildId, action }));
    });
  }

  /** Actions answered by Discord (or given up): their outcome, with when. */
  finish(outcomes: readonly { id: number; outcome: ActionOutcome }[]): Promise<void> {
    return Promise.all(outcomes.map(({ id, outcome }) => this.setState(id, outcome))).then(() => undefined);
  }

  /** Marks actions as being sent: after a crash, a message so marked is not sent again. */
  markSending(ids: readonly number[]): Promise<void> {
    return Promise.all(ids.map((id) => this.setState(id, 'sending'))).then(() => undefined);
  }

  private states = new Map<ActionState, { ids: number[]; waiters: Waiter[] }>();

  /**
   * Action states set in the same turn of the event loop (other guilds' actions meanwhile) are
   * written together, one UPDATE per state: under a burst of joins each guild's queue marks and
   * finishes one greeting at a time, and one statement per action was most of the database's work.
   * Each caller still waits for its own row to be written.
   */
  private setState(id: number, state: ActionState): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.states.size === 0) setImmediate(() => void this.writeStates());
      const entry = this.states.get(state) ?? { ids: [], waiters: [] };
      entry.ids.push(id);
      entry.waiters.push({ resolve, reject });
      this.states.set(state, entry);
    });
  }

  private async writeStates() {
    const states = [...this.states];
    this.states.clear();
    await Promise.all(
      states.map(async ([state, { ids, waiters }]) => {
        try {
          await this.db
            .update(botActions)
            .set(state === 'sending' ? { state } : { state, doneAt: new Date() })
            .where(inArray(botActions.id, ids));
          for (const w of waiters) w.resolve();
        } catch (err) {
          for (const w of waiters) w.reject(err);
        }
      }),
    );
  }

  /** Actions recorded but not answered: the process stopped between the commit and Discord's answer. */
  async pending(): Promise<RecordedAction[]> {
    const rows = await this.db
      .select()
      .from(botActions)
      .where(inArray(botActions.state, ['pending', 'sending']))
      .orderBy(asc(botActions.id));
    return rows.map((r) => ({
      id: r.id,
      guildId: r.guildId,
      action: r.action as Action,
      attempted: r.state === 'sending',
    }));
  }

  async addRoom(guildId: string, room: RoomRecord): Promise<void> {
    await this.db
      .insert(botRooms)
      .values({ ...room, guildId })
      .onConflictDoNothing();
  }

  async removeRoom(channelId: string): Promise<void> {
    await this.db.delete(botRooms).where(eq(botRooms.channelId, channelId));
  }

  /** Keeps the handled-events record bounded: a duplicate arrives within minutes, not weeks. */
  async prune(before: Date): Promise<void> {
    await this.db.delete(botEvents).where(lt(botEvents.handledAt, before));
    await this.db
      .delete(botActions)
      .where(and(lt(botActions.createdAt, before), sql`${botActions.state} not in ('pending', 'sending')`));
  }
}
