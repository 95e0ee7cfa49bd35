import type { FastifyPluginAsync } from 'fastify';
import type { EmulatorState } from '../state.ts';
import { findMember, findUser } from '../state.ts';
import { channelView } from '../views/channel-view.ts';
import { guildView } from '../views/guild-view.ts';
import { memberView } from '../views/member-view.ts';
import { addChannel } from '../world/actions.ts';
import { botGuild, requireBot, snowflakeParam } from './auth.ts';
import { createChannel } from './channel-create.ts';
import { unknownMember, unknownUser } from './discord-errors.ts';
import { bigIntegerQuery, booleanQuery, integerQuery } from './query.ts';

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
    addChannel(state, guild, channel);
    return reply.code(201).send(channelView(channel));
  });

  app.get<{ Params: GuildParams }>('/guilds/:guild_id/roles', async (request) => {
    requireBot(state, request);
    return botGuild(state, request.params.guild_id).roles;
  });

  // List Guild Members: sorted by user id, `limit` 1–1000 (default 1), after a user id.
  app.get<{ Params: GuildParams }>('/guilds/:guild_id/members', async (request) => {
    requireBot(state, request);
    const guild = botGuild(state, request.params.guild_id);
    const limit = integerQuery(request, 'limit', 1, 1000, 1);
    const after = bigIntegerQuery(request, 'after', 0n);
    return guild.members
      .filter((m) => BigInt(m.user_id) > after)
      .sort((a, b) => (BigInt(a.user_id) < BigInt(b.user_id) ? -1 : 1))
      .slice(0, limit)
      .flatMap((m) => {
        const user = findUser(state.world, m.user_id);
        return user ? [memberView(m, user)] : [];
      });
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
