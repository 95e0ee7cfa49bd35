import {
  Options,
  type CacheFactory,
  type ClientOptions,
  type SweeperOptions,
  type User,
  type VoiceState,
} from 'discord.js';

/** Hoshi's caches, or discord.js's defaults (the bench's baseline: apps/demo/bench/memory-bench.ts). */
export type CacheChoice = 'hoshi' | 'discord.js defaults';

/** The Client's cache options: `makeCache` and `sweepers`. */
export function cacheOptions(choice: CacheChoice = 'hoshi'): Pick<ClientOptions, 'makeCache' | 'sweepers'> {
  if (choice === 'discord.js defaults')
    return {
      makeCache: Options.cacheWithLimits(Options.DefaultMakeCacheSettings),
      sweepers: Options.DefaultSweeperSettings,
    };
  return { makeCache: cacheLimits(), sweepers: cacheSweepers() };
}

/**
 * What discord.js keeps in memory: what the bot's features read from its caches, and nothing more.
 *
 * Read (kept whole; `world.ts`, `xp-events.ts`, `bot.ts`):
 * - guilds, their channels (threads included: XP exempts a channel's threads by their parent),
 *   roles and permission overwrites (what the bot may do in a channel, the members' roles);
 *   discord.js does not support limiting these caches at all;
 * - every guild's members: the before of an update or a leave, !RANDOM!'s pick, the resync after
 *   a new session, the level roles a settings change corrects;
 * - voice states of members in a voice channel: auto-VC's rooms and VC alerts' occupancy.
 *
 * Not read, so not kept: messages (XP takes the gateway's payload as it comes), reactions,
 * presences, emojis, stickers, stage instances, scheduled events, bans, invites, thread members,
 * application commands, automod rules, entitlements, and users outside their
 * members (a member holds its own user; the users cache only outlived the members who left).
 */
export function cacheLimits(): CacheFactory {
  return Options.cacheWithLimits({
    ...Options.DefaultMakeCacheSettings,
    MessageManager: 0,
    GuildMessageManager: 0,
    DMMessageManager: 0,
    ReactionManager: 0,
    ReactionUserManager: 0,
    PresenceManager: 0,
    GuildEmojiManager: 0,
    BaseGuildEmojiManager: 0,
    ApplicationEmojiManager: 0,
    GuildStickerManager: 0,
    StageInstanceManager: 0,
    GuildScheduledEventManager: 0,
    GuildBanManager: 0,
    GuildInviteManager: 0,
    ThreadMemberManager: 0,
    ApplicationCommandManager: 0,
    AutoModerationRuleManager: 0,
    EntitlementManager: 0,
    // The bot's own user stays: discord.js reads it as client.user's entry.
    // (client.user is set before READY adds it, and is null again once the client is destroyed.)
    UserManager: {
      maxSize: 0,
      keepOverLimit: (user: User) => user.id === (user.client.user as User | null)?.id,
    },
  });
}

/**
 * Sweeps of what would otherwise pile up: discord.js's own (archived threads, 4 hours after
 * archiving), and the voice states of members no longer in a voice channel: discord.js keeps one
 * for everyone who was ever in voice, and the bot reads only those in a channel (a member without
 * one is out of voice, as a state without a channel says).
 */
export function cacheSweepers(): SweeperOptions {
  return {
    ...Options.DefaultSweeperSettings,
    voiceStates: { interval: 3600, filter: () => (state: VoiceState) => state.channelId === null },
  };
}
