import type { FastifyPluginAsync } from 'fastify';
import { messagePayload } from '../gateway/payloads.ts';
import { Permission } from '../permissions.ts';
import { DEMO } from '../seed/demo-ids.ts';
import type { EmulatorState } from '../state.ts';
import { findMember, findUser } from '../state.ts';
import { editMessage, postMessage } from '../world/actions.ts';
import type { StoredMessage } from '../world/message-store.ts';
import { type Mentions, parseMentions } from '../world/mentions.ts';
import type { DirectChannel } from '../world/direct-messages.ts';
import { publicBase } from '../world/public-base.ts';
import { discordTimestamp } from '../world/time.ts';
import { botChannel, requireBot, requireBotPermission } from './auth.ts';
import {
  DiscordApiError,
  archivedThread,
  cannotMessageUser,
  forumChannel,
  invalidBody,
  nonTextChannel,
} from './discord-errors.ts';
import { type MessageInput, isRecord, parseMessageBody } from './message-body.ts';
import { integerQuery, snowflakeQuery } from './query.ts';

interface ChannelParams {
  channel_id: string;
}

interface MessageParams extends ChannelParams {
  message_id: string;
}

export const unknownMessage = () => new DiscordApiError(404, { message: 'Unknown Message', code: 10008 });
const notAuthor = () =>
  new DiscordApiError(403, { message: 'Cannot edit a message authored by another user', code: 50005 });

/** Text, announcement, voice (their text chat) and thread channels take messages. */
const MESSAGE_TYPES: readonly number[] = [0, 2, 5, 10, 11, 12, 13];

/** `attachment://name` in an embed points at a file of the same message, as on Discord. */
function resolveAttachmentUrls(value: unknown, urls: Map<string, string>): unknown {
  if (typeof value === 'string' && value.startsWith('attachment://'))
    return urls.get(value.slice(13)) ?? value;
  if (Array.isArray(value)) return value.map((v) => resolveAttachmentUrls(v, urls));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveAttachmentUrls(v, urls)]));
  return value;
}

/** The message an `enforce_nonce` send already made with this nonce, if it is still known. */
function sentBefore(state: EmulatorState, input: MessageInput): StoredMessage | undefined {
  if (!input.enforceNonce || input.nonce === undefined) return undefined;
  const seen = state.nonces.find(DEMO.botUserId, input.nonce);
  return seen ? state.messages.find(seen.channelId, seen.messageId) : undefined;
}

/**
 * A message the bot sends, as stored: its files kept and `attachment://` urls resolved; its nonce
 * remembered. `id` is given for a forum post's first message, which has its thread's id.
 */
export function botMessage(
  state: EmulatorState,
  input: MessageInput,
  where: { channelId: string; guildId: string },
  mentions: Mentions,
  base: string,
  id: string = state.nextId(),
): StoredMessage {
  const attachments = input.files.map((f) => ({
    id: state.nextId(),
    filename: f.filename,
    contentType: f.contentType,
    data: f.data,
    ...(f.description ? { description: f.description } : {}),
  }));
  const urls = new Map(
    attachments.map((a) => [
      a.filename,
      `${base}/attachments/${where.channelId}/${a.id}/${encodeURIComponent(a.filename)}`,
    ]),
  );
  if (input.nonce !== undefined) state.nonces.remember(DEMO.botUserId, input.nonce, where.channelId, id);
  return {
    id,
    ...where,
    authorId: DEMO.botUserId,
    content: input.content,
    embeds: resolveAttachmentUrls(input.embeds, urls) as StoredMessage['embeds'],
    attachments,
    mentions: mentions.users,
    mentionRoles: mentions.roles,
    mentionEveryone: mentions.everyone,
    timestamp: discordTimestamp(state.options.now()),
    components: input.components,
    ...(input.nonce !== undefined ? { nonce: input.nonce } : {}),
  };
}

/**
 * A DM from the bot. Discord refuses it (403, 50007) when the user is a bot, shares no server with
 * the bot, or has turned off direct messages from server members (the world page's toggle). No
 * gateway event: Discord sends DM events only to sessions with the DIRECT_MESSAGES intent, which
 * Hoshi does not ask for.
 */
