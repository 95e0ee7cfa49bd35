import { SETTINGS_PAGES, type AutovcEntry } from '@hoshi/contracts';
import { READ_COLLECTIONS, READ_PAGES, type GuildSettings } from '../modules/registry.ts';
import type { BotState, ChannelInfo, GuildView, MemberInfo } from './types.ts';

/** A small guild the behaviour tests act in (ids shaped like the demo world's). */
export const GUILD_ID = '200000000000000001';
export const CHANNELS = {
  category: '400000000000000100',
  welcome: '400000000000000101',
  lounge: '400000000000000102',
  lobby: '400000000000000103',
  quiet: '400000000000000104',
  otherCategory: '400000000000000200',
  far: '400000000000000201',
} as const;
export const ROLES = {
  bot: '500000000000000001',
  entry: '500000000000000002',
  vc: '500000000000000003',
} as const;
export const AT = Date.parse('2026-11-26T12:00:00Z');

const channel = (
  id: string,
  name: string,
  type: number,
  parentId: string | null,
  position: number,
): ChannelInfo => ({
  id,
  name,
  type,
  parentId,
  position,
  bot: { view: true, send: true },
});

export function guildView(overrides: Partial<GuildView> = {}): GuildView {
  const channels = [
    channel(CHANNELS.category, 'Voice', 4, null, 0),
    channel(CHANNELS.welcome, 'welcome', 0, null, 0),
    channel(CHANNELS.lounge, 'Lounge', 2, CHANNELS.category, 1),
    channel(CHANNELS.lobby, 'Make a room', 2, CHANNELS.category, 2),
    channel(CHANNELS.quiet, 'Quiet', 2, CHANNELS.category, 5),
    channel(CHANNELS.otherCategory, 'Other', 4, null, 1),
    channel(CHANNELS.far, 'Far', 2, CHANNELS.otherCategory, 0),
  ];
  return {
    id: GUILD_ID,
    name: 'Star Lounge',
    lang: 'en',
    memberCount: 1235,
    premiumTier: 2,
    channels: new Map(channels.map((c) => [c.id, c])),
    ...overrides,
  };
}

export const member = (overrides: Partial<MemberInfo> = {}): MemberInfo => ({
  // An account made in 2020: no newbie.
  id: '700000000000000001',
  username: 'sora',
  bot: false,
  avatarUrl: 'https://cdn.example/avatars/700000000000000001/a.png',
  roles: [],
  premiumSince: null,
  ...overrides,
});

export const lobbyEntry = (overrides: Partial<AutovcEntry> = {}): AutovcEntry => ({
  id: CHANNELS.lobby,
  version: 1,
  name: 'Make a room',
  type: 2,
  category: CHANNELS.category,
  roomName: 'Room !NUM!',
  limit: 5,
  audio: 96,
  position: 'under',
  ...overrides,
});

/** A guild that never saved anything: each declared page's defaults (the registry's), no items. */
export function settings(overrides: Partial<GuildSettings> = {}): GuildSettings {
  const defaults = Object.fromEntries([
    ...READ_PAGES.map((name) => [name, structuredClone(SETTINGS_PAGES[name].defaults)]),
    ...READ_COLLECTIONS.map((name) => [name, new Map()]),
  ]) as GuildSettings; // exactly the declared keys, as readGuildSettings builds them
  return { ...defaults, ...overrides };
}

export const emptyState = (overrides: Partial<BotState> = {}): BotState => ({
  rooms: [],
  calls: new Map(),
  ...overrides,
});
