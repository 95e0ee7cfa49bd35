import { and, eq, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { botActions } from './schema.ts';

/**
 * Whether the bot (any of its processes) recorded deleting a message in the last `seconds` (by the
 * database's clock, which wrote `created_at`): every action
 * is recorded before it is sent (apps/bot/src/runtime/intake.ts), so by the time Discord's
 * MESSAGE_DELETE arrives the deletion is here, whichever process sent it. Discord's audit log does
 * not say it: a bot's deletion of one message is not logged there
 * (docs/decisions/0094-ping-moderation.md).
 */
export async function deletedByBot(
  db: Database,
  guildId: string,
  channelId: string,
  messageId: string,
  seconds: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: botActions.id })
    .from(botActions)
    .where(
      and(
        eq(botActions.guildId, guildId),
        sql`${botActions.createdAt} > now() - make_interval(secs => ${seconds})`,
        sql`${botActions.action}->>'type' = 'deleteMessages'`,
        sql`${botActions.action} @> ${JSON.stringify({ channelId, messageIds: [messageId] })}::jsonb`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
