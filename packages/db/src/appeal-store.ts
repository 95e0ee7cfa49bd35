import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { queueJobs, type Transaction } from './job-store.ts';
import { banAppeals } from './schema.ts';

export type AppealRow = typeof banAppeals.$inferSelect;
export type AppealStatus = 'pending' | 'approved' | 'denied' | 'blocked';

const DAY_MS = 86_400_000;
/** The ban-appeals page's cooldown choices 0–5 (docs/product.md#ban-appeals): none, 1 d, 3 d, 5 d, 1 w, 2 w. */
export const APPEAL_COOLDOWN_MS = [0, 1, 3, 5, 7, 14].map((days) => days * DAY_MS);

/** The user's newest appeal in the guild, or undefined. */
export async function latestAppeal(
  db: Database | Transaction,
  guildId: string,
  userId: string,
): Promise<AppealRow | undefined> {
  const [row] = await db
    .select()
    .from(banAppeals)
    .where(and(eq(banAppeals.guildId, guildId), eq(banAppeals.userId, userId)))
    .orderBy(desc(banAppeals.id))
    .limit(1);
  return row;
}

export async function findAppeal(db: Database, guildId: string, id: number): Promise<AppealRow | undefined> {
  const [row] = await db
    .select()
    .from(banAppeals)
    .where(and(eq(banAppeals.guildId, guildId), eq(banAppeals.id, id)));
  return row;
}

export type AppealRefusal = { code: 'pending' } | { code: 'blocked' } | { code: 'cooldown'; opensAt: Date };

/**
 * Why a user may not file an appeal now, from their newest one: one is pending, they were
 * blocked, or the cooldown after a denial runs until `opensAt`. Undefined: they may.
 */
export function appealRefusal(
  latest: AppealRow | undefined,
  cooldown: number,
  nowMs: number,
): AppealRefusal | undefined {
  if (!latest) return undefined;
  if (latest.status === 'pending') return { code: 'pending' };
  if (latest.status === 'blocked') return { code: 'blocked' };
  if (latest.status === 'denied' && latest.decidedAt) {
    const opensAt = latest.decidedAt.getTime() + (APPEAL_COOLDOWN_MS[cooldown] ?? 0);
    if (opensAt > nowMs) return { code: 'cooldown', opensAt: new Date(opensAt) };
  }
  return undefined;
}

/**
 * Files an appeal and queues the bot's `appealPost` job in the same transaction, so it is posted
 * exactly when it exists. Refused (nothing written) as `appealRefusal` says; two filings at once
 * meet the pending index, and the second is refused as pending.
 */
export async function fileAppeal(
  db: Database,
  input: { guildId: string; userId: string; answers: string[]; cooldown: number; now: Date },
): Promise<{ appeal: AppealRow } | { refused: AppealRefusal }> {
  return db.transaction(async (tx) => {
    const refused = appealRefusal(
      await latestAppeal(tx, input.guildId, input.userId),
      input.cooldown,
      input.now.getTime(),
    );
    if (refused) return { refused };
    const [appeal] = await tx
      .insert(banAppeals)
      .values({ guildId: input.guildId, userId: input.userId, answers: input.answers })
      .onConflictDoNothing()
      .returning();
    if (!appeal) return { refused: { code: 'pending' as const } };
    await queueJobs(tx, [
      { kind: 'appealPost', guildId: input.guildId, itemId: String(appeal.id), runAt: input.now },
    ]);
    // The bot's job runner wakes on the settings channel (a manager's save notifies it the same
    // way, through the audit log's trigger): the appeal is posted now, not at the next poll.
    const payload = JSON.stringify({ guildId: input.guildId, action: 'appeal' });
    await tx.execute(sql`SELECT pg_notify('hoshi_settings', ${payload})`);
    return { appeal };
  });
}

/**
 * A moderator's decision on a pending appeal; undefined when it was decided already (two
 * moderators pressing at once: the first decides). `also` runs in the same transaction.
 */
export async function decideAppeal(
  db: Database | Transaction,
  guildId: string,
  id: number,
  decision: { status: Exclude<AppealStatus, 'pending'>; moderatorId: string; at: Date; caseNumber?: number },
): Promise<AppealRow | undefined> {
  const [row] = await db
    .update(banAppeals)
    .set({
      status: decision.status,
      moderatorId: decision.moderatorId,
      decidedAt: decision.at,
      caseNumber: decision.caseNumber ?? null,
    })
    .where(and(eq(banAppeals.guildId, guildId), eq(banAppeals.id, id), eq(banAppeals.status, 'pending')))
    .returning();
  return row;
}
