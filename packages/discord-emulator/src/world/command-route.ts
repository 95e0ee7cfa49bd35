import { InteractionType } from 'discord-api-types/v10';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { loopbackOnly } from '../control-access.ts';
import { messagePayload } from '../gateway/payloads.ts';
import { channelPermissions } from '../guild-permissions.ts';
import { Permission, has } from '../permissions.ts';
import type { EmulatorState } from '../state.ts';
import { findMember } from '../state.ts';
import { WorldActionError, deleteMessages, editMessage } from './actions.ts';
import { AuditAction, recordAudit } from './audit-log.ts';
import { channelIn, commandData, mayRun } from './command-options.ts';
import { CommandType } from './commands.ts';
import { sendInteraction } from './interaction-payload.ts';
import type { PendingInteraction } from './interactions.ts';
import { INTERACTION_TOKEN_MS, interactionStatus } from './interactions.ts';
import { memberMentions } from './mentions.ts';
import { submittedComponents } from './modal-submit.ts';
import { publicBase } from './public-base.ts';
import type { Body } from './world-body.ts';
import { BadWorldRequest, channelField, guildField, idField, memberField, objectBody } from './world-body.ts';

/** Text, voice (their chat), announcement channels and threads take commands and messages. */
const COMMAND_CHANNEL_TYPES: readonly number[] = [0, 2, 5, 11, 12, 13];

function interactionView(state: EmulatorState, pending: PendingInteraction) {
  return {
    id: pending.id,
    type: pending.type,
    ...(pending.commandName ? { name: pending.commandName } : {}),
    ...(pending.customId ? { custom_id: pending.customId } : {}),
    guild_id: pending.guildId,
    channel_id: pending.channelId,
    user_id: pending.userId,
    status: interactionStatus(pending, state.options.now()),
    responses: pending.responses,
    modal: pending.modal && !pending.modalSubmitted ? pending.modal : null,
  };
}

/**
 * The world's side of interactions: a member runs a command or submits a modal (the bot gets
 * INTERACTION_CREATE), anyone reads what the bot answered (ephemeral answers included), and
 * members delete and edit messages as Discord lets them.
 */
