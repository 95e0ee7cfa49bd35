import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { IIdentifyThrottler } from 'discord.js';
import type { Database } from '@hoshi/db';

/** Discord counts max_concurrency's identifies per this many milliseconds, per rate_limit_key. */
const IDENTIFY_WINDOW_MS = 5000;
/** Beyond the window: the identify's trip to the gateway, which may be slower than the next one's. */
const MARGIN_MS = 500;
/** The advisory locks' first key: 'hoshi' 'identify', so no other lock of the database collides. */
const LOCK_SPACE = 0x4853_4944;

/**
 * IDENTIFY spaced by the gateway's `max_concurrency` across every process of the bot (0103): the
 * rate_limit_key's (shard_id % max_concurrency) PostgreSQL advisory lock is taken before the
 * identify and held, in a transaction of its own, until the key's five seconds have passed. A
 * process that dies lets go of its locks with its connection.
 */
export class DatabaseIdentifyThrottler implements IIdentifyThrottler {
  constructor(
    private readonly db: Database,
    private readonly maxConcurrency: number,
    private readonly windowMs: number = IDENTIFY_WINDOW_MS + MARGIN_MS,
  ) {}

  waitForIdentify(shardId: number, signal: AbortSignal): Promise<void> {
    const key = shardId % this.maxConcurrency;
    return new Promise<void>((resolve, reject) => {
      let held = false;
      this.db
        .transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}::int, ${key}::int)`);
          if (signal.aborted) return;
          held = true;
          resolve();
          await sleep(this.windowMs);
        })
        .then(
          () => {
            if (!held) reject(signal.reason instanceof Error ? signal.reason : new Error('identify aborted'));
          },
          (err: unknown) => {
            if (!held) reject(err instanceof Error ? err : new Error(String(err)));
          },
        );
    });
  }
}
