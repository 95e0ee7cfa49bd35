import { channelProblem, declaredChannelRule, type IssueCode } from '@hoshi/contracts';
import type { z } from 'zod';
import type { Action, GuildView } from './types.ts';

/** Why the bot skips a channel the declared rule refuses (packages/contracts/src/discord-rules.ts). */
const REASONS: Partial<Record<IssueCode, string>> = {
  channel_type: 'is not of a type this setting takes',
  bot_cannot_view: 'is closed to Hoshi',
  bot_cannot_send: 'does not let Hoshi send messages',
};

/**
 * The configured channel when it still exists and the rule its settings field declares holds
 * (its type, and what Hoshi must be able to do there); otherwise the skip saying why (a channel
 * deleted or closed since the save is the admin's to fix, not the bot's to crash on).
 */
export function targetChannel(
  guild: GuildView,
  channelId: string | null,
  field: z.ZodType,
  what: string,
): { channelId: string } | { skip: Action } | null {
  if (!channelId) return null;
  const channel = guild.channels.get(channelId);
  if (!channel) return { skip: { type: 'skip', reason: `${what}: channel ${channelId} no longer exists` } };
  const problem = channelProblem(channel, declaredChannelRule(field));
  if (problem)
    return { skip: { type: 'skip', reason: `${what}: channel ${channelId} ${REASONS[problem] ?? problem}` } };
  return { channelId };
}
