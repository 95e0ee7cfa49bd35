import type { Action, BotEvent, GuildView } from '../core/types.ts';
import { decide } from '../modules/registry.ts';
import type { BotStore, GuildMemory, RecordedAction } from './bot-store.ts';
import type { ActionExecutor } from './executor.ts';
import type { BotLog } from './log.ts';
import type { SettingsFeed } from './settings-feed.ts';
import { sendTogether } from './send-together.ts';

/** What the bench and the tests read: events acted on and how long each took from arrival. */
export interface IntakeStats {
  handled: number;
  duplicates: number;
  /** Milliseconds from a payload's arrival to Discord's answer to its last action (recent ones). */
  latencies: number[];
}

const LATENCIES_KEPT = 100_000;

/** Actions whose answer the guild's next decision reads (the rooms it remembers): it waits for them. */
const HOLDS_DECISIONS: ReadonlySet<Action['type']> = new Set(['openRoom', 'closeRoom']);

/** Actions that change the bot's memory of the guild (calls, rooms) once recorded. */
const CHANGES_MEMORY: ReadonlySet<Action['type']> = new Set(['callStarted', 'callEnded', 'forgetRoom']);

const reason = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** What waits in a guild's line: an event, actions decided elsewhere, or an action to send again. */
type Work =
  | { kind: 'event'; key: string | null; event: BotEvent; view: GuildView; receivedAt: number }
  | { kind: 'perform'; key: string | null; actions: Action[] }
  | { kind: 'resend'; recorded: RecordedAction };

/** An event (or performed actions) decided, to record. */
interface Decided {
  key: string | null;
  actions: Action[];
  /** When the event arrived: its latency is counted once its actions are answered. */
  receivedAt?: number;
}

/**
 * Events in, actions out. Each guild's events are decided one after another (a room's number
 * depends on the rooms the previous event opened); guilds run side by side. An event with
 * something to do is recorded by its key together with its actions in one transaction — an event
 * that arrives again finds its key and does nothing — and the actions are sent after the commit.
 * Sending is a second line per guild, in the same order: the next event is decided and recorded
 * while Discord answers the one before, unless that one opens or closes a room (the next decision
 * reads the rooms, so it waits). An action's outcome is written without holding either line.
 *
 * Group commit: the events that arrived for a guild while its previous record was being written
 * are decided together, in their order, and recorded in the same statement. Deciding them in a
 * row is what deciding them one by one would give: a group ends with an event whose actions change
 * what the next decision reads (a call, a room), so no decision in a group depends on an earlier
 * one of it.
 */
