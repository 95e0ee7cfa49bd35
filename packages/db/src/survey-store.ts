import { and, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from './client.ts';
import { queueJobs } from './job-store.ts';
import { surveyResponses } from './schema.ts';

export type SurveyResponseRow = typeof surveyResponses.$inferSelect;

/** One question of a survey as it was answered. */
export interface SurveyAnswer {
  question: string;
  answer: string;
}

/** docs/product.md#surveys: a member answers a survey at most once a minute. */
export const SURVEY_COOLDOWN_MS = 60_000;

export interface NewSurveyResponse {
  /** The modal submission's interaction id. */
  id: string;
  guildId: string;
  surveyId: string;
  userId: string;
  username: string;
  avatar: string | null;
  answers: SurveyAnswer[];
  /** The bot's clock. */
  nowMs: number;
}

export type RecordedResponse =
  | { outcome: 'stored' | 'seen' }
  /** Answered less than a minute ago: the next answer is taken from `retryAt`. */
  | { outcome: 'cooldown'; retryAt: number };

/** When the member last answered the survey (ms), or null. */
export async function lastSurveyAnswer(
  db: Database,
  surveyId: string,
  userId: string,
): Promise<number | null> {
  const [row] = await db
    .select({ at: surveyResponses.createdAt })
    .from(surveyResponses)
    .where(and(eq(surveyResponses.surveyId, surveyId), eq(surveyResponses.userId, userId)))
    .orderBy(desc(surveyResponses.createdAt))
    .limit(1);
  return row ? row.at.getTime() : null;
}

/**
 * Stores a submission once (its interaction id is the key: a replay, or a second process given
 * the same payload, stores nothing) and queues its delivery in the same transaction. The member's
 * answers to one survey are serialised by an advisory lock, so two submissions at once cannot both
 * pass the once-a-minute rule.
 */
export async function recordSurveyResponse(
  db: Database,
  input: NewSurveyResponse,
): Promise<RecordedResponse> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`survey:${input.surveyId}:${input.userId}`}))`,
    );
    const [seen] = await tx
      .select({ id: surveyResponses.id })
      .from(surveyResponses)
      .where(eq(surveyResponses.id, input.id));
    if (seen) return { outcome: 'seen' } as const;
    const [recent] = await tx
      .select({ at: surveyResponses.createdAt })
      .from(surveyResponses)
      .where(
        and(
          eq(surveyResponses.surveyId, input.surveyId),
          eq(surveyResponses.userId, input.userId),
          gt(surveyResponses.createdAt, new Date(input.nowMs - SURVEY_COOLDOWN_MS)),
        ),
      )
      .orderBy(desc(surveyResponses.createdAt))
      .limit(1);
    if (recent) return { outcome: 'cooldown', retryAt: recent.at.getTime() + SURVEY_COOLDOWN_MS } as const;
    const { nowMs, ...row } = input;
    await tx.insert(surveyResponses).values({ ...row, createdAt: new Date(nowMs) });
    await queueJobs(tx, [
      { kind: 'surveyDeliver', guildId: input.guildId, itemId: input.id, runAt: new Date(nowMs) },
    ]);
    return { outcome: 'stored' } as const;
  });
}

export async function findSurveyResponse(db: Database, id: string): Promise<SurveyResponseRow | undefined> {
  const [row] = await db.select().from(surveyResponses).where(eq(surveyResponses.id, id));
  return row;
}

/**
 * Records the channel a delivery made — a ticket's private channel (or private thread), or the
 * thread or forum post of style `thread` — read before making another: a retried job makes none.
 */
export async function setDeliveryChannel(db: Database, id: string, channelId: string): Promise<void> {
  await db.update(surveyResponses).set({ ticketChannelId: channelId }).where(eq(surveyResponses.id, id));
}

export interface SurveyResponseFilter {
  userId?: string;
  /** Keyset: responses older than this id (the previous page's `next`). */
  before?: string;
  limit: number;
}

/** A survey's responses, newest first, a page at a time (docs/product.md#surveys). */
export async function listSurveyResponses(
  db: Database,
  guildId: string,
  surveyId: string,
  filter: SurveyResponseFilter,
): Promise<{ responses: SurveyResponseRow[]; next: string | null }> {
  const where: SQL[] = [eq(surveyResponses.guildId, guildId), eq(surveyResponses.surveyId, surveyId)];
  if (filter.userId) where.push(eq(surveyResponses.userId, filter.userId));
  // Ids are snowflakes of one length range: compared as numbers, not text.
  if (filter.before !== undefined) where.push(lt(sql`${surveyResponses.id}::numeric`, filter.before));
  const rows = await db
    .select()
    .from(surveyResponses)
    .where(and(...where))
    .orderBy(desc(sql`${surveyResponses.id}::numeric`))
    .limit(filter.limit + 1);
  const more = rows.length > filter.limit;
  const responses = rows.slice(0, filter.limit);
  return { responses, next: more ? responses[responses.length - 1]!.id : null };
}
