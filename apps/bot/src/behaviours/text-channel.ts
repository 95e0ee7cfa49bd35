import { CHANNEL_TYPES } from '@hoshi/contracts';
import type { Action, GuildView } from './types.ts';

/** Channels a message may be sent to: text channels and voice channels' own chat. */
const SENDABLE: readonly number[] = [CHANNEL_TYPES.text, CHANNEL_TYPES.voice, 5];

/**
 * The configured channel when it still exists and takes messages; otherwise the skip saying why
 * (a channel deleted since the save is the admin's to fix, not the bot's to crash on).
 */
export function targetChannel(
  guild: GuildView,
  channelId: string | null,
  what: string,
): { channelId: string } | { skip: Action } | null {
  if (!channelId) return null;
  const channel = guild.channels.get(channelId);
  if (!channel) return { skip: { type: 'skip', reason: `${what}: channel ${channelId} no longer exists` } };
  if (!SENDABLE.includes(channel.type))
    return { skip: { type: 'skip', reason: `${what}: channel ${channelId} does not take messages` } };
  return { channelId };
}
