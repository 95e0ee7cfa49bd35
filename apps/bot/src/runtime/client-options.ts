import {
  LimitedCollection,
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

/** The managers whose cache keeps nothing: what no feature reads (cacheLimits). */
const NOT_KEPT = [
  'MessageManager',
  'GuildMessageManager',
  'DMMessageManager',
  'ReactionManager',
  'ReactionUserManager',
  'PresenceManager',
  'GuildEmojiManager',
  'BaseGuildEmojiManager',
  'ApplicationEmojiManager',
  'GuildStickerManager',
  'StageInstanceManager',
  'GuildScheduledEventManager',
  'GuildBanManager',
  'GuildInviteManager',
  'ThreadMemberManager',
  'ApplicationCommandManager',
  'AutoModerationRuleManager',
  'EntitlementManager',
] as const;

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
  const limited = Options.cacheWithLimits({
    ...Options.DefaultMakeCacheSettings,
    ...Object.fromEntries(NOT_KEPT.map((name) => [name, 0])),
    // The bot's own user stays: discord.js reads it as client.user's entry.
    // (client.user is set before READY adds it, and is null again once the client is destroyed.)
    UserManager: {
      maxSize: 0,
      keepOverLimit: (user: User) => user.id === (user.client.user as User | null)?.id,
    },
  });
  // A cache that keeps nothing is empty for ever (a LimitedCollection of size 0 without
  // keepOverLimit refuses every set), so every manager that keeps nothing shares one: discord.js
  // makes one per manager otherwise, a message cache for each of 95,000 channels at 5,000 guilds
  // (an empty Map and its table, about 17 MB of the bot's heap).
  const nothing = new LimitedCollection<string, never>({ maxSize: 0 });
  const notKept = new Set<string>(NOT_KEPT);
  return (managerType, holds, manager) =>
    // The names cacheWithLimits looks up, in its order.
    notKept.has(manager.name) || notKept.has(managerType.name)
      ? nothing
      : limited(managerType, holds, manager);
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
