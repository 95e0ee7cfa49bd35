import { GatewayDispatchEvents } from 'discord-api-types/v10';
import type {
  APIAttachment,
  ApplicationFlags,
  APIGuildMember,
  APIMessage,
  APIUser,
  GatewayDispatchPayload,
  GatewayGuildCreateDispatchData,
  GatewayMessageCreateDispatchData,
  GatewayReadyDispatchData,
  GatewayVoiceState,
} from 'discord-api-types/v10';
import { DEMO } from '../seed/demo-ids.ts';
import type { DemoUser, Guild, GuildChannel, Member } from '../seed/world.ts';
import type { EmulatorState } from '../state.ts';
import { findMember, findUser } from '../state.ts';
import { channelView } from '../views/channel-view.ts';
import { guildView } from '../views/guild-view.ts';
import { memberView } from '../views/member-view.ts';
import { userView } from '../views/user-view.ts';
import type { StoredAttachment, StoredMessage } from '../world/message-store.ts';
import type { VoiceStateRecord } from '../world/voice-states.ts';

// Builders for what the gateway sends, each typed with discord-api-types' gateway payloads so a
// field Discord has (or lacks) is checked by the compiler, not by hope.

/** One dispatch as `{ t, d }`, the pair discord-api-types defines for each event. */
type DispatchOf<P> = P extends { t: infer T; d: infer D } ? { t: T; d: D } : never;
export type Dispatch = DispatchOf<GatewayDispatchPayload>;

export function userPayload(user: DemoUser): APIUser {
  return userView(user);
}

/** Members always carry avatar and banner (null when unset), as the member-update event needs. */
export type MemberPayload = APIGuildMember & { avatar: string | null; banner: string | null };

export function memberPayload(member: Member, user: DemoUser): MemberPayload {
  return memberView(member, user);
}

export function readyPayload(
  state: EmulatorState,
  guildIds: string[],
  sessionId: string,
  resumeUrl: string,
  shard: [number, number],
): GatewayReadyDispatchData {
  const bot = findUser(state.world, DEMO.botUserId);
  if (!bot) throw new Error('the seed has no bot user');
  return {
    v: 10,
    user: userPayload(bot),
    guilds: guildIds.map((id) => ({ id, unavailable: true })),
    session_id: sessionId,
    resume_gateway_url: resumeUrl,
    shard,
    application: { id: state.options.clientId, flags: 0 as ApplicationFlags, flags_new: '0' },
  };
}

export function voiceStatePayload(
  state: EmulatorState,
  guild: Guild,
  record:
    | VoiceStateRecord
    | {
        guildId: string;
        userId: string;
        channelId: null;
        sessionId: string;
      },
): GatewayVoiceState {
  const member = findMember(guild, record.userId);
  const user = findUser(state.world, record.userId);
  return {
    guild_id: record.guildId,
    channel_id: record.channelId,
    user_id: record.userId,
    ...(member && user ? { member: memberPayload(member, user) } : {}),
    session_id: record.sessionId,
    deaf: false,
    mute: false,
    self_deaf: false,
    self_mute: false,
    self_video: false,
    suppress: false,
    request_to_speak_timestamp: null,
  };
}

/**
 * Discord sends every member of a small guild; of a large one (more members than the client's
 * `large_threshold`) only the bot and those in voice, and the client asks for the rest.
 */
export function guildCreatePayload(
  state: EmulatorState,
  guild: Guild,
  largeThreshold: number,
): GatewayGuildCreateDispatchData {
  const voice = state.voice.list(guild.id);
  const large = guild.members.length > largeThreshold;
  const inVoice = new Set(voice.map((v) => v.userId));
  const members = large
    ? guild.members.filter((m) => m.user_id === DEMO.botUserId || inVoice.has(m.user_id))
    : guild.members;
  const bot = findMember(guild, DEMO.botUserId);
  const base = guildView(guild, false);
  return {
    ...(base as unknown as GatewayGuildCreateDispatchData),
    joined_at: bot?.joined_at ?? new Date(state.options.now()).toISOString(),
    large,
    unavailable: false,
    member_count: guild.approximate_member_count,
    voice_states: voice.map((v) => {
      const { guild_id: _guild, ...rest } = voiceStatePayload(state, guild, v);
      return rest;
    }),
    members: members.flatMap((m) => {
      const user = findUser(state.world, m.user_id);
      return user ? [memberPayload(m, user)] : [];
    }),
    channels: guild.channels
      .filter((c): c is GuildChannel => c.kind === 'guild')
      .map((c) => channelView(c) as GatewayGuildCreateDispatchData['channels'][number]),
    threads: guild.channels
      .filter((c) => c.kind === 'thread')
      .map((c) => channelView(c) as GatewayGuildCreateDispatchData['threads'][number]),
    presences: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
  };
}

