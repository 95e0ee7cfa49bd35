import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  leaderboardAnswer,
  leaderboardMeAnswer,
  leaderboardQuery,
  leaderboardResetAnswer,
  snowflake,
} from '@hoshi/contracts';
import { LeaderboardCursors } from '../lib/leaderboard-cursor.ts';
import { fixedShapeSerializer } from '../lib/parse.ts';
import { actorOf, requireGuild } from '../plugins/auth.ts';
import { guildParams } from './settings.ts';

const memberParams = z.object({ id: snowflake, userId: snowflake });

/**
 * A server's XP leaderboard (docs/decisions/0061-the-leaderboard.md): read and reset by the
 * server's managers, like every other page of the server. Resets are destructive actions:
 * one per 2 s, an audit row each.
 */
const leaderboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const cursors = new LeaderboardCursors(app.config.sessionSecret);
  app.get(
    '/api/guilds/:id/leaderboard',
    {
      config: { access: 'guild', grantPage: 'leaderboard' },
      schema: { params: guildParams, querystring: leaderboardQuery, response: { 200: leaderboardAnswer } },
      serializerCompiler: fixedShapeSerializer,
    },
    async (request) => {
      const { guild } = requireGuild(request);
      const { limit, after } = request.query;
      const cursor = after === undefined ? undefined : cursors.read(guild.id, after);
      const { entries, next } = await app.memberXp.page(guild.id, limit, cursor);
      const written = next && cursors.write(guild.id, next);
      return { id: guild.id, name: guild.name, icon: guild.icon, entries, next: written };
    },
  );

  app.get(
    '/api/guilds/:id/leaderboard/me',
    {
      config: { access: 'guild', grantPage: 'leaderboard' },
      schema: { params: guildParams, response: { 200: leaderboardMeAnswer } },
    },
    async (request) => {
      const { guild, session } = requireGuild(request);
      return { data: await app.memberXp.standing(guild.id, session.userId) };
    },
  );

  app.delete(
    '/api/guilds/:id/leaderboard',
    {
      config: { access: 'guild', grantPage: 'leaderboard' },
      schema: { params: guildParams, response: { 200: leaderboardResetAnswer } },
    },
    async (request) => {
      const { guild, session } = requireGuild(request);
      const reset = await app.actionThrottle.run('destructive', session.userId, guild.id, () =>
        app.memberXp.resetAll(guild.id, actorOf(request)),
      );
      return { data: { reset } };
    },
  );

  app.delete(
    '/api/guilds/:id/leaderboard/:userId',
    {
      config: { access: 'guild', grantPage: 'leaderboard' },
      schema: { params: memberParams, response: { 200: leaderboardResetAnswer } },
    },
    async (request) => {
      const { guild, session } = requireGuild(request);
      const reset = await app.actionThrottle.run('destructive', session.userId, guild.id, () =>
        app.memberXp.resetMember(guild.id, request.params.userId, actorOf(request)),
      );
      return { data: { reset } };
    },
  );
};

export default leaderboardRoutes;
