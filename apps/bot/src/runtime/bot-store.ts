import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, eq, getTableColumns, inArray, like, lt, ne, sql } from 'drizzle-orm';
import { EVENT_KEY_PREFIX, schema, type Database } from '@hoshi/db';
import type { Action, RoomRecord } from '../core/types.ts';

const { achievementEvents, botActions, botCalls, botEvents, botRooms, economyActions, memberAwards } = schema;

/** The first wait before the database is asked again after a lost connection, and the longest. */
const FIRST_WAIT_MS = 100;
const LONGEST_WAIT_MS = 5_000;
/** Failures in a row, each while the database answered at once, after which a write is given up. */
const FAILURES_WHILE_ANSWERING = 3;

/** The SQLSTATE of an error or of what it wraps (drizzle wraps the driver's). */
function sqlState(err: unknown): string | undefined {
  for (let e = err, depth = 0; typeof e === 'object' && e !== null && depth < 5; depth += 1) {
    if ('code' in e && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = 'cause' in e ? e.cause : undefined;
  }
  return undefined;
}

/** Whether PostgreSQL ended the transaction as one of a deadlock (40P01): trying again is safe. */
export const deadlocked = (err: unknown): boolean => sqlState(err) === '40P01';

/**
 * Whether a failure may be the connection's rather than the statement's: no SQLSTATE at all (the
 * socket closed, the pool could not connect), a connection exception (class 08) or the server
 * ending the session (57P01–57P03: terminated by an administrator, a crash, starting up).
 */
export function connectionFailure(err: unknown): boolean {
  const state = sqlState(err);
  return state === undefined || state.startsWith('08') || /^57P0[123]$/.test(state);
}

/**
 * What node-postgres says, with no SQLSTATE, when the connection under a statement is gone: the
 * socket ended, the client broken by it (drizzle's ROLLBACK after a cut fails so), the pool unable
 * to connect in time, or the operating system's resets.
 */
const LOST_CONNECTION_MESSAGES =
  /Connection terminated|encountered a connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect/;
const LOST_CONNECTION_CODES: ReadonlySet<string> = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
]);

/**
 * Whether a failure says the connection was lost (not merely "no SQLSTATE"): a connection
 * exception, the server ending the session, or node-postgres's own words for a lost socket, on the
 * error or on what it wraps. Such a failure is never the statement's, however often it repeats.
 */
export function connectionLost(err: unknown): boolean {
  for (let e = err, depth = 0; typeof e === 'object' && e !== null && depth < 5; depth += 1) {
    const code = 'code' in e && typeof e.code === 'string' ? e.code : undefined;
    if (
      code !== undefined &&
      (code.startsWith('08') || /^57P0[123]$/.test(code) || LOST_CONNECTION_CODES.has(code))
    )
      return true;
    if ('message' in e && typeof e.message === 'string' && LOST_CONNECTION_MESSAGES.test(e.message))
      return true;
    e = 'cause' in e ? e.cause : undefined;
  }
  return false;
}

/** Waits until the database answers; true when it answered at the first question. */
async function answering(db: Database): Promise<boolean> {
  for (let wait = FIRST_WAIT_MS, first = true; ; first = false) {
    try {
      await db.execute(sql`select 1`);
      return first;
    } catch {
      await sleep(wait);
      wait = Math.min(wait * 2, LONGEST_WAIT_MS);
    }
  }
}

/**
 * Runs `work` (a write, or a read an event needs) until it is done: when it fails for the
 * connection, it waits until the database answers again and tries once more, however long that
 * takes, so work is never dropped for a lost connection. A failure of the statement itself is
 * thrown: one with a SQLSTATE of its own at once, one with neither a SQLSTATE nor the words of a
 * lost connection (`connectionLost`) after FAILURES_WHILE_ANSWERING tries while the database
 * answered each time. `work` must be safe to run again after a failure whose
 * commit may have happened (keyed writes).
 */
export async function untilDone<T>(db: Database, work: () => Promise<T>): Promise<T> {
  let whileAnswering = 0;
  for (;;) {
    try {
      return await work();
    } catch (err) {
      if (!connectionFailure(err)) throw err;
      const answeredAtOnce = await answering(db);
      // A connection cut again and again (a database restarting, connections terminated) is
      // waited through; only a failure that may be the statement's own is given up on.
      if (answeredAtOnce && !connectionLost(err) && ++whileAnswering >= FAILURES_WHILE_ANSWERING) throw err;
    }
  }
}

