import { ComponentType, InteractionType } from 'discord-api-types/v10';
import type { FastifyPluginAsync } from 'fastify';
import { loopbackOnly } from '../control-access.ts';
import { messagePayload } from '../gateway/payloads.ts';
import type { EmulatorState } from '../state.ts';
import { findGuild, findMember, findUser } from '../state.ts';
import { sendInteraction } from './interaction-payload.ts';
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
      // An ephemeral message is there only for its reader.
      if (!message || (message.ephemeralFor !== undefined && message.ephemeralFor !== userId))
        throw new BadWorldRequest(404, `There is no message ${messageId}.`);
      const guild = findGuild(state.world, message.guildId);
      const channel = guild?.channels.find((c) => c.id === message.channelId);
      const member = guild && findMember(guild, userId);
      const user = findUser(state.world, userId);
      if (!guild || !channel || !member || !user)
        throw new BadWorldRequest(404, `User ${userId} is not a member of the message’s server.`);
      const button = findButton(message.components, customId);
      if (!button) throw new BadWorldRequest(400, `The message has no button "${customId}".`);
      if (button.disabled === true) throw new BadWorldRequest(400, `The button "${customId}" is disabled.`);
      const pending = sendInteraction(
        state,
        guild,
        channel,
        userId,
        { type: InteractionType.MessageComponent, messageId, customId },
        {
          data: { custom_id: customId, component_type: ComponentType.Button },
          message: messagePayload(state, message, publicBase(state, request)),
        },
      );
      // The token goes back too: tests answer the interaction as the bot would (this route is loopback only).
      return reply.code(201).send({ interaction_id: pending.id, token: pending.token });
    } catch (error) {
      if (error instanceof BadWorldRequest) return reply.code(error.status).send({ error: error.message });
      throw error;
    }
  });
};
