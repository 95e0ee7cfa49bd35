import type { GuildChannel } from './seed/world.ts';

/**
 * A change to the seed world, recorded so a state file can replay it onto a fresh seed. Every
 * value a replay needs (ids, timestamps) is stored, so replaying gives back the very same objects.
 */
export type WorldChange = BotAuthorized | ChannelCreated | ChannelDeleted;

/** The bot was invited into a guild, or re-invited with other permissions. */
export interface BotAuthorized {
  kind: 'bot-authorized';
  guildId: string;
  /** Decimal string, already masked to the bits Discord defines. */
  permissions: string;
  /** Id of the managed role created when the bot first joins. */
  roleId: string;
  joinedAt: string;
}

export interface ChannelCreated {
  kind: 'channel-created';
  guildId: string;
  channel: GuildChannel;
}

export interface ChannelDeleted {
  kind: 'channel-deleted';
  guildId: string;
  channelId: string;
}