/** An action as recorded, to be sent (or retried after a crash). */
export interface RecordedAction {
  id: number;
  guildId: string;
  action: Action;
  /** Read back after a restart: its request had been started, so it may have reached Discord. */
  attempted?: boolean;
  /**
   * Read back after a restart: recorded within the window in which Discord still recognises a
   * message's nonce, so sending it again cannot post it twice.
   */
  withinNonceWindow?: boolean;
}

/**
 * How long after an action is recorded its message can still be sent again safely. Discord checks
 * a nonce's uniqueness "in the past few minutes"; two minutes stays well inside that, and the
 * request was made after the record, so it is younger still.
 */
export const NONCE_WINDOW_SECONDS = 120;

export type ActionOutcome = 'done' | 'skipped' | 'failed';
type ActionState = ActionOutcome | 'sending';
interface StateChange {
  id: number;
  state: ActionState;
  resolve(): void;
  reject(err: unknown): void;
}

/** The transaction handed to `db.transaction`'s callback. */
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The bot's memory of one guild, loaded at start and kept in step with its tables. */
export interface GuildMemory {
  rooms: RoomRecord[];
  calls: Map<string, number>;
}

/** Actions that only change the bot's own tables: applied in the transaction that records the event. */
const BOOKKEEPING: ReadonlySet<Action['type']> = new Set(['callStarted', 'callEnded', 'forgetRoom', 'skip']);

interface Pending {
  key: string | null;
  guildId: string;
  actions: readonly Action[];
  resolve(recorded: RecordedAction[] | null): void;
  reject(err: unknown): void;
}

/** The bot's tables (shared migrations with the server: packages/db/drizzle). */
export class BotStore {
  constructor(private readonly db: Database) {}

  /** This store's writes of events are marked with it and a count (`bot_events.recorded_by`). */
  private readonly id = randomUUID();
  private attempts = 0;

  /** A read an event needs (its guild's settings), waited for through a lost connection like a write. */
  untilDone<T>(work: () => Promise<T>): Promise<T> {
    return untilDone(this.db, work);
  }

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

  /** Events to record and action states to write, gathered until the next turn of the event loop. */
  private records: Pending[] = [];
  private states: StateChange[] = [];
  private flushing = false;

  /**
   * Records the event (by its key) and what it leads to, in one transaction. Answers the actions
   * still to send, or null when the event was handled before (nothing is written then).
   */
  record(key: string | null, guildId: string, actions: readonly Action[]): Promise<RecordedAction[] | null> {
    return new Promise((resolve, reject) => {
      this.records.push({ key, guildId, actions, resolve, reject });
      this.schedule();
    });
  }

  /** Actions answered by Discord (or given up): their outcome, with when. */
  finish(outcomes: readonly { id: number; outcome: ActionOutcome }[]): Promise<void> {
    return Promise.all(outcomes.map(({ id, outcome }) => this.setState(id, outcome))).then(() => undefined);
  }

  /**
   * Marks actions as being sent: after a crash, a message so marked is sent again (with its nonce)
   * only within the nonce window, as it may have reached Discord.
   */
  markSending(ids: readonly number[]): Promise<void> {
    return Promise.all(ids.map((id) => this.setState(id, 'sending'))).then(() => undefined);
  }

  /**
   * Messages put together before they are sent (intake's `together`): each head row now carries
   * the combined message, and the rows put into it are `merged` (done, never sent again). One
   * statement, tried again through a lost connection; running it twice writes the same.
   */
  async merge(groups: readonly { id: number; action: Action; merged: readonly number[] }[]): Promise<void> {
    if (groups.length === 0) return;
    const heads = JSON.stringify(groups.map((g) => ({ id: g.id, action: g.action })));
    const merged = `{${groups.flatMap((g) => g.merged).join(',')}}`;
    await untilDone(this.db, async () => {
      await this.db.execute(sql`
        with heads as (
          update bot_actions set action = h.action
          from jsonb_to_recordset(${heads}::jsonb) as h(id int, action jsonb)
          where bot_actions.id = h.id returning bot_actions.id
        )
        update bot_actions set state = 'merged', done_at = now()
        where id = any(${merged}::int[])`);
    });
  }

