import type { Channel, DemoUser, Guild, Member } from './seed/world.ts';

/**
 * A change to the seed world, recorded so a state file can replay it onto a fresh seed. Every
 * value a replay needs (ids, timestamps) is stored, so replaying gives back the very same objects.
 */
export type WorldChange =
  | BotAuthorized
  | ChannelCreated
  | ChannelUpdated
  | ChannelDeleted
  | MemberJoined
  | MemberLeft
  | MemberUpdated
  | MemberBanned
  | MemberUnbanned
  | GuildBoosted
  | GuildCreated;

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

/** A guild channel, or a thread (a forum's post included). */
export interface ChannelCreated {
  kind: 'channel-created';
  guildId: string;
  channel: Channel;
}

/** The channel as it is after the change (a whole copy: replays need no merging rules). */
export interface ChannelUpdated {
  kind: 'channel-updated';
  guildId: string;
  channel: Channel;
}

export interface ChannelDeleted {
  kind: 'channel-deleted';
  guildId: string;
  channelId: string;
}

/** A user joined; `user` is set when the join made a new user (the world's join without an id). */
export interface MemberJoined {
  kind: 'member-joined';
  guildId: string;
  member: Member;
  user?: DemoUser;
}

/** Left on their own or kicked: either way the member is gone. */
export interface MemberLeft {
  kind: 'member-left';
  guildId: string;
  userId: string;
}

/** The member as it is after the change: roles, nickname, boost, timeout. */
export interface MemberUpdated {
  kind: 'member-updated';
  guildId: string;
  member: Member;
}

export interface MemberBanned {
  kind: 'member-banned';
  guildId: string;
  userId: string;
  /** The audit log reason the ban was given with, if any. */
  reason?: string;
}

export interface MemberUnbanned {
  kind: 'member-unbanned';
  guildId: string;
  userId: string;
}

/** A boost changes the guild's count as well as the member's premium_since. */
export interface GuildBoosted {
  kind: 'guild-boosted';
  guildId: string;
  premiumSubscriptionCount: number;
}

/** A guild made from the world's controls, whole as it was made. */
export interface GuildCreated {
  kind: 'guild-created';
  guildId: string;
  guild: Guild;
}
