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

/**
 * Events in, actions out. Each guild's events run one after another (a room's number depends on
 * the rooms the previous event opened); guilds run side by side. An event with something to do
 * is recorded by its key together with its actions in one transaction — an event that arrives
 * again finds its key and does nothing — and the actions are sent after the commit.
 */
export class Intake {
  readonly stats: IntakeStats = { handled: 0, duplicates: 0, latencies: [] };
  private readonly queues = new Map<string, Promise<void>>();
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
      else await this.execute(guildId, recorded);
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
        await this.execute(recorded.guildId, [recorded]);
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
    this.pendingCount += 1;
    const previous = this.queues.get(guildId) ?? Promise.resolve();
    const next = previous.then(task).catch((err: unknown) => {
      this.log.error(
        `event in guild ${guildId} not handled: ${err instanceof Error ? err.message : String(err)}`,
      );
    });
    this.queues.set(guildId, next);
    void next.finally(() => {
      if (this.queues.get(guildId) === next) this.queues.delete(guildId);
      this.pendingCount -= 1;
      if (this.pendingCount === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
    });
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
    await this.execute(guildId, recorded);
    this.stats.handled += 1;
    if (this.stats.latencies.length >= LATENCIES_KEPT) this.stats.latencies.shift();
    this.stats.latencies.push(Date.now() - receivedAt);
  }

  private async execute(guildId: string, recorded: readonly RecordedAction[]) {
    const memory = this.memoryOf(guildId);
    await this.store.markSending(recorded.map((r) => r.id));
    const outcomes = [];
    for (const { id, action } of recorded)
      outcomes.push({ id, outcome: await this.executor.run(guildId, memory, action, `hoshi-${id}`) });
    if (outcomes.length > 0) await this.store.finish(outcomes);
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