  private setState(id: number, state: ActionState): Promise<void> {
    return new Promise((resolve, reject) => {
      this.states.push({ id, state, resolve, reject });
      this.schedule();
    });
  }

  /**
   * Everything written in the same turn of the event loop — events recorded, actions marked
   * `sending` before their request, outcomes after Discord's answer, from every guild — goes to
   * the database together: one statement (or, when an event changes the bot's own tables, one
   * transaction), so one commit. Under a burst each guild's lines wait on the same commit and the
   * database commits once for all of them instead of once per event, mark and outcome. Each
   * caller still waits for its own rows, and an action's `sending` is still written before its
   * own request: only writes already asked for are put together, none is made earlier.
   */
  private schedule() {
    if (this.flushing) return;
    this.flushing = true;
    setImmediate(() => void this.flush());
  }

  /**
   * A flush that fails for its connection is tried again once the database answers (the callers
   * wait meanwhile), so no event is dropped and no mark or outcome lost for it. Its commit may have
   * happened with only the answer lost: each attempt marks the events it writes with a token of its
   * own, and the next attempt first reads back the events an earlier one recorded, answering their
   * actions as recorded then (to be sent), not as another process's duplicates.
   */
  private async flush() {
    this.flushing = false;
    const items = this.records.splice(0);
    const states = this.states.splice(0);
    const tokens: string[] = [];
    try {
      const answers = await untilDone(this.db, async (): Promise<(RecordedAction[] | null)[]> => {
        const earlier =
          tokens.length > 0 ? await this.recordedEarlier(items, tokens) : new Map<string, RecordedAction[]>();
        const token = `${this.id}:${++this.attempts}`;
        tokens.push(token);
        const rest = items.filter((item) => item.key === null || !earlier.has(item.key));
        const written = await this.write(rest, states, token);
        const byItem = new Map(
          rest.map((item, i): [Pending, RecordedAction[] | null] => [item, written[i] ?? null]),
        );
        return items.map((item) => {
          if (byItem.has(item)) return byItem.get(item) ?? null;
          // Recorded by an earlier attempt: the first of its key acts, as in one batch.
          const recorded = item.key === null ? undefined : earlier.get(item.key);
          if (item.key !== null) earlier.delete(item.key);
          return recorded ?? null;
        });
      });
      for (const change of states) change.resolve();
      for (const [i, item] of items.entries()) item.resolve(answers[i] ?? null);
    } catch (err) {
      for (const change of states) change.reject(err);
      for (const item of items) item.reject(err);
    }
  }

  /**
   * One transaction for the turn: the events' keys, the actions of the keys that went in now (a key
   * handled before acts nothing), the bot's own tables, and the action states asked for meanwhile.
   * One commit for every guild's writes of the turn; under Discord's limits (50 requests a second)
   * that is far more than the bot can send.
   */
  private write(items: readonly Pending[], states: readonly StateChange[], token: string) {
    return this.db.transaction(async (tx) => {
      const answers = items.length > 0 ? await this.recordInTransaction(tx, items, token) : [];
      if (states.length > 0) await tx.execute(this.writeStates(states));
      return answers;
    });
  }

  /** The events of `items` that an earlier attempt of this flush recorded, with their actions' rows. */
  private async recordedEarlier(items: readonly Pending[], tokens: readonly string[]) {
    const keys = [...new Set(items.flatMap((item) => (item.key === null ? [] : [item.key])))];
    const found = new Map<string, RecordedAction[]>();
    if (keys.length === 0) return found;
    const events = await this.db
      .select({ key: botEvents.key, guildId: botEvents.guildId })
      .from(botEvents)
      .where(and(inArray(botEvents.key, keys), inArray(botEvents.recordedBy, [...tokens])));
    if (events.length === 0) return found;
    for (const event of events) found.set(event.key, []);
    const rows = await this.db
      .select({
        id: botActions.id,
        key: botActions.eventKey,
        guildId: botActions.guildId,
        action: botActions.action,
      })
      .from(botActions)
      .where(inArray(botActions.eventKey, [...found.keys()]))
      .orderBy(asc(botActions.id));
    for (const row of rows)
      found.get(row.key)?.push({ id: row.id, guildId: row.guildId, action: row.action as Action });
    return found;
  }