function sendDirect(state: EmulatorState, direct: DirectChannel, body: unknown, base: string) {
  const input = parseMessageBody(body);
  const recipient = findUser(state.world, direct.recipientId);
  const shared = state.world.guilds.some(
    (g) => findMember(g, DEMO.botUserId) && findMember(g, direct.recipientId),
  );
  if (!recipient || recipient.bot || !shared || !state.directMessages.accepts(direct.recipientId))
    throw cannotMessageUser();
  const earlier = sentBefore(state, input);
  if (earlier) return messagePayload(state, earlier, base);
  const message = botMessage(
    state,
    input,
    { channelId: direct.id, guildId: '' },
    { users: [], roles: [], everyone: false },
    base,
  );
  state.messages.add(message);
  return messagePayload(state, message, base);
}

export const messageRoutes: FastifyPluginAsync<{ state: EmulatorState }> = async (app, { state }) => {
  app.post<{ Params: ChannelParams }>('/channels/:channel_id/messages', async (request) => {
    requireBot(state, request);
    const direct = state.directMessages.channel(request.params.channel_id);
    if (direct) return sendDirect(state, direct, request.body, publicBase(state, request));
    const { guild, channel } = botChannel(state, request.params.channel_id);
    if (channel.type === 15) throw forumChannel();
    if (!MESSAGE_TYPES.includes(channel.type)) throw nonTextChannel();
    if (channel.kind === 'thread' && channel.thread_metadata.locked) throw archivedThread();
    const input = parseMessageBody(request.body);
    const threadOrChannel =
      channel.kind === 'thread' ? Permission.SEND_MESSAGES_IN_THREADS : Permission.SEND_MESSAGES;
    requireBotPermission(guild, channel, threadOrChannel);
    if (input.embeds.length > 0) requireBotPermission(guild, channel, Permission.EMBED_LINKS);
    if (input.files.length > 0) requireBotPermission(guild, channel, Permission.ATTACH_FILES);
    const base = publicBase(state, request);
    const earlier = sentBefore(state, input);
    if (earlier) return messagePayload(state, earlier, base);
    const mentions = parseMentions(guild, input.content, input.allowedMentions);
    const message = botMessage(state, input, { channelId: channel.id, guildId: guild.id }, mentions, base);
    postMessage(state, guild, message, base);
    return messagePayload(state, message, base);
  });

  // An edit of the bot's own message: only the fields given change (null clears), the rest stays;
  // the result must still be a message that can be shown. Everyone sees it (MESSAGE_UPDATE).
  app.patch<{ Params: MessageParams }>('/channels/:channel_id/messages/:message_id', async (request) => {
    requireBot(state, request);
    const { guild, channel } = botChannel(state, request.params.channel_id);
    const message = state.messages.find(channel.id, request.params.message_id);
    if (!message || message.ephemeralFor !== undefined) throw unknownMessage();
    if (message.authorId !== DEMO.botUserId) throw notAuthor();
    const change = request.body;
    if (!isRecord(change)) throw invalidBody('Only dictionaries may be used in a DictType');
    const merged = {
      content: 'content' in change ? (change.content ?? '') : message.content,
      embeds: 'embeds' in change ? (change.embeds ?? []) : message.embeds,
      components: 'components' in change ? (change.components ?? []) : message.components,
      ...('allowed_mentions' in change ? { allowed_mentions: change.allowed_mentions } : {}),
    };
    const input = parseMessageBody(merged);
    if (input.embeds.length > 0) requireBotPermission(guild, channel, Permission.EMBED_LINKS);
    const base = publicBase(state, request);
    editMessage(state, guild, message, input, base);
    return {
      ...messagePayload(state, message, base),
      edited_timestamp: discordTimestamp(state.options.now()),
    };
  });

  const readableChannel = (id: string) => {
    const { guild, channel } = botChannel(state, id);
    requireBotPermission(guild, channel, Permission.READ_MESSAGE_HISTORY);
    return channel;
  };

  // Newest first (a DM channel's too); `limit` 1–100 (default 50), `before` or `after` a message id.
  app.get<{ Params: ChannelParams }>('/channels/:channel_id/messages', async (request) => {
    requireBot(state, request);
    const direct = state.directMessages.channel(request.params.channel_id);
    const channel = direct ?? readableChannel(request.params.channel_id);
    const limit = integerQuery(request, 'limit', 1, 100, 50);
    const before = snowflakeQuery(request, 'before');
    const after = snowflakeQuery(request, 'after');
    const list = state.messages.list(
      channel.id,
      limit,
      before === undefined ? undefined : BigInt(before),
      after === undefined ? undefined : BigInt(after),
    );
    const base = publicBase(state, request);
    return list.map((m) => messagePayload(state, m, base));
  });
};