function attachmentPayload(attachment: StoredAttachment, baseUrl: string, channelId: string): APIAttachment {
  const url = `${baseUrl}/attachments/${channelId}/${attachment.id}/${encodeURIComponent(attachment.filename)}`;
  return {
    id: attachment.id,
    filename: attachment.filename,
    ...(attachment.description ? { description: attachment.description } : {}),
    content_type: attachment.contentType,
    size: attachment.data.length,
    url,
    proxy_url: url,
  };
}

/** A message as Discord's REST answers it (APIMessage). */
export function messagePayload(state: EmulatorState, message: StoredMessage, baseUrl: string): APIMessage {
  const author = findUser(state.world, message.authorId);
  if (!author) throw new Error(`message ${message.id} has an unknown author`);
  return {
    id: message.id,
    channel_id: message.channelId,
    author: userPayload(author),
    content: message.content,
    timestamp: message.timestamp,
    edited_timestamp: message.editedTimestamp ?? null,
    tts: false,
    mention_everyone: message.mentionEveryone,
    mentions: message.mentions.flatMap((id) => {
      const user = findUser(state.world, id);
      return user ? [userPayload(user)] : [];
    }),
    mention_roles: message.mentionRoles,
    attachments: message.attachments.map((a) => attachmentPayload(a, baseUrl, message.channelId)),
    embeds: message.embeds,
    pinned: false,
    type: message.type ?? 0,
    flags: message.flags ?? 0,
    components: message.components as APIMessage['components'],
    ...(message.nonce !== undefined ? { nonce: message.nonce } : {}),
    ...(message.applicationId !== undefined
      ? { webhook_id: message.applicationId, application_id: message.applicationId }
      : {}),
    ...(message.interactionMetadata
      ? { interaction_metadata: message.interactionMetadata as unknown as APIMessage['interaction_metadata'] }
      : {}),
    ...(message.replyTo !== undefined ? replyFields(state, message, message.replyTo, baseUrl) : {}),
  };
}

/**
 * A reply's reference, and the message it answers as Discord includes it (`referenced_message`:
 * null once that message is deleted; not nested further).
 */
function replyFields(
  state: EmulatorState,
  message: StoredMessage,
  replyTo: string,
  baseUrl: string,
): Pick<APIMessage, 'message_reference' | 'referenced_message'> {
  const answered = state.messages.find(message.channelId, replyTo);
  return {
    message_reference: {
      type: 0,
      message_id: replyTo,
      channel_id: message.channelId,
      guild_id: message.guildId,
    },
    referenced_message: answered ? messagePayload(state, { ...answered, replyTo: undefined }, baseUrl) : null,
  };
}

/** MESSAGE_CREATE: the message plus its guild and the author's member object. */
export function messageCreateDispatch(
  state: EmulatorState,
  guild: Guild,
  message: StoredMessage,
  baseUrl: string,
): Dispatch {
  const member = findMember(guild, message.authorId);
  const data: GatewayMessageCreateDispatchData = {
    ...messagePayload(state, message, baseUrl),
    guild_id: guild.id,
    ...(member ? { member: memberView(member, findUser(state.world, member.user_id) as DemoUser) } : {}),
    mentions: message.mentions.flatMap((id) => {
      const user = findUser(state.world, id);
      const m = findMember(guild, id);
      if (!user) return [];
      if (!m) return [userPayload(user)];
      const { user: _user, ...memberFields } = memberPayload(m, user);
      return [{ ...userPayload(user), member: memberFields }];
    }),
  };
  return { t: GatewayDispatchEvents.MessageCreate, d: data };
}

export function channelDispatch(
  t:
    | GatewayDispatchEvents.ChannelCreate
    | GatewayDispatchEvents.ChannelUpdate
    | GatewayDispatchEvents.ChannelDelete,
  channel: GuildChannel,
): Dispatch {
  return { t, d: channelView(channel) as never };
}
