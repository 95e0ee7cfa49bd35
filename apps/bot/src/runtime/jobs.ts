import { and, asc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { schema, type Database } from '@hoshi/db';
import type { BotLog } from './log.ts';

/** A job as claimed: this process holds it until `lockedUntil`. */
export interface ClaimedJob {
  key: string;
  guildId: string;
  /** One of the kinds a module declares (modules/registry.ts routes it to that module). */
  kind: string;
  itemId: string;
  roll: number;
  attempts: number;
  /** The end of this claim's lease: what the job's row says while this process holds it. */
  lease: Date;
}

/** What became of a job: finished, or to be run again at a time (a moved finish, a failure). */
export type JobOutcome = { done: true } | { retryAt: number };

export type JobHandler = (job: ClaimedJob, nowMs: number) => Promise<JobOutcome>;

/** How long a claim holds: longer than any job takes (a few REST calls), short enough to recover soon. */
const LEASE_MS = 60_000;
/** Other processes queue jobs too (the server on a manager's save): looked for at least this often. */
const POLL_MS = 15_000;
const GIVE_UP_AFTER = 10;
/** A job due "now" by another clock than the database's is not looked for in a busy loop. */
const MIN_WAIT_MS = 100;

const { botJobs } = schema;

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
    /** Each job kind's handler, from the modules that declare it. */
    private readonly handlers: ReadonlyMap<string, JobHandler>,
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
    const now = new Date(this.now());
    const lease = new Date(now.getTime() + LEASE_MS);
    const next = this.db
      .select({ key: botJobs.key })
      .from(botJobs)
      .where(
        and(
          eq(botJobs.state, 'pending'),
          lte(botJobs.runAt, now),
          or(isNull(botJobs.lockedUntil), lte(botJobs.lockedUntil, now)),
        ),
      )
      .orderBy(asc(botJobs.runAt), asc(botJobs.key))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await this.db
      .update(botJobs)
      .set({ lockedUntil: lease, attempts: sql`${botJobs.attempts} + 1` })
      .where(inArray(botJobs.key, next))
      .returning({
        key: botJobs.key,
        guildId: botJobs.guildId,
        kind: botJobs.kind,
        itemId: botJobs.itemId,
        roll: botJobs.roll,
        attempts: botJobs.attempts,
      });
    if (!row) return undefined;
    // A kind this version does not know (queued by a newer one) is left to the lease's next claim.
    if (!this.handlers.has(row.kind)) return this.claim();
    return { ...row, lease };
  }

  private async run(job: ClaimedJob) {
    const handler = this.handlers.get(job.kind);
    if (!handler) return;
    let outcome: JobOutcome;
    try {
      outcome = await handler(job, this.now());
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      if (job.attempts >= GIVE_UP_AFTER) {
        this.log.error(`job ${job.key} failed ${job.attempts} times, given up: ${reason}`);
        await this.set(job, { state: 'failed', lockedUntil: null });
        return;
      }
      // 2 s, 8 s, 18 s … up to 10 minutes: Discord or the database being away for a while.
      const wait = Math.min(10 * 60_000, 2000 * job.attempts ** 2);
      this.log.warn(`job ${job.key} failed (attempt ${job.attempts}), again in ${wait} ms: ${reason}`);
      outcome = { retryAt: this.now() + wait };
    }
    if ('done' in outcome) await this.set(job, { state: 'done', lockedUntil: null });
    else await this.set(job, { runAt: new Date(outcome.retryAt), lockedUntil: null });
  }

  /**
   * Records a job's outcome while its lease is still this claim's: a job queued again while it ran
   * (members entered while the post was being edited) lost the lease, stays pending and runs again.
   */
  private async set(job: ClaimedJob, change: Partial<typeof botJobs.$inferInsert>) {
    await this.db
      .update(botJobs)
      .set(change)
      .where(and(eq(botJobs.key, job.key), eq(botJobs.lockedUntil, job.lease)));
  }

  /** Sleeps until the next pending job is due or its holder's lease ends (or the poll, whichever is sooner). */
  private schedule() {
    clearTimeout(this.timer);
    if (this.stopped) return;
    const next: SQL<string | Date | null> =
      sql`min(greatest(${botJobs.runAt}, coalesce(${botJobs.lockedUntil}, ${botJobs.runAt})))`;
    void this.db
      .select({ next })
      .from(botJobs)
      .where(eq(botJobs.state, 'pending'))
      .then(
        ([row]) => {
          const next = row?.next;
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
