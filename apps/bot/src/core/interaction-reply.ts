import type { REST } from '@discordjs/rest';
import { InteractionResponseType, MessageFlags, Routes, type APIInteraction } from 'discord-api-types/v10';

type Answered = Pick<APIInteraction, 'id' | 'token'>;

/** The first answer to an interaction (Discord's callback: within 3 s, authorised by its token). */
export const interactionCallback = (rest: REST, interaction: Answered, body: object) =>
  rest.post(Routes.interactionCallback(interaction.id, interaction.token), { auth: false, body });

/** A reply only the member who acted sees, pinging nobody. */
export const privateReply = (rest: REST, interaction: Answered, content: string) =>
  interactionCallback(rest, interaction, {
    type: InteractionResponseType.ChannelMessageWithSource,
    data: { content, flags: MessageFlags.Ephemeral, allowed_mentions: { parse: [] } },
  });
