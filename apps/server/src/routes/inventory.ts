import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inventoryAnswer, inventoryServers, snowflake } from '@hoshi/contracts';
import { callerWithServers, requireAuth, requireMemberGuild } from '../plugins/auth.ts';
import { guildParams } from './settings.ts';

/**
 * GET /api/guilds/{id}/info/inventory (docs/product.md#api-calls): the signed-in member's own inventory in
 * that server — never anyone else's, whatever the request says. Any member of a server Hoshi is in may
 * read their own there, not only those who manage it (docs/decisions/0100-member-economy.md).
 */
const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/guilds/:id/info/inventory',
    { config: { access: 'member' }, schema: { params: guildParams, response: { 200: inventoryAnswer } } },
    async (request) => {
      const { guild, session } = requireMemberGuild(request);
      const settings = await app.inventories.get(guild.id, session.userId);
      return { id: guild.id, name: guild.name, icon: guild.icon, settings };
    },
  );

  /** The servers whose inventory is the caller's to read: theirs with Hoshi in it, in Discord's order. */
  app.get(
    '/api/users/:id/inventories',
    {
      config: { access: 'self' },
      schema: { params: z.object({ id: snowflake }), response: { 200: inventoryServers } },
    },
    async (request) => {
      const { userId, accessToken } = callerWithServers(requireAuth(request));
      const [mine, bot] = await Promise.all([
        app.discord.getUserGuilds(userId, accessToken),
        app.discord.getBotGuildIds(),
      ]);
      return {
        servers: mine.filter((g) => bot.has(g.id)).map((g) => ({ id: g.id, name: g.name, icon: g.icon })),
      };
    },
  );
};

export default inventoryRoutes;
