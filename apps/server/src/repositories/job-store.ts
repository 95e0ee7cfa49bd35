import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { botJobs } from '../db/schema.ts';

/** A transaction of the database, for writes that belong to another write. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type JobKind = 'lotteryPost' | 'lotteryFinish' | 'lotteryAnnounce';

/** Work for the bot, queued with the write that made it necessary. */
export interface NewJob {
  kind: JobKind;
  guildId: string;
  itemId: string;
  /** Which draw an announcement is of. */
  roll?: number;
  runAt: Date;
}

/** One job per kind, item and draw: queuing it again moves its time (a lottery's finish edited). */
export const jobKey = (job: Pick<NewJob, 'kind' | 'guildId' | 'itemId' | 'roll'>) =>
  `${job.kind}:${job.guildId}:${job.itemId}:${job.roll ?? 0}`;

/** Queues the jobs in the caller's transaction: they exist exactly when its write does. */
export async function queueJobs(tx: Transaction | Database, jobs: readonly NewJob[]): Promise<void> {
  if (jobs.length === 0) return;
  await tx
    .insert(botJobs)
    .values(
      jobs.map((job) => ({
        key: jobKey(job),
        guildId: job.guildId,
        kind: job.kind,
        itemId: job.itemId,
        roll: job.roll ?? 0,
        runAt: job.runAt,
      })),
    )
    .onConflictDoUpdate({
      target: botJobs.key,
      set: { runAt: sql`excluded.run_at`, state: 'pending', lockedUntil: null },
    });
}
