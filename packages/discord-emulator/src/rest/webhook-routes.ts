import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { messagePayload } from '../gateway/payloads.ts';
import type { EmulatorState } from '../state.ts';
import { findGuild } from '../state.ts';
import { deleteMessages, editMessage } from '../world/actions.ts';
import { LOADING, postAnswer, storedAttachments } from '../world/interaction-messages.ts';
import type { PendingInteraction } from '../world/interactions.ts';
import { INTERACTION_TOKEN_MS } from '../world/interactions.ts';
import { parseMentions } from '../world/mentions.ts';
import { publicBase } from '../world/public-base.ts';
import { snowflakeParam } from './auth.ts';
import { DiscordApiError } from './discord-errors.ts';
import { readJsonOrMultipart, withFiles } from './interaction-routes.ts';
import { parseMessageBody } from './message-body.ts';

interface WebhookParams {
  webhook_id: string;
  webhook_token: string;
  message_id?: string;
}

const unknownWebhook = () => new DiscordApiError(404, { message: 'Unknown Webhook', code: 10015 });
const invalidToken = () => new DiscordApiError(401, { message: 'Invalid Webhook Token', code: 50027 });
const unknownMessage = () => new DiscordApiError(404, { message: 'Unknown Message', code: 10008 });

/**
 * Follow-ups and `@original` (Discord's interaction webhooks): `/webhooks/{application id}/{token}`
 * with the interaction's token, no bot token. The token works for 15 minutes once the interaction
 * was answered; an interaction never answered (or not yet) has no webhook.
 */
export const webhookRoutes: FastifyPluginAsync<{ state: EmulatorState }> = async (app, { state }) => {
  const interactionOf = (request: FastifyRequest<{ Params: WebhookParams }>): PendingInteraction => {
    const applicationId = snowflakeParam('webhook_id', request.params.webhook_id);
    if (applicationId !== state.options.clientId) throw unknownWebhook();
    const pending = state.interactions.byTokenValue(request.params.webhook_token);
    if (!pending || state.options.now() - pending.createdAt > INTERACTION_TOKEN_MS) throw invalidToken();
    if (!pending.acknowledged) throw unknownWebhook();
    return pending;
  };

  /** `@original` or one of this interaction's follow-ups, still there. */
  const target = (pending: PendingInteraction, messageId: string) => {
    const id =
      messageId === '@original'
        ? pending.originalId
        : snowflakeParam('message_id', messageId) &&
          (pending.followupIds.includes(messageId) || pending.originalId === messageId
            ? messageId
            : undefined);
    const message = id === undefined ? undefined : state.messages.find(pending.channelId, id);
    const guild = findGuild(state.world, pending.guildId);
    if (!message || !guild) throw unknownMessage();
    return { message, guild };
  };

  app.post<{ Params: WebhookParams }>('/webhooks/:webhook_id/:webhook_token', async (request) => {
    const pending = interactionOf(request);
    const guild = findGuild(state.world, pending.guildId);
    if (!guild) throw unknownWebhook();
    const base = publicBase(state, request);
    const { body, files } = readJsonOrMultipart(request.body);
    const input = parseMessageBody(withFiles(body, files));
    const original = pending.loading
      ? state.messages.find(pending.channelId, pending.originalId ?? '')
      : undefined;
    if (original) {
      // After a deferred reply the first follow-up fills the loading message (Discord keeps this
      // for older clients); its ephemeral state stays what the deferral chose.
      const mentions = parseMentions(guild, input.content, input.allowedMentions);
      editMessage(state, guild, original, input, base, {
        mentions: mentions.users,
        mentionRoles: mentions.roles,
        mentionEveryone: mentions.everyone,
        flags: (original.flags ?? 0) & ~LOADING,
        attachments: storedAttachments(state, input.files),
      });
      pending.loading = false;
      pending.responses.push({ type: 'edit', data: body, message_id: original.id });
      return messagePayload(state, original, base);
    }
    const flags = typeof body.flags === 'number' ? body.flags : 0;
    const message = postAnswer(state, guild, pending, input, flags, base);
    pending.followupIds.push(message.id);
    pending.responses.push({ type: 'followup', data: body, message_id: message.id });
    return messagePayload(state, message, base);
  });

  for (const path of [
    '/webhooks/:webhook_id/:webhook_token/messages/@original',
    '/webhooks/:webhook_id/:webhook_token/messages/:message_id',
  ]) {
    const messageIdOf = (request: FastifyRequest<{ Params: WebhookParams }>) =>
      request.params.message_id ?? '@original';

    app.get<{ Params: WebhookParams }>(path, async (request) => {
      const { message } = target(interactionOf(request), messageIdOf(request));
      return messagePayload(state, message, publicBase(state, request));
    });

    // Only the fields given change; files sent now are added to those kept (`attachments` lists the kept ones' ids).
    app.patch<{ Params: WebhookParams }>(path, async (request) => {
      const pending = interactionOf(request);
      const { message, guild } = target(pending, messageIdOf(request));
      const { body, files } = readJsonOrMultipart(request.body);
      const merged = {
        content: 'content' in body ? (body.content ?? '') : message.content,
        embeds: 'embeds' in body ? (body.embeds ?? []) : message.embeds,
        components: 'components' in body ? (body.components ?? []) : message.components,
        ...('allowed_mentions' in body ? { allowed_mentions: body.allowed_mentions } : {}),
      };
      const input = parseMessageBody(withFiles(merged, files));
      const keep = Array.isArray(body.attachments)
        ? new Set((body.attachments as Array<{ id?: unknown }>).map((a) => String(a.id)))
        : undefined;
      const kept = message.attachments.filter((a) => !keep || keep.has(a.id));
      const mentions = parseMentions(guild, input.content, input.allowedMentions);
      const base = publicBase(state, request);
      editMessage(state, guild, message, input, base, {
        mentions: mentions.users,
        mentionRoles: mentions.roles,
        mentionEveryone: mentions.everyone,
        flags: (message.flags ?? 0) & ~LOADING,
        attachments: [...kept, ...storedAttachments(state, input.files)],
      });
      if (message.id === pending.originalId) pending.loading = false;
      pending.responses.push({ type: 'edit', data: body, message_id: message.id });
      return messagePayload(state, message, base);
    });

    app.delete<{ Params: WebhookParams }>(path, async (request, reply) => {
      const pending = interactionOf(request);
      const { message, guild } = target(pending, messageIdOf(request));
      deleteMessages(state, guild, message.channelId, [message.id]);
      pending.responses.push({ type: 'delete', data: null, message_id: message.id });
      return reply.code(204).send();
    });
  }
};
