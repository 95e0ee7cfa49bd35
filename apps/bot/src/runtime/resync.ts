import type { BotLog } from './log.ts';

/**
 * How many guilds a resync has in hand at once. Each reads its settings (three queries side by
 * side) on a pool of 10 connections that fails a wait longer than 5 s: 3 guilds leave a connection
 * for the events that arrive meanwhile, and 5,000 guilds queued at once (what a ready brought)
 * had reads fail with "Failed query".
 */
export const RESYNC_AT_ONCE = 3;

/**
 * The guilds to resync (everyone in them and who sits in voice, after a ready or a guild that
 * came back), taken a few at a time: the next guild is read and decided only once one in hand is
 * done. A guild asked for again while it waits is resynced once; one asked for while in hand is
 * resynced again after.
 */
export class Resync {
  /** In the order asked; a Set, so a guild waits once. */
  private readonly waiting = new Set<string>();
  private running = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(
    /** One guild's resync; its failure is logged and the others go on. */
    private readonly syncOne: (guildId: string) => Promise<void>,
    private readonly log: BotLog,
    private readonly atOnce = RESYNC_AT_ONCE,
  ) {}

  add(guildIds: Iterable<string>): void {
    for (const id of guildIds) this.waiting.add(id);
    this.pump();
  }

  /** Resolves once no guild waits and none is in hand. */
  idle(): Promise<void> {
    if (this.running === 0 && this.waiting.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Drops the guilds still waiting, and resolves once those in hand are done. */
  stop(): Promise<void> {
    this.waiting.clear();
    return this.idle();
  }

  private pump() {
    while (this.running < this.atOnce) {
      const [next] = this.waiting;
      if (next === undefined) break;
      this.waiting.delete(next);
      this.running += 1;
      void this.syncOne(next)
        .catch((err: unknown) => this.log.error(`guild ${next} not resynced: ${String(err)}`))
        .finally(() => {
          this.running -= 1;
          this.pump();
          if (this.running === 0 && this.waiting.size === 0)
            for (const resolve of this.idleWaiters.splice(0)) resolve();
        });
    }
  }
}
