import type { FastifyPluginAsync } from 'fastify';
import { messagePayload } from '../gateway/payloads.ts';
import { channelPermissions } from '../guild-permissions.ts';
import { Permission, has } from '../permissions.ts';
import { DEMO } from '../seed/demo-ids.ts';
import type { Guild, GuildChannel, ThreadChannel } from '../seed/world.ts';
import { isSnowflake } from '../snowflake.ts';
import type { EmulatorState } from '../state.ts';
import { findMember } from '../state.ts';
import { channelView } from '../views/channel-view.ts';
import { addThread, addThreadMembers, postMessage } from '../world/actions.ts';
import { parseMentions } from '../world/mentions.ts';
import { publicBase } from '../world/public-base.ts';
import { discordTimestamp } from '../world/time.ts';
import { botChannel, requireBot, requireBotPermission, snowflakeParam } from './auth.ts';
import { checkInt, checkName, isInt, type Errors } from './channel-create.ts';
import {
  archivedThread,
  invalidBody,
  invalidFormBody,
  maxActiveThreads,
  missingAccess,
  missingPermissions,
  threadAlreadyCreated,
  unknownMember,
  wrongChannelType,
} from './discord-errors.ts';
import { isRecord, parseMessageBody } from './message-body.ts';
import { botMessage, unknownMessage } from './message-routes.ts';

interface ChannelParams {
  channel_id: string;
}

/** Discord's limit of active (not archived) threads in a guild. */
export const MAX_ACTIVE_THREADS = 1000;
/** Tags a forum post may carry. */
const MAX_APPLIED_TAGS = 5;
const ARCHIVE_DURATIONS: readonly number[] = [60, 1440, 4320, 10080];
/** Text (0) and announcement (5) channels hold threads; forums (15) hold posts. */
const THREAD_PARENTS: readonly number[] = [0, 5];
const FORUM = 15;

/** The fields every thread is made with: its name, when it archives itself, its slowmode. */
function threadFields(errors: Errors, body: Record<string, unknown>) {
  const name = body.name;
  checkName(errors, name);
  const duration = body.auto_archive_duration ?? 4320;
  if (!ARCHIVE_DURATIONS.includes(duration as number))
    errors.auto_archive_duration = `Value must be one of {${ARCHIVE_DURATIONS.join(', ')}}.`;
  checkInt(errors, body, 'rate_limit_per_user', 0, 21600);
  return {
    name: typeof name === 'string' ? name.trim() : '',
    autoArchive: duration as ThreadChannel['thread_metadata']['auto_archive_duration'],
    rateLimit: isInt(body.rate_limit_per_user) ? body.rate_limit_per_user : 0,
  };
}

function newThread(
  state: EmulatorState,
  guild: Guild,
  parent: GuildChannel,
  id: string,
  type: ThreadChannel['type'],
  fields: ReturnType<typeof threadFields>,
): ThreadChannel {
  const active = guild.channels.filter((c) => c.kind === 'thread' && !c.thread_metadata.archived).length;
  if (active >= MAX_ACTIVE_THREADS) throw maxActiveThreads();
  const now = discordTimestamp(state.options.now());
  return {
    kind: 'thread',
    id,
    type,
    guild_id: guild.id,
    name: fields.name,
    parent_id: parent.id,
    owner_id: DEMO.botUserId,
    flags: 0,
    last_message_id: null,
    rate_limit_per_user: fields.rateLimit,
    message_count: 0,
    member_count: 0,
    total_message_sent: 0,
    thread_metadata: {
      archived: false,
      archive_timestamp: now,
      auto_archive_duration: fields.autoArchive,
      locked: false,
      create_timestamp: now,
    },
  };
}

/** The thread as the REST answer shows it, with the bot's own thread member. */
function threadAnswer(state: EmulatorState, thread: ThreadChannel) {
  const own = state.threadMembers.list(thread.id).find((m) => m.userId === DEMO.botUserId);
  return {
    ...channelView(thread),
    ...(own
      ? { member: { id: thread.id, user_id: own.userId, join_timestamp: own.joinTimestamp, flags: 0 } }
      : {}),
  };
}

const bodyOf = (raw: unknown) => {
  if (!isRecord(raw)) throw invalidBody('Only dictionaries may be used in a DictType');
  return raw;
};

/**
 * Threads (docs/decisions/0098-surveys-answered-in-discord.md): a thread without a message in a
 * text or announcement channel, a post (a thread and its first message) in a forum, a thread from a
 * message, and members added to a thread. Each made thread is THREAD_CREATE (newly_created) and
 * its first member THREAD_MEMBERS_UPDATE, as on Discord.
 */
