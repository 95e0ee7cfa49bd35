import { randomBytes } from 'node:crypto';
import { ComponentType, GatewayDispatchEvents, InteractionType } from 'discord-api-types/v10';
import type { APIMessageComponentButtonInteraction } from 'discord-api-types/v10';
import type { FastifyPluginAsync } from 'fastify';
import { loopbackOnly } from '../control-access.ts';
import { channelPermissions } from '../guild-permissions.ts';
import { memberPayload, messagePayload } from '../gateway/payloads.ts';
import { DEMO } from '../seed/demo-ids.ts';
import type { EmulatorState } from '../state.ts';
import { findGuild, findMember, findUser } from '../state.ts';
import { channelView } from '../views/channel-view.ts';
import { findButton } from './interactions.ts';
import { publicBase } from './public-base.ts';
import { BadWorldRequest, idField, objectBody } from './world-body.ts';

/**
 * `POST /_world/click {message_id, user_id, custom_id}`: a member presses a button on a message;
 * the bot gets INTERACTION_CREATE (no intent needed) and answers on the callback route.
 */
export const clickRoute: FastifyPluginAsync<{ state: EmulatorState }> = async (app, { state }) => {
  app.addHook('onRequest', loopbackOnly);

  app.post('/_world/click', async (request, reply) => {
    try {
      const body = objectBody(request.body);
      const messageId = idField(body, 'message_id');
      const userId = idField(body, 'user_id');
      const customId = body.custom_id;
      if (typeof customId !== 'string' || customId.length === 0 || customId.length > 100)
        throw new BadWorldRequest(400, 'custom_id must be the button’s custom_id (1–100 characters).');
      const message = state.messages.findAnywhere(messageId);
      if (!message) throw new BadWorldRequest(404, `There is no message ${messageId}.`);
      const guild = findGuild(state.world, message.guildId);
      const channel = guild?.channels.find((c) => c.id === message.channelId);
      const member = guild && findMember(guild, userId);
      const user = findUser(state.world, userId);
      if (!guild || !channel || !member || !user)
        throw new BadWorldRequest(404, `User ${userId} is not a member of the message’s server.`);
      const button = findButton(message.components, customId);
      if (!button) throw new BadWorldRequest(400, `The message has no button "${customId}".`);
      if (button.disabled === true) throw new BadWorldRequest(400, `The button "${customId}" is disabled.`);
      const base = publicBase(state, request);
      const interaction: APIMessageComponentButtonInteraction = {
        id: state.nextId(),
        application_id: state.options.clientId,
        type: InteractionType.MessageComponent,
        data: { custom_id: customId, component_type: ComponentType.Button },
        guild_id: guild.id,
        channel_id: channel.id,
        channel: channelView(channel) as APIMessageComponentButtonInteraction['channel'],
        member: {
          ...memberPayload(member, user),
          permissions: channelPermissions(guild, userId, channel).toString(),
        },
        message: messagePayload(state, message, base),
        token: randomBytes(32).toString('base64url'),
        version: 1,
        locale: 'en-US',
        guild_locale: guild.preferred_locale as APIMessageComponentButtonInteraction['locale'],
        app_permissions: channelPermissions(guild, DEMO.botUserId, channel).toString(),
        entitlements: [],
        authorizing_integration_owners: { 0: guild.id },
        context: 0,
        attachment_size_limit: 10 * 1024 * 1024,
      } as APIMessageComponentButtonInteraction;
      state.interactions.add({
        id: interaction.id,
        token: interaction.token,
        guildId: guild.id,
        channelId: channel.id,
        messageId,
        userId,
        customId,
        createdAt: state.options.now(),
        acknowledged: false,
      });
      state.gateway.emit(guild.id, { t: GatewayDispatchEvents.InteractionCreate, d: interaction });
      // The token goes back too: tests answer the interaction as the bot would (this route is loopback only).
      return reply.code(201).send({ interaction_id: interaction.id, token: interaction.token });
    } catch (error) {
      if (error instanceof BadWorldRequest) return reply.code(error.status).send({ error: error.message });
      throw error;
    }
  });
};
