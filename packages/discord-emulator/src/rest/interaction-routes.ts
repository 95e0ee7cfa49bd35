import type { FastifyPluginAsync } from 'fastify';
import { messagePayload } from '../gateway/payloads.ts';
import { isSnowflake } from '../snowflake.ts';
import type { EmulatorState } from '../state.ts';
import { findGuild } from '../state.ts';
import { editMessage } from '../world/actions.ts';
import { EPHEMERAL, LOADING, postAnswer } from '../world/interaction-messages.ts';
import type { PendingInteraction } from '../world/interactions.ts';
import { FIRST_ANSWER_MS } from '../world/interactions.ts';
import type { StoredMessage } from '../world/message-store.ts';
import { publicBase } from '../world/public-base.ts';
import { DiscordApiError, invalidBody, invalidFormBody, invalidJson } from './discord-errors.ts';
import { parseMessageBody } from './message-body.ts';
import type { MultipartBody } from './multipart.ts';
import { parseModal } from './modal.ts';
import { booleanQuery } from './query.ts';

interface CallbackParams {
  interaction_id: string;
  interaction_token: string;
}

const unknownInteraction = () => new DiscordApiError(404, { message: 'Unknown interaction', code: 10062 });
const alreadyAcknowledged = () =>
  new DiscordApiError(400, { message: 'Interaction has already been acknowledged.', code: 40060 });

/** Interaction callback types (Discord's receiving-and-responding page). */
const REPLY = 4;
const DEFERRED_REPLY = 5;
const DEFERRED_UPDATE = 6;
const UPDATE = 7;
const MODAL = 9;

/** A body as JSON, or multipart's payload_json with the files beside it (interactions and webhooks take both). */
export function readJsonOrMultipart(raw: unknown): {
  body: Record<string, unknown>;
  files?: MultipartBody['files'];
} {
  let body = raw;
  let files: MultipartBody['files'] | undefined;
  if (raw !== null && typeof raw === 'object' && (raw as { kind?: unknown }).kind === 'multipart') {
    const multipart = (raw as { body: MultipartBody }).body;
    try {
      body = JSON.parse(multipart.fields.payload_json ?? '');
    } catch {
      throw invalidJson();
    }
    files = multipart.files;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw invalidBody('Only dictionaries may be used in a DictType');
  return { body: body as Record<string, unknown>, ...(files ? { files } : {}) };
}

/** `{type, data}` of a callback, with any files. */
function readCallback(raw: unknown): {
  type: unknown;
  data: Record<string, unknown>;
  files?: MultipartBody['files'];
} {
  const { body, files } = readJsonOrMultipart(raw);
  const { type, data } = body;
  const fields =
    data !== null && typeof data === 'object' && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : {};
  return { type, data: fields, ...(files ? { files } : {}) };
}

/** The same body back as parseMessageBody reads it: multipart again when files came with it. */
export function withFiles(
  payload: Record<string, unknown>,
  files: MultipartBody['files'] | undefined,
): unknown {
  return files
    ? { kind: 'multipart', body: { fields: { payload_json: JSON.stringify(payload) }, files } }
    : payload;
}

/** Which answers each interaction type takes: a modal submit cannot open a modal, only components update messages. */
function allowedTypes(pending: PendingInteraction): number[] {
  if (pending.type === 2) return [REPLY, DEFERRED_REPLY, MODAL];
  if (pending.type === 3) return [REPLY, DEFERRED_REPLY, DEFERRED_UPDATE, UPDATE, MODAL];
  // A modal opened from a button may update that button's message.
  return pending.messageId ? [REPLY, DEFERRED_REPLY, DEFERRED_UPDATE, UPDATE] : [REPLY, DEFERRED_REPLY];
}

/**
 * `POST /interactions/{id}/{token}/callback`: the bot's first answer to an interaction (no bot
 * token; the path's token is the credential). It must come within 3 seconds of the interaction,
 * once; after that the interaction is Unknown, as Discord answers.
 */
export const interactionRoutes: FastifyPluginAsync<{ state: EmulatorState }> = async (app, { state }) => {
  app.post<{ Params: CallbackParams }>(
    '/interactions/:interaction_id/:interaction_token/callback',
    async (request, reply) => {
      const { interaction_id: id, interaction_token: token } = request.params;
      if (!isSnowflake(id)) throw invalidFormBody({ interaction_id: `Value "${id}" is not snowflake.` });
      const now = state.options.now();
      const pending = state.interactions.find(id, token, now);
      if (!pending) throw unknownInteraction();
      const { type, data, files } = readCallback(request.body);
      const allowed = allowedTypes(pending);
      if (!allowed.includes(type as number))
        throw invalidFormBody({ type: `Value must be one of {${allowed.join(', ')}}.` });
      if (pending.acknowledged) throw alreadyAcknowledged();
      if (now - pending.createdAt > FIRST_ANSWER_MS) throw unknownInteraction();
      const guild = findGuild(state.world, pending.guildId);
      const message = pending.messageId
        ? state.messages.find(pending.channelId, pending.messageId)
        : undefined;
      if (!guild || (pending.messageId && !message)) throw unknownInteraction();
      const base = publicBase(state, request);
      const asMultipart = (payload: Record<string, unknown>) => withFiles(payload, files);
      const flags = typeof data.flags === 'number' ? data.flags : 0;
      let responseMessage: StoredMessage | undefined;

      if (type === REPLY) {
        responseMessage = postAnswer(state, guild, pending, parseMessageBody(asMultipart(data)), flags, base);
        pending.originalId = responseMessage.id;
      } else if (type === DEFERRED_REPLY) {
        const loading = { content: '', embeds: [], components: [], files: [], allowedMentions: undefined };
        responseMessage = postAnswer(state, guild, pending, loading, LOADING | (flags & EPHEMERAL), base);
        pending.originalId = responseMessage.id;
        pending.loading = true;
      } else if (type === DEFERRED_UPDATE && message) {
        pending.originalId = message.id;
      } else if (type === UPDATE && message) {
        // Only the fields given change; the result must still be a message that can be shown.
        const merged = {
          content: data.content ?? message.content,
          embeds: data.embeds ?? message.embeds,
          components: data.components ?? message.components,
        };
        const input = parseMessageBody(asMultipart(merged));
        editMessage(state, guild, message, input, base);
        responseMessage = message;
        pending.originalId = message.id;
      } else if (type === MODAL) {
        pending.modal = parseModal(data);
      }
      pending.acknowledged = true;
      pending.responses.push({
        type: type as number,
        data: type === MODAL ? pending.modal : type === DEFERRED_REPLY ? { flags: flags & EPHEMERAL } : data,
        ...(responseMessage ? { message_id: responseMessage.id } : {}),
      });
      if (!booleanQuery(request, 'with_response')) return reply.code(204).send();
      return {
        interaction: {
          id: pending.id,
          type: pending.type,
          ...(responseMessage
            ? {
                response_message_id: responseMessage.id,
                response_message_loading: pending.loading,
                response_message_ephemeral: responseMessage.ephemeralFor !== undefined,
              }
            : {}),
          channel_id: pending.channelId,
          guild_id: pending.guildId,
        },
        // Discord names the resource only when the answer made or changed a message it can show.
        ...(responseMessage && (type === REPLY || type === UPDATE)
          ? { resource: { type, message: messagePayload(state, responseMessage, base) } }
          : {}),
      };
    },
  );
};