export const threadRoutes: FastifyPluginAsync<{ state: EmulatorState }> = async (app, { state }) => {
  app.post<{ Params: ChannelParams }>('/channels/:channel_id/threads', async (request, reply) => {
    requireBot(state, request);
    const { guild, channel } = botChannel(state, request.params.channel_id);
    if (channel.kind !== 'guild' || (channel.type !== FORUM && !THREAD_PARENTS.includes(channel.type)))
      throw wrongChannelType();
    const body = bodyOf(request.body);
    const errors: Errors = {};
    const fields = threadFields(errors, body);
    const base = publicBase(state, request);

    if (channel.type === FORUM) {
      const tags = body.applied_tags ?? [];
      const known = new Map((channel.available_tags ?? []).map((t) => [t.id, t]));
      if (!Array.isArray(tags) || !tags.every((t) => typeof t === 'string' && isSnowflake(t)))
        errors.applied_tags = 'Invalid tags.';
      else if (tags.length > MAX_APPLIED_TAGS)
        errors.applied_tags = `Must be ${MAX_APPLIED_TAGS} or fewer in length.`;
      else if (tags.some((t) => !known.has(t as string))) errors.applied_tags = 'Unknown tag.';
      if (body.message === undefined || body.message === null) errors.message = 'This field is required';
      if (Object.keys(errors).length > 0) throw invalidFormBody(errors);
      const input = parseMessageBody(body.message);
      requireBotPermission(guild, channel, Permission.SEND_MESSAGES);
      if (input.embeds.length > 0) requireBotPermission(guild, channel, Permission.EMBED_LINKS);
      // A moderated tag is for those who manage threads.
      if ((tags as string[]).some((t) => known.get(t)?.moderated))
        requireBotPermission(guild, channel, Permission.MANAGE_THREADS);
      const thread = newThread(state, guild, channel, state.nextId(), 11, fields);
      thread.applied_tags = [...new Set(tags as string[])];
      // The post's first message has the thread's id.
      thread.last_message_id = thread.id;
      addThread(state, guild, thread);
      addThreadMembers(state, guild, thread, [DEMO.botUserId]);
      const mentions = parseMentions(guild, input.content, input.allowedMentions);
      const message = botMessage(
        state,
        input,
        { channelId: thread.id, guildId: guild.id },
        mentions,
        base,
        thread.id,
      );
      postMessage(state, guild, message, base);
      return reply
        .code(201)
        .send({ ...threadAnswer(state, thread), message: messagePayload(state, message, base) });
    }

    const type = body.type ?? 12;
    if (type !== 11 && type !== 12) errors.type = 'Value must be one of {11, 12}.';
    else if (type === 12 && channel.type === 5)
      errors.type = 'Private threads cannot be created in announcement channels.';
    if (body.invitable !== undefined && typeof body.invitable !== 'boolean')
      errors.invitable = 'Must be either true or false.';
    if (Object.keys(errors).length > 0) throw invalidFormBody(errors);
    requireBotPermission(
      guild,
      channel,
      type === 12 ? Permission.CREATE_PRIVATE_THREADS : Permission.CREATE_PUBLIC_THREADS,
    );
    const thread = newThread(state, guild, channel, state.nextId(), type === 12 ? 12 : 11, fields);
    if (type === 12) thread.thread_metadata.invitable = body.invitable !== false;
    addThread(state, guild, thread);
    addThreadMembers(state, guild, thread, [DEMO.botUserId]);
    return reply.code(201).send(threadAnswer(state, thread));
  });

  app.post<{ Params: ChannelParams & { message_id: string } }>(
    '/channels/:channel_id/messages/:message_id/threads',
    async (request, reply) => {
      requireBot(state, request);
      const { guild, channel } = botChannel(state, request.params.channel_id);
      const messageId = snowflakeParam('message_id', request.params.message_id);
      if (channel.kind !== 'guild' || !THREAD_PARENTS.includes(channel.type)) throw wrongChannelType();
      const message = state.messages.find(channel.id, messageId);
      if (!message || message.ephemeralFor !== undefined) throw unknownMessage();
      // A thread started from a message has the message's id: one per message.
      if (guild.channels.some((c) => c.id === messageId)) throw threadAlreadyCreated();
      const errors: Errors = {};
      const fields = threadFields(errors, bodyOf(request.body));
      if (Object.keys(errors).length > 0) throw invalidFormBody(errors);
      requireBotPermission(guild, channel, Permission.CREATE_PUBLIC_THREADS);
      const thread = newThread(state, guild, channel, messageId, channel.type === 5 ? 10 : 11, fields);
      addThread(state, guild, thread);
      addThreadMembers(state, guild, thread, [DEMO.botUserId]);
      return reply.code(201).send(threadAnswer(state, thread));
    },
  );

  /** Adds a member (or the bot itself) to a thread that is open; 204 also when already in it. */
  const join = (channelId: string, userIdParam: string) => {
    const { guild, channel } = botChannel(state, channelId);
    const userId = userIdParam === '@me' ? DEMO.botUserId : snowflakeParam('user_id', userIdParam);
    if (channel.kind !== 'thread') throw wrongChannelType();
    if (channel.thread_metadata.archived || channel.thread_metadata.locked) throw archivedThread();
    requireBotPermission(guild, channel, Permission.SEND_MESSAGES_IN_THREADS);
    if (!findMember(guild, userId)) throw unknownMember();
    if (channel.type === 12 && userId !== DEMO.botUserId) {
      // A private thread: its members (and who manages threads) see it; when it is not
      // invitable, only its owner and moderators add people.
      const manages = has(channelPermissions(guild, DEMO.botUserId, channel), Permission.MANAGE_THREADS);
      if (!manages && !state.threadMembers.has(channel.id, DEMO.botUserId)) throw missingAccess();
      if (!manages && channel.thread_metadata.invitable === false && channel.owner_id !== DEMO.botUserId)
        throw missingPermissions();
    }
    addThreadMembers(state, guild, channel, [userId]);
  };

  app.put<{ Params: ChannelParams }>('/channels/:channel_id/thread-members/@me', async (request, reply) => {
    requireBot(state, request);
    join(request.params.channel_id, '@me');
    return reply.code(204).send();
  });

  app.put<{ Params: ChannelParams & { user_id: string } }>(
    '/channels/:channel_id/thread-members/:user_id',
    async (request, reply) => {
      requireBot(state, request);
      join(request.params.channel_id, request.params.user_id);
      return reply.code(204).send();
    },
  );
};
