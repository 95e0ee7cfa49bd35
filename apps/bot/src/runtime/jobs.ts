import { sql } from 'drizzle-orm';
import type { Database, JobKind } from '@hoshi/server/db';
import type { BotLog } from './log.ts';

/** A job as claimed: this process holds it until `lockedUntil`. */
export interface ClaimedJob {
  key: string;
  guildId: string;
  kind: JobKind;
  itemId: string;
  roll: number;
  attempts: number;
}

/** What became of a job: finished, or to be run again at a time (a moved finish, a failure). */
export type JobOutcome = { done: true } | { retryAt: number };

export type JobHandlers = Record<JobKind, (job: ClaimedJob, nowMs: number) => Promise<JobOutcome>>;

/** How long a claim holds: longer than any job takes (a few REST calls), short enough to recover soon. */
const LEASE_MS = 60_000;
/** Other processes queue jobs too (the server on a manager's save): looked for at least this often. */
const POLL_MS = 15_000;
const GIVE_UP_AFTER = 10;
/** A job due "now" by another clock than the database's is not looked for in a busy loop. */
const MIN_WAIT_MS = 100;

interface JobRow {
  key: string;
  guild_id: string;
  kind: string;
  item_id: string;
  roll: number;
  attempts: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Runs the jobs table's due rows, once each across every bot process. A claim is one statement:
 * the earliest due row nobody holds is locked (`FOR UPDATE SKIP LOCKED`, so a second process
 * takes another row or none) and leased. The lease ends when the job is marked done, moved or
 * failed; a process that died holding it leaves it to be claimed again once the lease passes.
 * Time comes from `now` (a test moves it), never from the database's clock.
 */
export class JobRunner {
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<number> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    private readonly db: Database,
    private readonly handlers: JobHandlers,
    private readonly now: () => number,
    private readonly log: BotLog,
  ) {}

  /** Runs what is due now, then keeps watch for what comes due. */
  start(): void {
    this.stopped = false;
    this.wake();
  }

  /** Something may have been queued (a manager's save): look now rather than at the next poll. */
  wake(): void {
    if (this.stopped) return;
    void this.runDue().catch((err: unknown) => this.log.error(`jobs: ${String(err)}`));
  }

  /**
   * Runs every job due at this moment, one after another; answers how many ran. A call while a
   * run is under way runs again after it, so nothing queued meanwhile waits for the next poll.
   */
  runDue(): Promise<number> {
    if (this.draining) {
      this.again = true;
      return this.draining;
    }
    const run = async () => {
      let ran = 0;
      do {
        this.again = false;
        for (let job = await this.claim(); job; job = await this.claim()) {
          await this.run(job);
          ran += 1;
        }
        // Set by a kick that arrived while this pass awaited, which the rule cannot see.
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
      } while (this.again);
      return ran;
    };
    this.draining = run().finally(() => {
      this.draining = undefined;
      this.schedule();
    });
    return this.draining;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.draining?.catch(() => undefined);
  }

  private async claim(): Promise<ClaimedJob | undefined> {
    const now = this.now();
    const result = await this.db.execute<Record<string, unknown>>(sql`
      UPDATE bot_jobs SET locked_until = ${iso(now + LEASE_MS)}::timestamptz, attempts = attempts + 1
      WHERE key = (
        SELECT key FROM bot_jobs
        WHERE state = 'pending' AND run_at <= ${iso(now)}::timestamptz
          AND (locked_until IS NULL OR locked_until <= ${iso(now)}::timestamptz)
        ORDER BY run_at, key
        LIMIT 1
        FOR UPDATE SKIP LOCKED
      )
      RETURNING key, guild_id, kind, item_id, roll, attempts`);
    const row = (result as { rows: JobRow[] }).rows[0];
    if (!row) return undefined;
    return {
      key: row.key,
      guildId: row.guild_id,
      kind: row.kind as JobKind,
      itemId: row.item_id,
      roll: row.roll,
      attempts: row.attempts,
    };
  }

  private async run(job: ClaimedJob) {
    const handler = this.handlers[job.kind];
    let outcome: JobOutcome;
    try {
      // The kind is read from the jobs table: one this build does not know is done with.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
      outcome = handler ? await handler(job, this.now()) : { done: true };
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      if (job.attempts >= GIVE_UP_AFTER) {
        this.log.error(`job ${job.key} failed ${job.attempts} times, given up: ${reason}`);
        await this.set(job.key, sql`state = 'failed', locked_until = NULL`);
        return;
      }
      // 2 s, 8 s, 18 s … up to 10 minutes: Discord or the database being away for a while.
      const wait = Math.min(10 * 60_000, 2000 * job.attempts ** 2);
      this.log.warn(`job ${job.key} failed (attempt ${job.attempts}), again in ${wait} ms: ${reason}`);
      outcome = { retryAt: this.now() + wait };
    }
    if ('done' in outcome) await this.set(job.key, sql`state = 'done', locked_until = NULL`);
    else await this.set(job.key, sql`run_at = ${iso(outcome.retryAt)}::timestamptz, locked_until = NULL`);
  }

  private async set(key: string, change: ReturnType<typeof sql>) {
    await this.db.execute(sql`UPDATE bot_jobs SET ${change} WHERE key = ${key}`);
  }

  /** Sleeps until the next pending job is due or its holder's lease ends (or the poll, whichever is sooner). */
  private schedule() {
    clearTimeout(this.timer);
    if (this.stopped) return;
    void this.db
      .execute<Record<string, unknown>>(
        sql`SELECT min(greatest(run_at, coalesce(locked_until, run_at))) AS next FROM bot_jobs WHERE state = 'pending'`,
      )
      .then(
        (result) => {
          const next = (result as { rows: { next: string | Date | null }[] }).rows[0]?.next;
          const due = next ? new Date(next).getTime() - this.now() : POLL_MS;
          return Math.max(MIN_WAIT_MS, Math.min(POLL_MS, due));
        },
        () => POLL_MS,
      )
      .then((wait) => {
        if (this.stopped) return;
        clearTimeout(this.timer);
        this.timer = setTimeout(() => this.wake(), wait).unref();
      });
  }
}
