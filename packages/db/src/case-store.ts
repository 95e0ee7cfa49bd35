import { and, count, desc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { CaseType } from '@hoshi/contracts';
import type { Database } from './client.ts';
import { caseCounters, modCases } from './schema.ts';
import { queueJobs, type NewJob, type Transaction } from './job-store.ts';

export type CaseRow = typeof modCases.$inferSelect;

/** What opens a case: the member, who acted, why and for what (docs/decisions/0091-moderation-cases-and-warnings.md). */
export interface NewCase {
  guildId: string;
  type: CaseType;
  userId: string;
  /** A moderator's id, or Hoshi's own for its automatic actions. */
  moderatorId: string;
  reason?: string;
  /** The rule that acted ("antispam:duplicates", "warnings:3"), null for a moderator's own action. */
  rule?: string | null;
  /** The member's messages the action archived (deleted ones), as the gateway gave them. */
  messages?: unknown[];
  /** Until when it holds (a timeout's end, when a warning wears off). */
  until?: Date | null;
  /** Counts towards the member's warning level (a warning), default true; false for other types. */
  active?: boolean;
  /**
   * What the case is for (an interaction's id, an anti-spam hit's member and message): opening it
   * again with the same key answers the first case and numbers nothing (an event replayed after a
   * resume, or seen by two processes).
   */
  key?: string | null;
  /** Written with the case, in its transaction (a warning's wear-off). */
  jobs?: (number: number) => NewJob[];
  /** Also in the case's transaction, before its commit (a removed warning made inactive). */
  also?: (tx: Transaction, number: number) => Promise<void>;
}

/** A case opened, and whether this call opened it (false: its key had opened it before). */
export interface OpenedCase {
  case: CaseRow;
  created: boolean;
}

/**
 * How often a guild's log job runs at most: each run posts at most one message per channel (of up
 * to 10 cases), so a burst of cases stays within Discord's 5 messages per 5 s in a channel.
 */
export const LOG_GAP_MS = 1200;

/** The guild's one log job (queued again by every case; a pending one keeps its time). */
export const caseLogJob = (guildId: string, runAt: Date): NewJob => ({
  kind: 'caseLog',
  guildId,
  itemId: 'cases',
  runAt,
  minGapMs: LOG_GAP_MS,
});

class AlreadyOpened extends Error {
  constructor(readonly row: CaseRow) {
    super('case already opened');
  }
}

const byKey = (guildId: string, key: string) => and(eq(modCases.guildId, guildId), eq(modCases.key, key));

/**
 * Opens a case numbered the guild's next: the guild's counter row is incremented (and so locked)
 * and the case inserted in one transaction, so a second writer — another bot process — waits for
 * the first to commit and takes the number after it; a transaction that fails gives its number
 * back. A case whose key was opened before is answered as it was, numbering nothing.
 */
export async function openCase(db: Database, input: NewCase): Promise<OpenedCase> {
  const key = input.key ?? null;
  if (key !== null) {
    const [found] = await db.select().from(modCases).where(byKey(input.guildId, key));
    if (found) return { case: found, created: false };
  }
  try {
    const row = await db.transaction(async (tx) => {
      const [counter] = await tx
        .insert(caseCounters)
        .values({ guildId: input.guildId, last: 1 })
        .onConflictDoUpdate({ target: caseCounters.guildId, set: { last: sql`${caseCounters.last} + 1` } })
        .returning({ last: caseCounters.last });
      const number = counter!.last;
      if (key !== null) {
        // Read under the counter's lock: a writer with the same key committed before it was taken.
        const [found] = await tx.select().from(modCases).where(byKey(input.guildId, key));
        if (found) throw new AlreadyOpened(found);
      }
      const [inserted] = await tx
        .insert(modCases)
        .values({
          guildId: input.guildId,
          number,
          type: input.type,
          userId: input.userId,
          moderatorId: input.moderatorId,
          reason: input.reason ?? '',
          rule: input.rule ?? null,
          messages: input.messages ?? [],
          until: input.until ?? null,
          active: input.active ?? input.type === 'warn',
          key,
        })
        .returning();
      // Its log entries: the guild's log job, run at most once per LOG_GAP_MS, posts every case
      // waiting (apps/bot/src/modules/cases/log.ts).
      await queueJobs(tx, [...(input.jobs?.(number) ?? []), caseLogJob(input.guildId, new Date())]);
      await input.also?.(tx, number);
      return inserted!;
    });
    return { case: row, created: true };
  } catch (err) {
    if (err instanceof AlreadyOpened) return { case: err.row, created: false };
    throw err;
  }
}

/** One case of a guild by its number. */
export async function findCase(db: Database, guildId: string, number: number): Promise<CaseRow | undefined> {
  const [row] = await db
    .select()
    .from(modCases)
    .where(and(eq(modCases.guildId, guildId), eq(modCases.number, number)));
  return row;
}

/** A member's warnings that still count (their level is how many), oldest first. */
export async function activeWarnings(db: Database | Transaction, guildId: string, userId: string) {
  return db
    .select()
    .from(modCases)
    .where(
      and(
        eq(modCases.guildId, guildId),
        eq(modCases.userId, userId),
        eq(modCases.type, 'warn'),
        eq(modCases.active, true),
      ),
    )
    .orderBy(modCases.number);
}

/** How many of a member's warnings still count. */
export async function warningLevel(db: Database | Transaction, guildId: string, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(modCases)
    .where(
      and(
        eq(modCases.guildId, guildId),
        eq(modCases.userId, userId),
        eq(modCases.type, 'warn'),
        eq(modCases.active, true),
      ),
    );
  return row?.n ?? 0;
}

/**
 * A warning stops counting (it wore off, or a moderator removed it). Answers whether this call
 * ended it: false when it had ended already (a job run twice, a removal replayed).
 */
export async function endWarning(db: Database | Transaction, guildId: string, number: number) {
  const ended = await db
    .update(modCases)
    .set({ active: false })
    .where(
      and(
        eq(modCases.guildId, guildId),
        eq(modCases.number, number),
        eq(modCases.type, 'warn'),
        eq(modCases.active, true),
      ),
    )
    .returning({ number: modCases.number });
  return ended.length > 0;
}

/** A guild's cases whose log entries are not posted yet, oldest first. */
export async function unloggedCases(db: Database, guildId: string, limit: number): Promise<CaseRow[]> {
  return db
    .select()
    .from(modCases)
    .where(and(eq(modCases.guildId, guildId), isNull(modCases.loggedAt)))
    .orderBy(modCases.number)
    .limit(limit);
}

/** Cases posted (with where their entry is, or nowhere when no log channel is set). */
export async function markLogged(
  db: Database,
  guildId: string,
  numbers: readonly number[],
  entry: { channelId: string; messageId: string } | null,
): Promise<void> {
  if (numbers.length === 0) return;
  await db
    .update(modCases)
    .set({
      loggedAt: new Date(),
      ...(entry && { logChannelId: entry.channelId, logMessageId: entry.messageId }),
    })
    .where(and(eq(modCases.guildId, guildId), inArray(modCases.number, [...numbers])));
}

export interface CaseFilter {
  userId?: string;
  types?: readonly string[];
  /** The number the previous page ended at: this page is the cases before it. */
  before?: number;
  limit: number;
}

/** A guild's cases, newest first, keyset paged by number; `next` is the next page's `before`. */
export async function listCases(
  db: Database,
  guildId: string,
  filter: CaseFilter,
): Promise<{ cases: CaseRow[]; next: number | null }> {
  const where: SQL[] = [eq(modCases.guildId, guildId)];
  if (filter.userId) where.push(eq(modCases.userId, filter.userId));
  if (filter.types && filter.types.length > 0) where.push(inArray(modCases.type, [...filter.types]));
  if (filter.before !== undefined) where.push(lt(modCases.number, filter.before));
  const rows = await db
    .select()
    .from(modCases)
    .where(and(...where))
    .orderBy(desc(modCases.number))
    .limit(filter.limit + 1);
  const more = rows.length > filter.limit;
  const cases = rows.slice(0, filter.limit);
  return { cases, next: more ? cases[cases.length - 1]!.number : null };
}
