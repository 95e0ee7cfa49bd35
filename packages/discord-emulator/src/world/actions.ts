import { randomBytes } from 'node:crypto';
import { GatewayDispatchEvents, type ThreadMemberFlags } from 'discord-api-types/v10';
import {
  channelDispatch,
  memberPayload,
  messageCreateDispatch,
  userPayload,
  voiceStatePayload,
} from '../gateway/payloads.ts';
import type { DemoUser, Guild, GuildChannel, Member, ThreadChannel } from '../seed/world.ts';
import { snowflakeTime } from '../snowflake.ts';
import type { EmulatorState } from '../state.ts';
import { findMember, findUser } from '../state.ts';
import { recordWorldChange } from '../world-journal.ts';
import type { StoredMessage } from './message-store.ts';
import { discordTimestamp } from './time.ts';
import { channelView } from '../views/channel-view.ts';

// Every change to the world, whoever asks for it (the bot through REST, a test or a person through
// /_world), goes through these: the change is recorded (journal, state file) and the gateway
// reports it with the events Discord would send.

/** A world action that cannot happen as asked; the routes turn it into their own error answer. */
export class WorldActionError extends Error {}

function emitMemberUpdate(state: EmulatorState, guild: Guild, member: Member): void {
  const user = findUser(state.world, member.user_id);
  if (!user) return;
  state.gateway.emit(guild.id, {
    t: GatewayDispatchEvents.GuildMemberUpdate,
    d: { ...memberPayload(member, user), guild_id: guild.id },
  });
}

/** A user joins (a new one is made when `user` has no id). Banned users cannot, as on Discord. */
export function joinGuild(state: EmulatorState, guild: Guild, user: DemoUser, isNew: boolean): Member {
  if (guild.bans?.includes(user.id))
    throw new WorldActionError(`${user.username} is banned from ${guild.name}`);
  if (findMember(guild, user.id)) throw new WorldActionError(`${user.username} is already in ${guild.name}`);
  const member: Member = {
    user_id: user.id,
    nick: null,
    roles: [],
    joined_at: discordTimestamp(state.options.now()),
    premium_since: null,
  };
  recordWorldChange(state, { kind: 'member-joined', guildId: guild.id, member, ...(isNew ? { user } : {}) });
  state.gateway.emit(guild.id, {
    t: GatewayDispatchEvents.GuildMemberAdd,
    d: { ...memberPayload(member, user), guild_id: guild.id },
  });
  return member;
}

/** Leaves (or is kicked): out of voice first, then GUILD_MEMBER_REMOVE. */
export function leaveGuild(state: EmulatorState, guild: Guild, userId: string): void {
  const user = findUser(state.world, userId);
  if (!user || !findMember(guild, userId)) throw new WorldActionError('not a member of this guild');
  if (state.voice.get(guild.id, userId)) setVoiceChannel(state, guild, userId, null);
  recordWorldChange(state, { kind: 'member-left', guildId: guild.id, userId });
  state.gateway.emit(guild.id, {
    t: GatewayDispatchEvents.GuildMemberRemove,
    d: { guild_id: guild.id, user: userPayload(user) },
  });
}

/** Banned (with the audit log reason, if given): out of the guild, GUILD_BAN_ADD. */
export function banFromGuild(state: EmulatorState, guild: Guild, userId: string, reason?: string): void {
  const user = findUser(state.world, userId);
  if (!user) throw new WorldActionError('unknown user');
  if (findMember(guild, userId)) leaveGuild(state, guild, userId);
  recordWorldChange(state, {
    kind: 'member-banned',
    guildId: guild.id,
    userId,
    ...(reason === undefined ? {} : { reason }),
  });
  state.gateway.emit(guild.id, {
    t: GatewayDispatchEvents.GuildBanAdd,
    d: { guild_id: guild.id, user: userPayload(user) },
  });
}

/** Roles, nickname, timeout or boost changed: the member as it is now. */
export function updateMember(state: EmulatorState, guild: Guild, next: Member): Member {
  recordWorldChange(state, { kind: 'member-updated', guildId: guild.id, member: next });
  emitMemberUpdate(state, guild, next);
  return next;
}

/** Starting a boost sets premium_since and counts one more boost for the guild. */
export function boost(state: EmulatorState, guild: Guild, userId: string): Member {
  const member = findMember(guild, userId);
  if (!member) throw new WorldActionError('not a member of this guild');
  recordWorldChange(state, {
    kind: 'guild-boosted',
    guildId: guild.id,
    premiumSubscriptionCount: guild.premium_subscription_count + 1,
  });
  return updateMember(state, guild, {
    ...member,
    premium_since: member.premium_since ?? discordTimestamp(state.options.now()),
  });
}

