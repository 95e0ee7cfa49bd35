import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { botJobs } from './schema.ts';

/** A transaction of the database, for writes that belong to another write. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type JobKind =
  | 'lotteryPost'
  | 'lotteryFinish'
  | 'lotteryAnnounce'
  | 'lotteryUpdate'
  // A warning wears off (the warnings module, apps/bot/src/modules/warnings).
  | 'warningExpire'
  // A guild's new cases posted to the logs page's channels (apps/bot/src/modules/cases).
  | 'caseLog'
  // A survey's post, its edit, its closing, and a response's delivery (apps/bot/src/modules/surveys).
  | 'surveyPost'
  | 'surveyUpdate'
  | 'surveyClose'
  | 'surveyDeliver'
  // A ban appeal filed on the web, posted to the ban-appeals channel (apps/bot/src/modules/appeals).
  | 'appealPost';

/** Work for the bot, queued with the write that made it necessary. */
export interface NewJob {
  kind: JobKind;
  guildId: string;
  itemId: string;
  /** Which draw an announcement is of. */
  roll?: number;
  runAt: Date;
  /**
   * Run at most once per this many milliseconds (an edit of a post as members enter): queued
   * again while pending it keeps its time, so a burst of changes is one run that sees them all.
   */
  minGapMs?: number;
}

/** One job per kind, item and draw: queuing it again moves its time (a lottery's finish edited). */
export const jobKey = (job: Pick<NewJob, 'kind' | 'guildId' | 'itemId' | 'roll'>) =>
  `${job.kind}:${job.guildId}:${job.itemId}:${job.roll ?? 0}`;

/** Queues the jobs in the caller's transaction: they exist exactly when its write does. */
export async function queueJobs(tx: Transaction | Database, jobs: readonly NewJob[]): Promise<void> {
  const plain = jobs.filter((job) => job.minGapMs === undefined);
  if (plain.length > 0)
    await tx
      .insert(botJobs)
      .values(plain.map(rowOf))
      .onConflictDoUpdate({
        target: botJobs.key,
        // A running job queued again loses its lease, so the runner does not mark it done and
        // it runs once more for what changed while it ran.
        set: { runAt: sql`excluded.run_at`, state: 'pending', lockedUntil: null, attempts: 0 },
      });
  for (const job of jobs) {
    if (job.minGapMs === undefined) continue;
    await tx
      .insert(botJobs)
      .values(rowOf(job))
      .onConflictDoUpdate({
        target: botJobs.key,
        set: {
          runAt: sql`CASE WHEN ${botJobs.state} = 'pending' AND ${botJobs.lockedUntil} IS NULL
            THEN ${botJobs.runAt}
            ELSE greatest(excluded.run_at, ${botJobs.runAt} + ${job.minGapMs} * interval '1 millisecond') END`,
          state: 'pending',
          lockedUntil: null,
          attempts: 0,
        },
      });
  }
}

const rowOf = (job: NewJob) => ({
  key: jobKey(job),
  guildId: job.guildId,
  kind: job.kind,
  itemId: job.itemId,
  roll: job.roll ?? 0,
  runAt: job.runAt,
});