export class Intake {
  readonly stats: IntakeStats = { handled: 0, duplicates: 0, latencies: [] };
  /** Each guild's waiting work, and whether its line is running. */
  private readonly lines = new Map<string, Work[]>();
  /** Each guild's send line: its last requests started, and answered. */
  private readonly sends = new Map<string, { requested: Promise<void>; answered: Promise<void> }>();
  private readonly skipsLogged = new Set<string>();
  private pendingCount = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly feed: SettingsFeed,
    private readonly store: BotStore,
    // Only its requests: what the send line asks of Discord.
    private readonly executor: Pick<ActionExecutor, 'run'>,
    private readonly memory: Map<string, GuildMemory>,
    private readonly log: BotLog,
  ) {
    // A setting fixed by its manager may be skipped (and said) again if it breaks again.
    feed.watch((guildId) => {
      for (const key of this.skipsLogged) if (key.startsWith(`${guildId}:`)) this.skipsLogged.delete(key);
    });
  }

  submit(guildId: string, key: string | null, event: BotEvent, view: GuildView, receivedAt: number): void {
    this.enqueue(guildId, { kind: 'event', key, event, view, receivedAt });
  }

  /**
   * Actions decided outside the event behaviours (an XP award's level-up and roles), run in the
   * guild's order and recorded like an event's: a key handled before does nothing again.
   */
  perform(guildId: string, key: string | null, actions: Action[]): void {
    this.enqueue(guildId, { kind: 'perform', key, actions });
  }

  /**
   * Actions recorded before a crash but never answered by Discord, sent now in their order. A
   * message whose request may have started is sent again with the same nonce while Discord still
   * knows it (it answers the first message then, so nothing is doubled); past that window it is
   * not sent: it may have reached Discord, and a greeting is better missing once than doubled.
   * Role changes, timeouts, kicks, bans and room changes are the same however often they are
   * made, so they are simply made again.
   */
  resend(actions: readonly RecordedAction[]): void {
    for (const recorded of actions) this.enqueue(recorded.guildId, { kind: 'resend', recorded });
  }

  /** Resolves once every event submitted so far has been handled. */
  idle(): Promise<void> {
    if (this.pendingCount === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  memoryOf(guildId: string): GuildMemory {
    let memory = this.memory.get(guildId);
    if (!memory) this.memory.set(guildId, (memory = { rooms: [], calls: new Map() }));
    return memory;
  }

  private enqueue(guildId: string, work: Work) {
    const waiting = this.lines.get(guildId);
    if (waiting) {
      waiting.push(work);
      return;
    }
    const line = [work];
    this.lines.set(guildId, line);
    void this.track(this.runLine(guildId, line), `guild ${guildId}'s events stopped`);
  }

  /** The guild's decision line: runs until nothing waits, then leaves the guild's slot. */
  private async runLine(guildId: string, line: Work[]) {
    try {
      while (line.length > 0) {
        try {
          await this.step(guildId, line);
        } catch (err) {
          this.notHandled(guildId, err);
        }
      }
    } finally {
      this.lines.delete(guildId);
    }
  }

  /** The next resend, or the next group of events: decided, recorded together, put on the send line. */
  private async step(guildId: string, line: Work[]) {
    const first = line[0];
    if (first?.kind === 'resend') {
      line.shift();
      return this.resendOne(first.recorded);
    }
    // While Discord has yet to answer the guild's last sends (a burst waiting on a channel's
    // bucket, 5 messages in 5 s), what arrives waits in the line and is decided together next:
    // its messages to one channel then go as one (sendTogether) instead of one each.
    await this.sends.get(guildId)?.answered;
    const group: Decided[] = [];
    let ends = false;
    for (let work = line[0]; !ends && work && work.kind !== 'resend'; work = line[0]) {
      line.shift();
      let decided: Decided | undefined;
      try {
        decided = await this.decide(guildId, work);
      } catch (err) {
        // As when events were handled one by one: this one is said and dropped, the rest go on.
        this.notHandled(guildId, err);
      }
      if (!decided) continue;
      group.push(decided);
      ends = decided.actions.some((a) => CHANGES_MEMORY.has(a.type) || HOLDS_DECISIONS.has(a.type));
    }
    if (group.length === 0) return;
    // All in the same turn: the store writes them in one statement, ids in this order.
    const answers = await Promise.all(group.map((d) => this.store.record(d.key, guildId, d.actions)));
    await this.together(answers);
    const memory = this.memoryOf(guildId);
    let holding: Promise<void> | undefined;
    for (const [i, decided] of group.entries()) {
      const recorded = answers[i];
      if (recorded === null || recorded === undefined) {
        this.stats.duplicates += 1;
        continue;
      }
      for (const action of decided.actions) {
        if (action.type === 'callStarted') memory.calls.set(action.channelId, action.at);
        else if (action.type === 'callEnded') memory.calls.delete(action.channelId);
        else if (action.type === 'forgetRoom')
          memory.rooms = memory.rooms.filter((room) => room.channelId !== action.channelId);
      }
      const { receivedAt } = decided;
      const sent = this.send(
        guildId,
        recorded,
        receivedAt === undefined
          ? undefined
          : () => {
              this.stats.handled += 1;
              if (this.stats.latencies.length >= LATENCIES_KEPT) this.stats.latencies.shift();
              this.stats.latencies.push(Date.now() - receivedAt);
            },
      );
      if (recorded.some((r) => HOLDS_DECISIONS.has(r.action.type))) holding = sent;
    }
    await holding;
  }

  /**
   * The group's messages to one channel, put together as one message each up to Discord's limits
   * (a raid's greetings: one message naming several members). Written before any is sent: the
   * first row carries the message (and its nonce), the others are marked merged into it, so a
   * restart sends the message once and none of them again. Changes `answers` to what is sent.
   */
  private async together(answers: (RecordedAction[] | null | undefined)[]) {
    const items = answers.flatMap((recorded, i) => (recorded ?? []).map((r) => ({ i, r })));
    // A message with buttons (a report with its Undo) goes alone: a combined one would lose them.
    const groups = sendTogether(items, ({ r }) =>
      r.action.type === 'send' && !r.action.buttons ? r.action : undefined,
    );
    if (groups.length === 0) return;
    const heads = groups.map((g) => ({ head: g.items[0], action: g.action, rest: g.items.slice(1) }));
    await this.store.merge(
      heads.flatMap(({ head, action, rest }) =>
        head ? [{ id: head.r.id, action, merged: rest.map((x) => x.r.id) }] : [],
      ),
    );
    const gone = new Set(heads.flatMap(({ rest }) => rest.map((x) => x.r.id)));
    const replaced = new Map(
      heads.flatMap(({ head, action }) => (head ? [[head.r.id, action] as const] : [])),
    );
    for (const [i, recorded] of answers.entries()) {
      if (!recorded) continue;
      answers[i] = recorded
        .filter((r) => !gone.has(r.id))
        .map((r) => {
          const action = replaced.get(r.id);
          return action ? { ...r, action } : r;
        });
    }
  }

  /** What an event (or performed work) leads to; undefined when there is nothing to record. */
  private async decide(
    guildId: string,
    work: Exclude<Work, { kind: 'resend' }>,
  ): Promise<Decided | undefined> {
    if (work.kind === 'perform') {
      this.logSkips(guildId, work.actions);
      return work.actions.some((action) => action.type !== 'skip')
        ? { key: work.key, actions: work.actions }
        : undefined;
    }
    // Read through a lost connection like the record: an event is not dropped for it.
    const loaded = await this.store.untilDone(async () => this.feed.get(guildId));
    const actions = decide(
      work.event,
      loaded.settings,
      { ...work.view, lang: loaded.lang },
      this.memoryOf(guildId),
    );
    this.logSkips(guildId, actions);
    return actions.length === 0 ? undefined : { key: work.key, actions, receivedAt: work.receivedAt };
  }

  private async resendOne(recorded: RecordedAction) {
    if (recorded.attempted && recorded.action.type === 'send' && !recorded.withinNonceWindow) {
      this.log.warn(`not sent again after a restart (it may have reached Discord): message ${recorded.id}`);
      await this.store.finish([{ id: recorded.id, outcome: 'failed' }]);
      return;
    }
    const sent = this.send(recorded.guildId, [recorded]);
    if (HOLDS_DECISIONS.has(recorded.action.type)) await sent;
  }

  /**
   * Sends recorded actions after those recorded before them in the guild; the answer resolves once
   * Discord has answered them (what a decision waits for after a room), and `done` runs then.
   *
   * Each is marked `sending` before its request, and the mark is written while the request before
   * it is on its way, so a burst waits for Discord alone. The mark may then precede a request that
   * a crash stops, which is why a restart sends a marked message again within the nonce window.
   */
  private send(guildId: string, recorded: readonly RecordedAction[], done?: () => void): Promise<void> {
    const before = this.sends.get(guildId);
    let started!: () => void;
    const requested = new Promise<void>((resolve) => (started = resolve));
    const ids = recorded.map((r) => r.id);
    const marked = (before?.requested ?? Promise.resolve()).then(() => this.store.markSending(ids));
    // Awaited below, after the previous answer; a failure is reported there, not as unhandled.
    marked.catch(() => undefined);
    const answered = this.track(
      (async () => {
        try {
          await before?.answered;
          await marked;
        } finally {
          started();
        }
        await this.execute(guildId, recorded);
        done?.();
      })(),
      `event in guild ${guildId} not handled`,
    );
    const line = { requested, answered };
    this.sends.set(guildId, line);
    void answered.finally(() => {
      if (this.sends.get(guildId) === line) this.sends.delete(guildId);
    });
    return answered;
  }

  /** Work idle() waits for; a failure is logged, never thrown. */
  private notHandled(guildId: string, err: unknown) {
    this.log.error(`event in guild ${guildId} not handled: ${reason(err)}`);
  }

  private track(work: Promise<void>, failure: string): Promise<void> {
    this.pendingCount += 1;
    const tracked = work.catch((err: unknown) => {
      this.log.error(`${failure}: ${reason(err)}`);
    });
    void tracked.finally(() => {
      this.pendingCount -= 1;
      if (this.pendingCount === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
    });
    return tracked;
  }

  private async execute(guildId: string, recorded: readonly RecordedAction[]) {
    const memory = this.memoryOf(guildId);
    const outcomes = [];
    for (const { id, action } of recorded)
      outcomes.push({ id, outcome: await this.executor.run(guildId, memory, action, `hoshi-${id}`) });
    // Discord has answered: the next action need not wait for the outcome's write. A crash before
    // it leaves the row 'sending', which a restart treats as sent (a message) or makes again.
    if (outcomes.length > 0) void this.track(this.store.finish(outcomes), 'outcome not recorded');
  }

  private logSkips(guildId: string, actions: readonly Action[]) {
    for (const action of actions) {
      if (action.type !== 'skip') continue;
      const key = `${guildId}:${action.reason}`;
      if (this.skipsLogged.has(key)) continue;
      this.skipsLogged.add(key);
      this.log.warn(`skipped in guild ${guildId}: ${action.reason}`);
    }
  }
}