export const commandRoute: FastifyPluginAsync<{ state: EmulatorState }> = async (app, { state }) => {
  app.addHook('onRequest', loopbackOnly);

  const action = (path: string, run: (body: Body, reply: FastifyReply, base: string) => unknown) =>
    app.post(path, async (request, reply) => {
      try {
        return await run(objectBody(request.body), reply, publicBase(state, request));
      } catch (error) {
        if (error instanceof BadWorldRequest) return reply.code(error.status).send({ error: error.message });
        if (error instanceof WorldActionError) return reply.code(409).send({ error: error.message });
        throw error;
      }
    });

  const textChannel = (body: Body) => {
    const found = channelField(state, body);
    if (!COMMAND_CHANNEL_TYPES.includes(found.channel.type))
      throw new BadWorldRequest(400, `#${found.channel.name} is not a channel people write in.`);
    return found;
  };

  action('/_world/command', (body, reply) => {
    const guild = guildField(state, body);
    const { channel } = textChannel(body);
    if (channel.guild_id !== guild.id)
      throw new BadWorldRequest(404, `#${channel.name} is not in ${guild.name}.`);
    const userId = memberField(guild, body);
    const until = findMember(guild, userId)?.communication_disabled_until;
    if (until && Date.parse(until) > state.options.now())
      throw new WorldActionError(`This member is timed out until ${until} and cannot use commands.`);
    const name = body.name;
    if (typeof name !== 'string' || name.length === 0)
      throw new BadWorldRequest(400, 'name must be the command’s name (without the slash).');
    // "warnings list": the command, then the words naming a group and/or sub-command.
    const [commandName = '', ...path] = name.replace(/^\//, '').trim().split(/\s+/);
    const command = state.commands
      .available(guild.id)
      .find((c) => c.type === CommandType.ChatInput && c.name === commandName);
    if (!command)
      throw new BadWorldRequest(404, `No command /${commandName} is registered for ${guild.name}.`);
    const given = body.options === undefined ? {} : body.options;
    if (given === null || typeof given !== 'object' || Array.isArray(given))
      throw new BadWorldRequest(400, 'options must be an object: { "option name": value }.');
    const override = body.override_permissions === true;
    if (!override && !mayRun(guild, userId, channel, command))
      throw new BadWorldRequest(
        403,
        `This member may not use /${command.name} here (it needs permissions they lack; a server's integration settings can allow it: override_permissions).`,
      );
    const data = commandData(state, guild, userId, command, path, given as Body);
    const pending = sendInteraction(
      state,
      guild,
      channel,
      userId,
      { type: InteractionType.ApplicationCommand, commandName: command.name },
      { data },
    );
    // The token goes back too: tests may answer as the bot would (these routes are loopback only).
    return reply.code(201).send({ interaction_id: pending.id, token: pending.token });
  });

  app.get<{ Params: { id: string } }>('/_world/interactions/:id', async (request, reply) => {
    const pending = state.interactions.get(request.params.id);
    if (!pending) return reply.code(404).send({ error: `There is no interaction ${request.params.id}.` });
    return interactionView(state, pending);
  });

  app.get<{ Querystring: { guild_id?: string } }>('/_world/commands', async (request, reply) => {
    try {
      return {
        commands: state.commands.available(guildField(state, { guild_id: request.query.guild_id }).id),
      };
    } catch (error) {
      if (error instanceof BadWorldRequest) return reply.code(error.status).send({ error: error.message });
      throw error;
    }
  });

  action('/_world/submit', (body, reply, base) => {
    const id = idField(body, 'interaction_id');
    const userId = idField(body, 'user_id');
    const pending = state.interactions.get(id);
    if (!pending) throw new BadWorldRequest(404, `There is no interaction ${id}.`);
    if (pending.userId !== userId)
      throw new BadWorldRequest(403, 'Only the member who opened the modal can submit it.');
    if (!pending.modal)
      throw new BadWorldRequest(409, 'The bot did not answer this interaction with a modal.');
    if (pending.modalSubmitted) throw new BadWorldRequest(409, 'This modal was submitted already.');
    if (state.options.now() - pending.createdAt > INTERACTION_TOKEN_MS)
      throw new WorldActionError('This modal has expired (interactions live 15 minutes).');
    const values: unknown = body.values ?? {};
    if (values === null || typeof values !== 'object' || Array.isArray(values))
      throw new BadWorldRequest(400, 'values must be an object: { "custom_id": "text" }.');
    const guild = guildField(state, { guild_id: pending.guildId });
    const channel = channelIn(guild, pending.channelId);
    if (!channel || !findMember(guild, userId))
      throw new BadWorldRequest(404, 'The modal’s channel or member is gone.');
    const components = submittedComponents(pending, values as Body);
    const message = pending.messageId ? state.messages.find(pending.channelId, pending.messageId) : undefined;
    const submit = sendInteraction(
      state,
      guild,
      channel,
      userId,
      {
        type: InteractionType.ModalSubmit,
        customId: pending.modal.custom_id,
        triggeredBy: pending,
        ...(message ? { messageId: message.id } : {}),
      },
      {
        data: { custom_id: pending.modal.custom_id, components },
        ...(message ? { message: messagePayload(state, message, base) } : {}),
      },
    );
    pending.modalSubmitted = true;
    return reply.code(201).send({ interaction_id: submit.id, token: submit.token });
  });

  /** The message a member acts on: in the channel, and visible to them (an ephemeral one only to its reader). */
  const memberMessage = (body: Body) => {
    const { guild, channel } = channelField(state, body);
    const userId = memberField(guild, body);
    const messageId = idField(body, 'message_id');
    const message = state.messages.find(channel.id, messageId);
    if (!message || (message.ephemeralFor !== undefined && message.ephemeralFor !== userId))
      throw new BadWorldRequest(404, `There is no message ${messageId} in #${channel.name}.`);
    return { guild, channel, userId, message };
  };

  // Authors delete their own messages; deleting anyone else's needs Manage Messages in the channel.
  action('/_world/delete', (body, reply) => {
    const { guild, channel, userId, message } = memberMessage(body);
    if (
      message.authorId !== userId &&
      message.ephemeralFor !== userId &&
      !has(channelPermissions(guild, userId, channel), Permission.MANAGE_MESSAGES)
    )
      throw new BadWorldRequest(
        403,
        'Deleting another member’s message needs Manage Messages in this channel.',
      );
    deleteMessages(state, guild, channel.id, [message.id]);
    // A moderator deleting someone else's message is logged; deleting one's own is not.
    if (message.authorId !== userId && message.ephemeralFor === undefined)
      recordAudit(state, guild, {
        action_type: AuditAction.MessageDelete,
        user_id: userId,
        target_id: message.authorId,
        options: { channel_id: channel.id, count: '1' },
      });
    return reply.code(204).send();
  });

  // Only the author edits a message, as on Discord; mentions are read again from the new text.
  action('/_world/edit', (body, reply, base) => {
    const { guild, channel, userId, message } = memberMessage(body);
    if (message.authorId !== userId) throw new BadWorldRequest(403, 'Only its author can edit a message.');
    const content = body.content;
    if (typeof content !== 'string' || content.trim().length === 0 || content.length > 2000)
      throw new BadWorldRequest(400, 'content must be text of 1–2000 characters.');
    const mentions = memberMentions(guild, channel, userId, content);
    editMessage(
      state,
      guild,
      message,
      { content, embeds: message.embeds, components: message.components },
      base,
      {
        mentions: mentions.users,
        mentionRoles: mentions.roles,
        mentionEveryone: mentions.everyone,
      },
    );
    return reply.code(200).send(messagePayload(state, message, base));
  });
};