/** Joins, moves between or leaves (null) voice channels: one VOICE_STATE_UPDATE each time. */
export function setVoiceChannel(
  state: EmulatorState,
  guild: Guild,
  userId: string,
  channelId: string | null,
): void {
  const current = state.voice.get(guild.id, userId);
  if ((current?.channelId ?? null) === channelId) return;
  if (channelId === null) {
    state.voice.remove(guild.id, userId);
    state.gateway.emit(guild.id, {
      t: GatewayDispatchEvents.VoiceStateUpdate,
      d: voiceStatePayload(state, guild, {
        guildId: guild.id,
        userId,
        channelId: null,
        sessionId: current?.sessionId ?? '',
      }),
    });
    return;
  }
  const record = {
    guildId: guild.id,
    userId,
    channelId,
    sessionId: current?.sessionId ?? randomBytes(16).toString('hex'),
  };
  state.voice.set(record);
  state.gateway.emit(guild.id, {
    t: GatewayDispatchEvents.VoiceStateUpdate,
    d: voiceStatePayload(state, guild, record),
  });
}

/** Stores the message and sends MESSAGE_CREATE (content gated by the MESSAGE_CONTENT intent). */
export function postMessage(
  state: EmulatorState,
  guild: Guild,
  message: StoredMessage,
  baseUrl: string,
): void {
  state.messages.add(message);
  const channel = guild.channels.find((c) => c.id === message.channelId);
  if (channel) channel.last_message_id = state.messages.all(channel.id).at(-1)?.id ?? message.id;
  // A thread counts what is written in it, its first message in a forum aside (id = the thread's).
  if (channel?.kind === 'thread' && message.ephemeralFor === undefined) {
    channel.total_message_sent += 1;
    if (message.id !== channel.id) channel.message_count += 1;
  }
  // An ephemeral message exists for its one reader only: no gateway event carries it.
  if (message.ephemeralFor === undefined)
    state.gateway.emit(guild.id, messageCreateDispatch(state, guild, message, baseUrl));
}

export function addChannel(state: EmulatorState, guild: Guild, channel: GuildChannel): void {
  recordWorldChange(state, { kind: 'channel-created', guildId: guild.id, channel });
  state.gateway.emit(guild.id, channelDispatch(GatewayDispatchEvents.ChannelCreate, channel));
}

export function changeChannel(state: EmulatorState, guild: Guild, channel: GuildChannel): void {
  recordWorldChange(state, { kind: 'channel-updated', guildId: guild.id, channel });
  state.gateway.emit(guild.id, channelDispatch(GatewayDispatchEvents.ChannelUpdate, channel));
}

/**
 * A thread made (or a forum's post): THREAD_CREATE with `newly_created`, then its first members
 * (its creator, and in a forum the post's first message) as Discord sends them.
 */
export function addThread(state: EmulatorState, guild: Guild, thread: ThreadChannel): void {
  recordWorldChange(state, { kind: 'channel-created', guildId: guild.id, channel: thread });
  state.gateway.emit(guild.id, {
    t: GatewayDispatchEvents.ThreadCreate,
    d: { ...channelView(thread), newly_created: true } as never,
  });
}

/** The thread's count of members as Discord shows it: at most 50. */
const memberCount = (state: EmulatorState, thread: ThreadChannel) =>
  Math.min(50, state.threadMembers.list(thread.id).length);

/**
 * Members added to a thread (those already in it are left out): THREAD_MEMBERS_UPDATE with each
 * one's guild member, and the thread's member_count (THREAD_UPDATE is not sent for it, as on Discord).
 */
export function addThreadMembers(
  state: EmulatorState,
  guild: Guild,
  thread: ThreadChannel,
  userIds: string[],
): void {
  const joinTimestamp = discordTimestamp(state.options.now());
  const added = userIds.filter((userId) => state.threadMembers.add(thread.id, { userId, joinTimestamp }));
  if (added.length === 0) return;
  thread.member_count = memberCount(state, thread);
  state.gateway.emit(guild.id, {
    t: GatewayDispatchEvents.ThreadMembersUpdate,
    d: {
      id: thread.id,
      guild_id: guild.id,
      member_count: thread.member_count,
      added_members: added.map((userId) => {
        const member = findMember(guild, userId);
        const user = findUser(state.world, userId);
        return {
          id: thread.id,
          user_id: userId,
          join_timestamp: joinTimestamp,
          // No flags: Discord's (notification settings) are the member's own.
          flags: 0 as ThreadMemberFlags,
          ...(member && user ? { member: memberPayload(member, user) } : {}),
          presence: null,
        };
      }),
    },
  });
}

