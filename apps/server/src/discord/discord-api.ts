import type {
  APIChannel,
  APIGuildMember,
  APIRole,
  APIUser,
  RESTAPIPartialCurrentUserGuild,
  RESTPostOAuth2AccessTokenResult,
} from 'discord-api-types/v10';

/** A guild as the user's own list shows it, with member counts (`with_counts=true`). */
export type UserGuild = RESTAPIPartialCurrentUserGuild & { approximate_member_count?: number };

export interface GuildBasics {
  id: string;
  name: string;
  icon: string | null;
  ownerId: string;
  premiumTier: number;
  roles: APIRole[];
}

export interface CreateChannelInput {
  name: string;
  type: number;
  parentId?: string | null;
  userLimit?: number;
  bitrate?: number;
}

/**
 * Every Discord call Hoshi makes goes through this module (docs/product.md#api-rules): cached per guild/user with
 * short TTLs, invalidated by our own writes, rate limits handled by @discordjs/rest, each call
 * bounded by a deadline.
 */
export interface DiscordApi {
  exchangeCode(code: string, redirectUri: string): Promise<RESTPostOAuth2AccessTokenResult>;
  refreshToken(refreshToken: string): Promise<RESTPostOAuth2AccessTokenResult>;
  revokeToken(token: string, hint: 'access_token' | 'refresh_token'): Promise<void>;
  getCurrentUser(accessToken: string): Promise<APIUser>;
  /** The user's guilds (all pages), cached per user; `fresh`: read again from Discord. */
  getUserGuilds(userId: string, accessToken: string, fresh?: boolean): Promise<UserGuild[]>;
  /**
   * Ids of the guilds the bot is in: server-wide state kept fresh in the background (no Discord
   * call per view once loaded), corrected by every per-guild answer (getGuild). `recheck`: read
   * again unless read within the last few seconds (the user is back from adding the bot).
   */
  getBotGuildIds(recheck?: boolean): Promise<Set<string>>;
  /**
   * The guild as the bot sees it, roles included; Discord answers 403 when the bot is absent.
   * `fresh`: read again from Discord (a person asked to check again).
   */
  getGuild(guildId: string, fresh?: boolean): Promise<GuildBasics>;
  getChannels(guildId: string): Promise<APIChannel[]>;
  getBotMember(guildId: string, fresh?: boolean): Promise<APIGuildMember>;
  /** A member of the guild, or null when that user is not (or no longer) in it. */
  getMember(guildId: string, userId: string): Promise<APIGuildMember | null>;
  /**
   * Creates a channel. When Discord answers after the deadline (the caller heard a timeout), the
   * channel it made late is deleted again: nobody recorded it.
   */
  createChannel(guildId: string, input: CreateChannelInput): Promise<APIChannel>;
  deleteChannel(guildId: string, channelId: string): Promise<void>;
  /**
   * The user's ban in the guild (its reason), or null when they are not banned; asked of Discord
   * each time, never cached (an approved appeal lifts it). The bot needs Ban Members.
   */
  getBan(guildId: string, userId: string): Promise<{ reason: string | null } | null>;
  /** Every member of the guild, a page of 1,000 per call; never cached (a lottery draw needs today's). */
  listMembers(guildId: string): Promise<APIGuildMember[]>;
}
