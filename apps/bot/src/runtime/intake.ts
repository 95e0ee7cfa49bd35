import { decide, type Action, type BotEvent, type GuildView } from '../behaviours/index.ts';
import type { BotStore, GuildMemory, RecordedAction } from './bot-store.ts';
import type { ActionExecutor } from './executor.ts';
import type { BotLog } from './log.ts';
import type { SettingsFeed } from './settings-feed.ts';

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

/**
 * Events in, actions out. Each guild's events are decided one after another (a room's number
 * depends on the rooms the previous event opened); guilds run side by side. An event with
 * something to do is recorded by its key together with its actions in one transaction — an event
 * that arrives again finds its key and does nothing — and the actions are sent after the commit.
 * Sending is a second line per guild, in the same order: the next event is decided and recorded
 * while Discord answers the one before, unless that one opens or closes a room (the next decision
 * reads the rooms, so it waits). An action's outcome is written without holding either line.
 */
export class Intake {
  readonly stats: IntakeStats = { handled: 0, duplicates: 0, latencies: [] };
  private readonly queues = new Map<string, Promise<void>>();
  private readonly sends = new Map<string, Promise<void>>();
  private readonly skipsLogged = new Set<string>();
  private pendingCount = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly feed: SettingsFeed,
    private readonly store: BotStore,
    private readonly executor: ActionExecutor,
    private readonly memory: Map<string, GuildMemory>,
    private readonly log: BotLog,
  ) {
    // A setting fixed by its manager may be skipped (and said) again if it breaks again.
    feed.watch((guildId) => {
      for (const key of this.skipsLogged) if (key.startsWith(`${guildId}:`)) this.skipsLogged.delete(key);
    });
  }

  submit(guildId: string, key: string | null, event: BotEvent, view: GuildView, receivedAt: number): void {
    this.enqueue(guildId, () => this.process(guildId, key, event, view, receivedAt));
  }

  /**
   * Actions decided outside the event behaviours (an XP award's level-up and roles), run in the
   * guild's order and recorded like an event's: a key handled before does nothing again.
   */
  perform(guildId: string, key: string | null, actions: Action[]): void {
    this.enqueue(guildId, async () => {
      this.logSkips(guildId, actions);
      if (!actions.some((action) => action.type !== 'skip')) return;
      const recorded = await this.store.record(key, guildId, actions);
      if (recorded === null) this.stats.duplicates += 1;
      else await this.send(guildId, recorded);
    });
  }

  /**
   * Actions recorded before a crash but never answered by Discord, sent now in their order. A
   * message whose request had already started is not sent again: it may have reached Discord,
   * and a greeting is better missing once than doubled. Role changes, timeouts, kicks, bans and
   * room changes are the same however often they are made, so they are simply made again.
   */
  resend(actions: readonly RecordedAction[]): void {
    for (const recorded of actions)
      this.enqueue(recorded.guildId, async () => {
        if (recorded.attempted && recorded.action.type === 'send') {
          this.log.warn(
            `not sent again after a restart (it may have reached Discord): message ${recorded.id}`,
          );
          await this.store.finish([{ id: recorded.id, outcome: 'failed' }]);
          return;
        }
        await this.send(recorded.guildId, [recorded]);
      });
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

  private enqueue(guildId: string, task: () => Promise<void>) {
    void this.chain(this.queues, guildId, task);
  }

  /**
   * Sends recorded actions after those recorded before them in the guild. Resolves once they are
   * sent when the next decision must see what they did (a room), at once otherwise; `done` runs
   * when Discord has answered them.
   */
  private async send(guildId: string, recorded: readonly RecordedAction[], done?: () => void) {
    const sent = this.chain(this.sends, guildId, async () => {
      await this.execute(guildId, recorded);
      done?.();
    });
    if (recorded.some((r) => HOLDS_DECISIONS.has(r.action.type))) await sent;
  }

  /** Runs the task after the guild's previous one in this line; idle() waits for it. */
  private chain(line: Map<string, Promise<void>>, guildId: string, task: () => Promise<void>) {
    const previous = line.get(guildId) ?? Promise.resolve();
    const next = this.track(previous.then(task), `event in guild ${guildId} not handled`);
    line.set(guildId, next);
    void next.finally(() => {
      if (line.get(guildId) === next) line.delete(guildId);
    });
    return next;
  }

  /** Work idle() waits for; a failure is logged, never thrown. */
  private track(work: Promise<void>, failure: string): Promise<void> {
    this.pendingCount += 1;
    const tracked = work.catch((err: unknown) => {
      this.log.error(`${failure}: ${err instanceof Error ? err.message : String(err)}`);
    });
    void tracked.finally(() => {
      this.pendingCount -= 1;
      if (this.pendingCount === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
    });
    return tracked;
  }

  private async process(
    guildId: string,
    key: string | null,
    event: BotEvent,
    view: GuildView,
    receivedAt: number,
  ) {
    const loaded = await this.feed.get(guildId);
    const memory = this.memoryOf(guildId);
    const actions = decide(event, loaded.settings, { ...view, lang: loaded.lang }, memory);
    this.logSkips(guildId, actions);
    if (actions.length === 0) return;
    const recorded = await this.store.record(key, guildId, actions);
    if (recorded === null) {
      this.stats.duplicates += 1;
      return;
    }
    for (const action of actions) {
      if (action.type === 'callStarted') memory.calls.set(action.channelId, action.at);
      else if (action.type === 'callEnded') memory.calls.delete(action.channelId);
      else if (action.type === 'forgetRoom')
        memory.rooms = memory.rooms.filter((room) => room.channelId !== action.channelId);
    }
    await this.send(guildId, recorded, () => {
      this.stats.handled += 1;
      if (this.stats.latencies.length >= LATENCIES_KEPT) this.stats.latencies.shift();
      this.stats.latencies.push(Date.now() - receivedAt);
    });
  }

  private async execute(guildId: string, recorded: readonly RecordedAction[]) {
    const memory = this.memoryOf(guildId);
    await this.store.markSending(recorded.map((r) => r.id));
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