/** Deleting a voice channel disconnects whoever sits in it; its messages and threads go with it. */
export function removeChannel(state: EmulatorState, guild: Guild, channel: GuildChannel): void {
  for (const v of state.voice.list(guild.id))
    if (v.channelId === channel.id) setVoiceChannel(state, guild, v.userId, null);
  // Its threads go with it (one CHANNEL_DELETE says so, as on Discord), their messages and members too.
  for (const c of guild.channels)
    if (c.kind === 'thread' && c.parent_id === channel.id) {
      state.messages.dropChannel(c.id);
      state.threadMembers.dropThread(c.id);
    }
  recordWorldChange(state, { kind: 'channel-deleted', guildId: guild.id, channelId: channel.id });
  state.messages.dropChannel(channel.id);
  state.gateway.emit(guild.id, channelDispatch(GatewayDispatchEvents.ChannelDelete, channel));
}

/** A thread deleted: its messages and members go with it; THREAD_DELETE carries what Discord's does. */
export function removeThread(state: EmulatorState, guild: Guild, thread: ThreadChannel): void {
  recordWorldChange(state, { kind: 'channel-deleted', guildId: guild.id, channelId: thread.id });
  state.messages.dropChannel(thread.id);
  state.threadMembers.dropThread(thread.id);
  state.gateway.emit(guild.id, {
    t: GatewayDispatchEvents.ThreadDelete,
    d: { id: thread.id, guild_id: guild.id, parent_id: thread.parent_id, type: thread.type },
  });
}

/**
 * An edit (by its author, or an interaction's answer): the message as it is now, sent as
 * MESSAGE_UPDATE (an ephemeral one only changes for its reader). `extra` carries what some edits
 * change besides what the message shows: mentions, flags, attachments.
 */
export function editMessage(
  state: EmulatorState,
  guild: Guild,
  message: StoredMessage,
  change: Pick<StoredMessage, 'content' | 'embeds' | 'components'>,
  baseUrl: string,
  extra: Partial<
    Pick<StoredMessage, 'mentions' | 'mentionRoles' | 'mentionEveryone' | 'flags' | 'attachments'>
  > = {},
): void {
  // Only what a message shows: the change may be a whole parsed body (files, nonce and all).
  const { content, embeds, components } = change;
  Object.assign(message, { content, embeds, components, ...extra });
  message.editedTimestamp = discordTimestamp(state.options.now());
  if (message.ephemeralFor !== undefined) return;
  const { t: _created, d } = messageCreateDispatch(state, guild, message, baseUrl);
  state.gateway.emit(guild.id, { t: GatewayDispatchEvents.MessageUpdate, d: d as never });
}

/**
 * Messages deleted from one channel: MESSAGE_DELETE for a single deletion, MESSAGE_DELETE_BULK for
 * a bulk one (the bulk route, a ban's deletions) however many were there; ephemeral ones silently.
 */
export function deleteMessages(
  state: EmulatorState,
  guild: Guild,
  channelId: string,
  ids: string[],
  bulk = false,
): void {
  const gone = ids.flatMap((id) => {
    const removed = state.messages.remove(channelId, id);
    return removed && removed.ephemeralFor === undefined ? [removed.id] : [];
  });
  if (gone.length === 0) return;
  if (!bulk)
    state.gateway.emit(guild.id, {
      t: GatewayDispatchEvents.MessageDelete,
      d: { id: gone[0] as string, channel_id: channelId, guild_id: guild.id },
    });
  else
    state.gateway.emit(guild.id, {
      t: GatewayDispatchEvents.MessageDeleteBulk,
      d: { ids: gone, channel_id: channelId, guild_id: guild.id },
    });
}

/** A ban's delete_message_seconds: the user's messages of that span, one MESSAGE_DELETE_BULK per channel. */
export function deleteRecentMessages(
  state: EmulatorState,
  guild: Guild,
  userId: string,
  seconds: number,
): void {
  const since = state.options.now() - seconds * 1000;
  for (const channel of guild.channels) {
    const ids = state.messages
      .all(channel.id)
      .filter((m) => m.authorId === userId && snowflakeTime(m.id) >= since)
      .map((m) => m.id);
    if (ids.length > 0) deleteMessages(state, guild, channel.id, ids, true);
  }
}

/** A ban lifted: GUILD_BAN_REMOVE; the user may join again. */
export function unbanFromGuild(state: EmulatorState, guild: Guild, userId: string): void {
  const user = findUser(state.world, userId);
  if (!user || !guild.bans?.includes(userId)) throw new WorldActionError('not banned from this guild');
  recordWorldChange(state, { kind: 'member-unbanned', guildId: guild.id, userId });
  state.gateway.emit(guild.id, {
    t: GatewayDispatchEvents.GuildBanRemove,
    d: { guild_id: guild.id, user: userPayload(user) },
  });
}
