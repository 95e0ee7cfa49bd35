// The emulator's in-memory state. Roles and channels are stored in the exact shape the API
// answers with, so views only add what depends on the request (counts, permissions).

export interface DemoUser {
  id: string;
  username: string;
  global_name: string | null;
  discriminator: string;
  avatar: string | null;
  banner: string | null;
  accent_color: number | null;
  bot: boolean;
  email: string | null;
  locale: string;
}

export interface PermissionOverwrite {
  id: string;
  /** 0 = role, 1 = member */
  type: 0 | 1;
  allow: string;
  deny: string;
}

export interface Role {
  id: string;
  name: string;
  description: string | null;
  permissions: string;
  position: number;
  color: number;
  colors: { primary_color: number; secondary_color: number | null; tertiary_color: number | null };
  hoist: boolean;
  managed: boolean;
  mentionable: boolean;
  icon: string | null;
  unicode_emoji: string | null;
  flags: number;
  tags?: { bot_id?: string };
}

export interface ForumTag {
  id: string;
  name: string;
  moderated: boolean;
  emoji_id: string | null;
  emoji_name: string | null;
}

/** Text (0), voice (2), category (4), announcement (5), forum (15). */
export interface GuildChannel {
  kind: 'guild';
  id: string;
  type: 0 | 2 | 4 | 5 | 13 | 15;
  guild_id: string;
  name: string;
  position: number;
  parent_id: string | null;
  permission_overwrites: PermissionOverwrite[];
  flags: number;
  nsfw: boolean;
  topic?: string | null;
  last_message_id?: string | null;
  rate_limit_per_user?: number;
  bitrate?: number;
  user_limit?: number;
  rtc_region?: string | null;
  available_tags?: ForumTag[];
  default_reaction_emoji?: { emoji_id: string | null; emoji_name: string | null } | null;
  default_sort_order?: 0 | 1 | null;
  default_forum_layout?: 0 | 1 | 2;
}

/** Announcement (10), public (11) and private (12) threads; a forum's posts are public threads. */
export interface ThreadChannel {
  kind: 'thread';
  id: string;
  type: 10 | 11 | 12;
  guild_id: string;
  name: string;
  parent_id: string;
  owner_id: string;
  flags: number;
  last_message_id: string | null;
  rate_limit_per_user: number;
  message_count: number;
  member_count: number;
  total_message_sent: number;
  applied_tags?: string[];
  thread_metadata: {
    archived: boolean;
    archive_timestamp: string;
    auto_archive_duration: 60 | 1440 | 4320 | 10080;
    locked: boolean;
    create_timestamp: string;
    invitable?: boolean;
  };
}

export type Channel = GuildChannel | ThreadChannel;

export interface Member {
  user_id: string;
  nick: string | null;
  roles: string[];
  joined_at: string;
  premium_since: string | null;
  /** Set while the member is timed out (ISO time the timeout ends). */
  communication_disabled_until?: string | null;
}

export interface Guild {
  id: string;
  name: string;
  icon: string | null;
  banner: string | null;
  splash: string | null;
  description: string | null;
  owner_id: string;
  features: string[];
  premium_tier: 0 | 1 | 2 | 3;
  premium_subscription_count: number;
  approximate_member_count: number;
  approximate_presence_count: number;
  preferred_locale: string;
  verification_level: 0 | 1 | 2 | 3 | 4;
  afk_channel_id: string | null;
  system_channel_id: string | null;
  rules_channel_id: string | null;
  public_updates_channel_id: string | null;
  roles: Role[];
  channels: Channel[];
  members: Member[];
  /** User ids banned from the guild (set once a ban happens). */
  bans?: string[];
  /** The reason given for a ban (X-Audit-Log-Reason), by user id. */
  ban_reasons?: Record<string, string>;
}

export interface World {
  users: DemoUser[];
  guilds: Guild[];
}
