import {
  PermissionFlagsBits,
  type Client,
  type Guild,
  type GuildBasedChannel,
  type GuildMember,
} from 'discord.js';
import type {
  APIGuildMember,
  APIUser,
  GatewayGuildMemberAddDispatchData,
  GatewayGuildMemberRemoveDispatchData,
  GatewayGuildMemberUpdateDispatchData,
  GatewayVoiceStateUpdateDispatchData,
} from 'discord-api-types/v10';
import { roleProblem, type IssueCode, type Role } from '@hoshi/contracts';
import type { BotEvent, ChannelInfo, GuildView, MemberInfo } from '../core/types.ts';

/**
 * Gateway payloads turned into the behaviours' events. Each runs when the payload arrives, before
 * discord.js applies it to its cache, so the cache still says how things were: the "before" of a
 * member update or a voice move comes from it. What a behaviour needs is copied out at once.
 */

type UserLike = Pick<APIUser, 'id' | 'username' | 'avatar'> & {
  bot?: boolean | undefined;
  global_name?: string | null;
};

export function avatarUrl(client: Client, user: Pick<APIUser, 'id' | 'avatar'>): string {
  if (user.avatar) return client.rest.cdn.avatar(user.id, user.avatar, { extension: 'png', size: 256 });
  return client.rest.cdn.defaultAvatar(Number((BigInt(user.id) >> 22n) % 6n));
}

function fromPayload(
  client: Client,
  user: UserLike,
  member: Pick<APIGuildMember, 'roles' | 'premium_since'> | null,
): MemberInfo {
  return {
    id: user.id,
    username: user.username,
    bot: user.bot ?? false,
    avatarUrl: avatarUrl(client, user),
    roles: member?.roles ?? [],
    premiumSince: member?.premium_since ?? null,
  };
}

export function fromCache(member: GuildMember): MemberInfo {
  return {
    id: member.id,
    username: member.user.username,
    bot: member.user.bot,
    avatarUrl: member.user.displayAvatarURL({ extension: 'png', size: 256 }),
    roles: member.roles.cache.filter((role) => role.id !== member.guild.id).map((role) => role.id),
    premiumSince: member.premiumSince ? member.premiumSince.toISOString() : null,
  };
}

/** What Hoshi may do in a channel, from its roles and the channel's overwrites (as Discord computes it). */
function botAccess(channel: GuildBasedChannel): { view: boolean; send: boolean } {
  const me = channel.guild.members.me;
  const permissions = me ? channel.permissionsFor(me) : null;
  return {
    view: permissions?.has(PermissionFlagsBits.ViewChannel) ?? false,
    send: permissions?.has(PermissionFlagsBits.SendMessages) ?? false,
  };
}

/**
 * A role as the declared rules judge it (packages/contracts/src/discord-rules.ts): Hoshi can give
 * or take it when Hoshi has Manage Roles and the role is below Hoshi's highest role, not managed
 * by an integration and not @everyone — what the server's pickers compute from Discord's answers.
 */
export function roleOf(guild: Guild, roleId: string): Role | undefined {
  const role = guild.roles.cache.get(roleId);
  if (!role) return undefined;
  const me = guild.members.me;
  const assignable =
    (me?.permissions.has(PermissionFlagsBits.ManageRoles) ?? false) &&
    role.id !== guild.id &&
    !role.managed &&
    role.position < (me?.roles.highest.position ?? 0);
  return { id: role.id, name: role.name, color: role.color, position: role.position, assignable };
}

/** Why Hoshi cannot give or take this role in this guild (it is gone, or the rule refuses it), or null. */
export function roleToAssign(guild: Guild | undefined, roleId: string): IssueCode | null {
  const role = guild && roleOf(guild, roleId);
  if (!role) return 'not_in_guild';
  return roleProblem(role, { kind: 'role', assign: true });
}

