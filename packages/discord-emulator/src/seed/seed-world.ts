import { CHANNEL, DEMO, ROLE, channelId, roleId } from './demo-ids.ts';
import type { GuildKey } from './demo-ids.ts';
import { ENGLISH_CHANNEL_NAMES, seedChannels } from './channels.ts';
import type { ChannelNames } from './channels.ts';
import { seedRoles } from './roles.ts';
import { seedUsers } from './users.ts';
import { seedEntrantMembers, seedEntrantUsers } from './entrants.ts';
import type { Guild, Member, World } from './world.ts';

interface GuildSeed {
  key: GuildKey;
  name: string;
  ownerId: string;
  withBot: boolean;
  funRole: string;
  channelNames: ChannelNames;
  members: Member[];
  fields: Pick<
    Guild,
    | 'icon'
    | 'banner'
    | 'description'
    | 'features'
    | 'premium_tier'
    | 'premium_subscription_count'
    | 'approximate_member_count'
    | 'approximate_presence_count'
    | 'preferred_locale'
    | 'verification_level'
  >;
}

const JAPANESE_CHANNEL_NAMES: ChannelNames = {
  info: 'インフォメーション',
  welcome: 'ようこそ',
  rules: 'ルール',
  announcements: 'お知らせ',
  text: 'テキストチャンネル',
  general: '雑談',
  staffOnly: 'スタッフ専用',
  ideas: 'アイデア',
  voice: 'ボイスチャンネル',
  lounge: 'ラウンジ',
  gaming: 'ゲーム',
  botCommands: 'bot-commands',
  afk: 'AFK',
  introductions: '自己紹介',
  modNotes: 'モデレーターメモ',
  forumPost: 'ダークモードがほしい',
};

function member(
  userId: string,
  roles: string[],
  joinedAt: string,
  premiumSince: string | null = null,
): Member {
  return { user_id: userId, nick: null, roles, joined_at: joinedAt, premium_since: premiumSince };
}

function guildSeeds(): GuildSeed[] {
  const bot = (key: GuildKey) =>
    member(DEMO.botUserId, [roleId(key, ROLE.bot)], '2024-02-01T09:00:00.000000+00:00');
  return [
    {
      key: 'A',
      name: 'Star Lounge',
      ownerId: DEMO.users.akari,
      withBot: true,
      funRole: 'Stargazers',
      channelNames: ENGLISH_CHANNEL_NAMES,
      members: [
        member(DEMO.users.akari, [roleId('A', ROLE.member)], '2023-05-10T12:00:00.000000+00:00'),
        member(
          DEMO.users.mika,
          [roleId('A', ROLE.member), roleId('A', ROLE.fun)],
          '2023-06-01T18:30:00.000000+00:00',
          // A booster of Star Lounge (the boosts page's demo).
          '2024-03-14T20:00:00.000000+00:00',
        ),
        bot('A'),
        ...seedEntrantMembers(),
      ],
      fields: {
        icon: '9d3b2f7a1c5e4b8d0a6f2e1c3b5d7f9a',
        banner: null,
        description: 'A cosy place to watch the stars together.',
        features: ['COMMUNITY', 'NEWS', 'ANIMATED_ICON', 'INVITE_SPLASH', 'BANNER', 'ROLE_ICONS'],
        premium_tier: 2,
        premium_subscription_count: 9,
        approximate_member_count: 1234,
        approximate_presence_count: 321,
        preferred_locale: 'en-US',
        verification_level: 1,
      },
    },
    {
      key: 'B',
      name: 'Night Sky Club',
      ownerId: DEMO.users.sora,
      withBot: true,
      funRole: 'Night Owls',
      channelNames: { ...ENGLISH_CHANNEL_NAMES, general: 'night-chat', lounge: 'Observatory' },
      members: [
        member(DEMO.users.sora, [roleId('B', ROLE.admin)], '2022-11-20T08:00:00.000000+00:00'),
        member(
          DEMO.users.akari,
          [roleId('B', ROLE.moderator), roleId('B', ROLE.member)],
          '2023-01-15T21:00:00.000000+00:00',
        ),
        bot('B'),
      ],
      fields: {
        icon: '2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c0b',
        banner: '8f6e4d2c0b1a3e5d7c9f1b3d5a7e9c2f',
        description: null,
        features: [
          'COMMUNITY',
          'NEWS',
          'VANITY_URL',
          'BANNER',
          'ANIMATED_BANNER',
          'ANIMATED_ICON',
          'INVITE_SPLASH',
          'ROLE_ICONS',
          'WELCOME_SCREEN_ENABLED',
        ],
        premium_tier: 3,
        premium_subscription_count: 17,
        approximate_member_count: 15300,
        approximate_presence_count: 4210,
        preferred_locale: 'en-US',
        verification_level: 2,
      },
    },
    {
      key: 'C',
      name: 'Cafe Comet',
      ownerId: DEMO.users.sora,
      withBot: true,
      funRole: '常連さん',
      channelNames: JAPANESE_CHANNEL_NAMES,
      members: [
        member(DEMO.users.sora, [], '2023-03-03T03:00:00.000000+00:00'),
        member(DEMO.users.akari, [roleId('C', ROLE.member)], '2023-04-04T04:00:00.000000+00:00'),
        bot('C'),
      ],
      fields: {
        icon: null,
        banner: null,
        description: null,
        features: [],
        premium_tier: 0,
        premium_subscription_count: 1,
        approximate_member_count: 87,
        approximate_presence_count: 12,
        preferred_locale: 'ja',
        verification_level: 0,
      },
    },
    {
      key: 'D',
      name: 'Quiet Garden',
      ownerId: DEMO.users.akari,
      withBot: false,
      funRole: 'Gardeners',
      channelNames: ENGLISH_CHANNEL_NAMES,
      members: [member(DEMO.users.akari, [], '2024-01-01T00:00:00.000000+00:00')],
      fields: {
        icon: null,
        banner: null,
        description: null,
        features: [],
        premium_tier: 0,
        premium_subscription_count: 0,
        approximate_member_count: 3,
        approximate_presence_count: 1,
        preferred_locale: 'en-US',
        verification_level: 0,
      },
    },
  ];
}

function buildGuild(seed: GuildSeed): Guild {
  const id = DEMO.guilds[seed.key];
  const isCommunity = seed.fields.features.includes('COMMUNITY');
  return {
    id,
    name: seed.name,
    splash: null,
    owner_id: seed.ownerId,
    ...seed.fields,
    afk_channel_id: channelId(seed.key, CHANNEL.afkVoice),
    system_channel_id: channelId(seed.key, CHANNEL.welcome),
    rules_channel_id: isCommunity ? channelId(seed.key, CHANNEL.rules) : null,
    public_updates_channel_id: isCommunity ? channelId(seed.key, CHANNEL.staffOnly) : null,
    roles: seedRoles(seed.key, id, seed.withBot, seed.funRole),
    channels: seedChannels(seed.key, id, seed.ownerId, seed.channelNames, seed.withBot),
    members: seed.members,
  };
}

/** A fresh, deep copy of the demo world: every emulator instance (and test) starts from this. */
export function seedWorld(): World {
  return { users: [...seedUsers(), ...seedEntrantUsers()], guilds: guildSeeds().map(buildGuild) };
}
