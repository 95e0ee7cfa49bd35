// docs/product.md#the-demo-world: these ids are relied on by the server's tests and demo data — keep them stable.
// Scheme for per-guild objects (guild index g = 1..4 for A..D, n = 3 digits):
//   roles    50000000000000g0nn  e.g. 500000000000001001 = guild A, role 1
//   channels 40000000000000g0nn  e.g. 400000000000001004 = guild A, channel 4
//   tags     60000000000000g0nn
// The @everyone role's id is the guild id, as on Discord.

export const GUILD_INDEX = { A: 1, B: 2, C: 3, D: 4 } as const;
export type GuildKey = keyof typeof GUILD_INDEX;

export function roleId(guild: GuildKey, n: number): string {
  return `5000000000000${GUILD_INDEX[guild]}${String(n).padStart(3, '0')}`;
}

export function channelId(guild: GuildKey, n: number): string {
  return `4000000000000${GUILD_INDEX[guild]}${String(n).padStart(3, '0')}`;
}

export function tagId(guild: GuildKey, n: number): string {
  return `6000000000000${GUILD_INDEX[guild]}${String(n).padStart(3, '0')}`;
}

/** Role slots, the same in every guild. */
export const ROLE = { admin: 1, moderator: 2, bot: 3, member: 4, fun: 5 } as const;

/** Channel slots, the same in every guild. */
export const CHANNEL = {
  infoCategory: 1,
  welcome: 2,
  rules: 3,
  announcements: 4,
  textCategory: 5,
  general: 6,
  staffOnly: 7,
  ideasForum: 8,
  voiceCategory: 9,
  loungeVoice: 10,
  gamingVoice: 11,
  botCommands: 12,
  afkVoice: 13,
  introductionsThread: 14,
  modNotesThread: 15,
  forumPost: 16,
} as const;

const BOT_USER_ID = '300000000000000001';

export const DEMO = {
  users: {
    akari: '100000000000000001',
    mika: '100000000000000002',
    sora: '100000000000000003',
  },
  guilds: {
    A: '200000000000000001',
    B: '200000000000000002',
    C: '200000000000000003',
    D: '200000000000000004',
  },
  botUserId: BOT_USER_ID,
  /** The application id is the bot user's id, as for every Discord bot application. */
  clientId: BOT_USER_ID,
  clientSecret: 'demo-client-secret',
  // Not a secret: apps/server's demo config uses the same value.
  botToken: 'demo-bot-token',
  /** Objects in guild A that tests about permissions look for (the same slots exist in B and C). */
  channels: {
    /** Member overwrite denies the bot SEND_MESSAGES. */
    announcementsA: channelId('A', CHANNEL.announcements),
    /** @everyone denied VIEW_CHANNEL, Moderator allowed. */
    staffOnlyA: channelId('A', CHANNEL.staffOnly),
    /** @everyone denied SEND_MESSAGES. */
    rulesA: channelId('A', CHANNEL.rules),
    generalA: channelId('A', CHANNEL.general),
    welcomeA: channelId('A', CHANNEL.welcome),
    /** A category (type 4): never a valid target for a message. */
    infoCategoryA: channelId('A', CHANNEL.infoCategory),
    voiceCategoryA: channelId('A', CHANNEL.voiceCategory),
    loungeVoiceA: channelId('A', CHANNEL.loungeVoice),
    /** The demo's auto-VC lobby: a member who joins it is moved into a room of their own. */
    gamingVoiceA: channelId('A', CHANNEL.gamingVoice),
    /** Voice channels for the VC alerts and boosts pages: one outside any category, and a forum. */
    afkVoiceA: channelId('A', CHANNEL.afkVoice),
    /** A forum (type 15): surveys answered there become posts. */
    ideasForumA: channelId('A', CHANNEL.ideasForum),
    /** A public thread (type 11) in #general: moderation channels may be threads. */
    introductionsThreadA: channelId('A', CHANNEL.introductionsThread),
  },
  roles: {
    /** ADMINISTRATOR, sits above the bot's role. */
    adminA: roleId('A', ROLE.admin),
    /** MANAGE_GUILD, also above the bot's role. */
    moderatorA: roleId('A', ROLE.moderator),
    /** The bot's managed role "Hoshi". */
    botA: roleId('A', ROLE.bot),
    memberA: roleId('A', ROLE.member),
    /** A plain role below the bot's. */
    funA: roleId('A', ROLE.fun),
    /** akari's role in guild B: MANAGE_GUILD without ADMINISTRATOR. */
    moderatorB: roleId('B', ROLE.moderator),
  },
} as const;
