import type { FastifyPluginAsync } from 'fastify';
import type { EmulatorState } from '../state.ts';
import { findMember, findUser } from '../state.ts';
import { channelView } from '../views/channel-view.ts';
import { guildView } from '../views/guild-view.ts';
import { memberView } from '../views/member-view.ts';
import { recordWorldChange } from '../world-journal.ts';
import { botGuild, requireBot, snowflakeParam } from './auth.ts';
import { createChannel } from './channel-create.ts';
import { unknownMember, unknownUser } from './discord-errors.ts';
import { booleanQuery } from './query.ts';

interface GuildParams {
  guild_id: string;
}

// Path parameters carry the OpenAPI document's names so the fidelity test maps routes 1:1.
export const guildRoutes: FastifyPluginAsync<{ state: EmulatorState }> = async (app, { state }) => {
  app.get<{ Params: GuildParams }>('/guilds/:guild_id', async (request) => {
    requireBot(state, request);
    return guildView(botGuild(state, request.params.guild_id), booleanQuery(request, 'with_counts'));
  });

  app.get<{ Params: GuildParams }>('/guilds/:guild_id/channels', async (request) => {
    requireBot(state, request);
    return botGuild(state, request.params.guild_id).channels.map(channelView);
  });

  app.post<{ Params: GuildParams }>('/guilds/:guild_id/channels', async (request, reply) => {
    requireBot(state, request);
    const guild = botGuild(state, request.params.guild_id);
    const channel = createChannel(guild, request.body, state.nextId());
    recordWorldChange(state, { kind: 'channel-created', guildId: guild.id, channel });
    return reply.code(201).send(channelView(channel));
  });

  app.get<{ Params: GuildParams }>('/guilds/:guild_id/roles', async (request) => {
    requireBot(state, request);
    return botGuild(state, request.params.guild_id).roles;
  });

  app.get<{ Params: GuildParams & { user_id: string } }>(
    '/guilds/:guild_id/members/:user_id',
    async (request) => {
      requireBot(state, request);
      const guild = botGuild(state, request.params.guild_id);
      const user = findUser(state.world, snowflakeParam('user_id', request.params.user_id));
      if (!user) throw unknownUser();
      const member = findMember(guild, user.id);
      if (!member) throw unknownMember();
      return memberView(member, user);
    },
  );
};