  private async recordInTransaction(tx: Transaction, items: readonly Pending[], token: string) {
    const keyed = items.flatMap((i) =>
      i.key === null ? [] : [{ key: i.key, guildId: i.guildId, recordedBy: token }],
    );
    const inserted =
      keyed.length === 0
        ? []
        : await tx.insert(botEvents).values(keyed).onConflictDoNothing().returning({ key: botEvents.key });
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
            .values({ channelId: action.channelId, guildId: item.guildId, startedAt: new Date(action.at) })
            .onConflictDoUpdate({ target: botCalls.channelId, set: { startedAt: new Date(action.at) } });
        else if (action.type === 'callEnded')
          await tx.delete(botCalls).where(eq(botCalls.channelId, action.channelId));
        else if (action.type === 'forgetRoom')
          await tx.delete(botRooms).where(eq(botRooms.channelId, action.channelId));
        else if (!BOOKKEEPING.has(action.type))
          rows.push({ eventKey: item.key ?? 'sync', guildId: item.guildId, action });
      }
    }
    const ids =
      rows.length === 0 ? [] : await tx.insert(botActions).values(rows).returning({ id: botActions.id });
    let next = 0;
    return items.map((item, i): RecordedAction[] | null => {
      if (!live[i]) return null;
      return item.actions
        .filter((a) => !BOOKKEEPING.has(a.type))
        .map((action) => ({ id: ids[next++]?.id ?? 0, guildId: item.guildId, action }));
    });
  }

  /** One UPDATE for every state written in a turn: `sending`, or an outcome with when. */
  private writeStates(states: readonly StateChange[]) {
    // The last state asked for an action wins. Ids are integers and states fixed words: the two
    // array literals need no escaping.
    const last = new Map(states.map((s) => [s.id, s.state]));
    const ids = `{${[...last.keys()].join(',')}}`;
    const values = `{${[...last.values()].join(',')}}`;
    return sql`update bot_actions set state = s.state,
        done_at = case when s.state = 'sending' then bot_actions.done_at else now() end
      from unnest(${ids}::int[], ${values}::text[]) as s(id, state)
      where bot_actions.id = s.id`;
  }

  /**
   * Actions recorded but not answered: the process stopped between the commit and Discord's answer.
   * `owns` keeps those of the guilds this process runs (its shards'): another process's rows are
   * its own work, perhaps still on their way (0103).
   */
  async pending(owns: (guildId: string) => boolean = () => true): Promise<RecordedAction[]> {
    const rows = await this.db
      .select({
        ...getTableColumns(botActions),
        // The database's clock, which wrote created_at, not this process's.
        recent: sql<boolean>`${botActions.createdAt} > now() - make_interval(secs => ${NONCE_WINDOW_SECONDS})`,
      })
      .from(botActions)
      .where(inArray(botActions.state, ['pending', 'sending']))
      .orderBy(asc(botActions.id));
    return rows
      .filter((r) => owns(r.guildId))
      .map((r) => ({
        id: r.id,
        guildId: r.guildId,
        action: r.action as Action,
        attempted: r.state === 'sending',
        withinNonceWindow: r.recent,
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
    await this.db.delete(memberAwards).where(lt(memberAwards.createdAt, before));
    // Interactions' keys only: a lottery winner's stays, so a draw's late announcement never pays twice.
    await this.db
      .delete(economyActions)
      .where(and(lt(economyActions.createdAt, before), ne(economyActions.command, 'lottery')));
    // Single events only: a key such as "thanked by X" or "used Hoshi in server Y" is kept for ever.
    await this.db
      .delete(achievementEvents)
      .where(
        and(lt(achievementEvents.createdAt, before), like(achievementEvents.key, `${EVENT_KEY_PREFIX}%`)),
      );
    await this.db
      .delete(botActions)
      .where(and(lt(botActions.createdAt, before), sql`${botActions.state} not in ('pending', 'sending')`));
  }
}
