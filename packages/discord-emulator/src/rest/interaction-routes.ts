import type { FastifyPluginAsync } from 'fastify';
import { messagePayload } from '../gateway/payloads.ts';
import { DEMO } from '../seed/demo-ids.ts';
import { isSnowflake } from '../snowflake.ts';
import type { EmulatorState } from '../state.ts';
import { findGuild } from '../state.ts';
import { editMessage, postMessage } from '../world/actions.ts';
import type { StoredMessage } from '../world/message-store.ts';
import { parseMentions } from '../world/mentions.ts';
import { publicBase } from '../world/public-base.ts';
import { discordTimestamp } from '../world/time.ts';
import { DiscordApiError, invalidBody, invalidFormBody, invalidJson } from './discord-errors.ts';
import { parseMessageBody } from './message-body.ts';
import type { MultipartBody } from './multipart.ts';
import { booleanQuery } from './query.ts';

interface CallbackParams {
  interaction_id: string;
  interaction_token: string;
}

const unknownInteraction = () => new DiscordApiError(404, { message: 'Unknown interaction', code: 10062 });
const alreadyAcknowledged = () =>
  new DiscordApiError(400, { message: 'Interaction has already been acknowledged.', code: 40060 });

/** Response types a button's interaction may answer with (Discord's interaction callback types). */
const REPLY = 4;
const DEFERRED_REPLY = 5;
const DEFERRED_UPDATE = 6;
const UPDATE = 7;
const MODAL = 9;
const EPHEMERAL = 64;

/** `{type, data}` from JSON, or from multipart's payload_json with the files beside it. */
function readCallback(raw: unknown): {
  type: unknown;
  data: Record<string, unknown>;
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
  const { type, data } = body as { type?: unknown; data?: unknown };
  const fields =
    data !== null && typeof data === 'object' && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : {};
  return { type, data: fields, ...(files ? { files } : {}) };
}

/** `POST /interactions/{id}/{token}/callback`: the bot's answer to a button press (no bot token; the path's token is the credential). */
export const interactionRoutes: FastifyPluginAsync<{ state: EmulatorState }> = async (app, { state }) => {
  app.post<{ Params: CallbackParams }>(
    '/interactions/:interaction_id/:interaction_token/callback',
    async (request, reply) => {
      const { interaction_id: id, interaction_token: token } = request.params;
      if (!isSnowflake(id)) throw invalidFormBody({ interaction_id: `Value "${id}" is not snowflake.` });
      const pending = state.interactions.find(id, token, state.options.now());
      if (!pending) throw unknownInteraction();
      const { type, data, files } = readCallback(request.body);
      if (![REPLY, DEFERRED_REPLY, DEFERRED_UPDATE, UPDATE, MODAL].includes(type as number))
        throw invalidFormBody({ type: 'Value must be one of {4, 5, 6, 7, 9}.' });
      if (pending.acknowledged) throw alreadyAcknowledged();
      const guild = findGuild(state.world, pending.guildId);
      const message = state.messages.find(pending.channelId, pending.messageId);
      if (!guild || !message) throw unknownInteraction();
      const base = publicBase(state, request);
      const asMultipart = (payload: Record<string, unknown>) =>
        files
          ? { kind: 'multipart', body: { fields: { payload_json: JSON.stringify(payload) }, files } }
          : payload;
      let responseMessage: StoredMessage | undefined;

      if (type === REPLY) {
        const input = parseMessageBody(asMultipart(data));
        const flags = typeof data.flags === 'number' ? data.flags & EPHEMERAL : 0;
        const mentions = parseMentions(guild, input.content, input.allowedMentions);
        responseMessage = {
          id: state.nextId(),
          channelId: pending.channelId,
          guildId: guild.id,
          authorId: DEMO.botUserId,
          content: input.content,
          embeds: input.embeds,
          attachments: input.files.map((f) => ({
            id: state.nextId(),
            filename: f.filename,
            contentType: f.contentType,
            data: f.data,
          })),
          mentions: mentions.users,
          mentionRoles: mentions.roles,
          mentionEveryone: mentions.everyone,
          timestamp: discordTimestamp(state.options.now()),
          components: input.components,
          ...(flags ? { flags, ephemeralFor: pending.userId } : {}),
        };
        postMessage(state, guild, responseMessage, base);
      } else if (type === UPDATE) {
        // Only the fields given change; the result must still be a message that can be shown.
        const merged = {
          content: data.content ?? message.content,
          embeds: data.embeds ?? message.embeds,
          components: data.components ?? message.components,
        };
        const input = parseMessageBody(asMultipart(merged));
        editMessage(state, guild, message, input, base);
        responseMessage = message;
      }
      pending.acknowledged = true;
      if (!booleanQuery(request, 'with_response')) return reply.code(204).send();
      return {
        interaction: {
          id: pending.id,
          type: 3,
          ...(responseMessage
            ? {
                response_message_id: responseMessage.id,
                response_message_loading: false,
                response_message_ephemeral: responseMessage.ephemeralFor !== undefined,
              }
            : {}),
          channel_id: pending.channelId,
          guild_id: pending.guildId,
        },
        ...(responseMessage
          ? { resource: { type, message: messagePayload(state, responseMessage, base) } }
          : {}),
      };
    },
  );
};