/** The guild as it is now; `memberDelta` adjusts the count for a join or leave not yet applied. */
export function guildView(guild: Guild, memberDelta = 0): GuildView {
  const channels = new Map<string, ChannelInfo>();
  for (const channel of guild.channels.cache.values()) {
    channels.set(channel.id, {
      id: channel.id,
      name: channel.name,
      type: channel.type,
      parentId: channel.parentId,
      position: 'rawPosition' in channel ? channel.rawPosition : 0,
      bot: botAccess(channel),
    });
  }
  return {
    id: guild.id,
    name: guild.name,
    // The bot language comes with the settings; this is replaced before a behaviour sees it.
    lang: 'en',
    memberCount: Math.max(0, guild.memberCount + memberDelta),
    premiumTier: guild.premiumTier,
    channels,
  };
}

/** Someone for !RANDOM!: a person of the guild other than `exceptId` (them when they are alone). */
function randomMember(guild: Guild, except: { id: string; username: string }) {
  const people = guild.members.cache.filter((m) => !m.user.bot && m.id !== except.id);
  const pick = people.random();
  return pick ? { id: pick.id, username: pick.user.username } : { id: except.id, username: except.username };
}

export function memberAdd(
  client: Client,
  guild: Guild,
  d: GatewayGuildMemberAddDispatchData,
  at: number,
): BotEvent {
  const member = fromPayload(client, d.user, d);
  return { kind: 'memberAdd', member, randomMember: randomMember(guild, member), at };
}

export function memberRemove(
  client: Client,
  guild: Guild,
  d: GatewayGuildMemberRemoveDispatchData,
  at: number,
): BotEvent {
  const cached = guild.members.cache.get(d.user.id);
  const member = cached ? fromCache(cached) : fromPayload(client, d.user, null);
  return { kind: 'memberRemove', member, randomMember: randomMember(guild, member), at };
}

export function memberUpdate(
  client: Client,
  guild: Guild,
  d: GatewayGuildMemberUpdateDispatchData,
  at: number,
): BotEvent {
  const member = fromPayload(client, d.user, { roles: d.roles, premium_since: d.premium_since ?? null });
  const cached = guild.members.cache.get(d.user.id);
  // A member the bot has not seen yet: nothing is known to have changed, so nothing is triggered.
  const before = cached ? fromCache(cached) : member;
  return {
    kind: 'memberUpdate',
    before: { roles: before.roles, premiumSince: before.premiumSince },
    member,
    at,
  };
}

export function voiceMove(
  client: Client,
  guild: Guild,
  d: GatewayVoiceStateUpdateDispatchData,
  at: number,
): BotEvent | null {
  const from = guild.voiceStates.cache.get(d.user_id)?.channelId ?? null;
  const to = d.channel_id;
  if (from === to) return null;
  const occupancy = new Map<string, number>();
  for (const state of guild.voiceStates.cache.values()) {
    if (state.channelId) occupancy.set(state.channelId, (occupancy.get(state.channelId) ?? 0) + 1);
  }
  if (from) occupancy.set(from, Math.max(0, (occupancy.get(from) ?? 1) - 1));
  if (to) occupancy.set(to, (occupancy.get(to) ?? 0) + 1);
  const cached = guild.members.cache.get(d.user_id);
  const member = cached
    ? fromCache(cached)
    : d.member
      ? fromPayload(client, d.member.user, d.member)
      : { id: d.user_id, username: d.user_id, bot: false, avatarUrl: '', roles: [], premiumSince: null };
  return { kind: 'voice', member, from, to, occupancy, at };
}

/** Everyone the bot knows of in the guild and who sits in voice, to correct roles, rooms and calls. */
export function sync(guild: Guild, at: number): BotEvent {
  const voice = new Map<string, string>();
  for (const state of guild.voiceStates.cache.values())
    if (state.channelId) voice.set(state.id, state.channelId);
  return { kind: 'sync', members: guild.members.cache.map(fromCache), voice, at };
}
