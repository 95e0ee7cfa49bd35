import type { Channel, DemoUser, Guild, GuildChannel, Member, ThreadChannel } from '../seed/world.ts';
import { isSnowflake } from '../snowflake.ts';
import type { WorldChange } from '../world-change.ts';

// Reading world changes back from a state file: each entry is checked on its own, and one that
// does not have the shape this code writes is dropped (the caller counts and logs it).

type Json = Record<string, unknown>;

const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const isId = (v: unknown): v is string => typeof v === 'string' && isSnowflake(v);
const isTimeOrNull = (v: unknown) => v === null || v === undefined || isText(v);

/** Enough of a channel for the views not to break; it was written by this code, so not every field is re-checked. */
function isGuildChannel(v: unknown, guildId: string): v is GuildChannel {
  return (
    isRecord(v) &&
    v.kind === 'guild' &&
    isId(v.id) &&
    v.guild_id === guildId &&
    isText(v.name) &&
    [0, 2, 4, 5, 13, 15].includes(v.type as number) &&
    Number.isInteger(v.position) &&
    (v.parent_id === null || isId(v.parent_id)) &&
    Array.isArray(v.permission_overwrites)
  );
}

/** A thread (or a forum's post): in a parent channel, with its metadata. */
function isThread(v: unknown, guildId: string): v is ThreadChannel {
  return (
    isRecord(v) &&
    v.kind === 'thread' &&
    isId(v.id) &&
    v.guild_id === guildId &&
    isText(v.name) &&
    [10, 11, 12].includes(v.type as number) &&
    isId(v.parent_id) &&
    isId(v.owner_id) &&
    isRecord(v.thread_metadata)
  );
}

const isChannel = (v: unknown, guildId: string): v is Channel =>
  isGuildChannel(v, guildId) || isThread(v, guildId);

function isMember(v: unknown): v is Member {
  return (
    isRecord(v) &&
    isId(v.user_id) &&
    (v.nick === null || typeof v.nick === 'string') &&
    Array.isArray(v.roles) &&
    v.roles.every(isId) &&
    isText(v.joined_at) &&
    isTimeOrNull(v.premium_since) &&
    isTimeOrNull(v.communication_disabled_until)
  );
}

function isUser(v: unknown): v is DemoUser {
  return (
    isRecord(v) &&
    isId(v.id) &&
    isText(v.username) &&
    (v.global_name === null || typeof v.global_name === 'string') &&
    typeof v.bot === 'boolean'
  );
}

function isGuild(v: unknown, guildId: string): v is Guild {
  return (
    isRecord(v) &&
    v.id === guildId &&
    isText(v.name) &&
    isId(v.owner_id) &&
    Array.isArray(v.roles) &&
    v.roles.every((r) => isRecord(r) && isId(r.id)) &&
    Array.isArray(v.channels) &&
    v.channels.every((c) => isGuildChannel(c, guildId)) &&
    Array.isArray(v.members) &&
    v.members.every(isMember)
  );
}

export function parseWorldChange(v: unknown): WorldChange | undefined {
  if (!isRecord(v) || !isId(v.guildId)) return undefined;
  const guildId = v.guildId;
  switch (v.kind) {
    case 'bot-authorized': {
      const { permissions, roleId, joinedAt } = v;
      if (typeof permissions !== 'string' || !/^\d+$/.test(permissions) || !isId(roleId) || !isText(joinedAt))
        return undefined;
      return { kind: 'bot-authorized', guildId, permissions, roleId, joinedAt };
    }
    case 'channel-created':
    case 'channel-updated':
      return isChannel(v.channel, guildId) ? { kind: v.kind, guildId, channel: v.channel } : undefined;
    case 'channel-deleted':
      return isId(v.channelId) ? { kind: 'channel-deleted', guildId, channelId: v.channelId } : undefined;
    case 'member-joined':
      if (!isMember(v.member) || (v.user !== undefined && !isUser(v.user))) return undefined;
      return {
        kind: 'member-joined',
        guildId,
        member: v.member,
        ...(v.user ? { user: v.user } : {}),
      };
    case 'member-updated':
      return isMember(v.member) ? { kind: 'member-updated', guildId, member: v.member } : undefined;
    case 'member-banned':
      if (
        !isId(v.userId) ||
        (v.reason !== undefined && (typeof v.reason !== 'string' || v.reason.length > 512))
      )
        return undefined;
      return {
        kind: v.kind,
        guildId,
        userId: v.userId,
        ...(typeof v.reason === 'string' ? { reason: v.reason } : {}),
      };
    case 'member-left':
    case 'member-unbanned':
      return isId(v.userId) ? { kind: v.kind, guildId, userId: v.userId } : undefined;
    case 'guild-boosted': {
      const count = v.premiumSubscriptionCount;
      return Number.isInteger(count) && (count as number) >= 0
        ? { kind: 'guild-boosted', guildId, premiumSubscriptionCount: count as number }
        : undefined;
    }
    case 'guild-created':
      return isGuild(v.guild, guildId) ? { kind: 'guild-created', guildId, guild: v.guild } : undefined;
    default:
      return undefined;
  }
}
