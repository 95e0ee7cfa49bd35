import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inventoryAnswer } from '@hoshi/contracts';
import { requireGuild } from '../plugins/auth.ts';
import { guildParams } from './settings.ts';

/**
 * GET /api/guilds/{id}/info/inventory (docs/product.md#api-calls): the signed-in member's own inventory in
 * that server — never anyone else's, whatever the request says.
 */
const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/guilds/:id/info/inventory',
    { config: { access: 'guild' }, schema: { params: guildParams, response: { 200: inventoryAnswer } } },
    async (request) => {
      const { guild, session } = requireGuild(request);
      const settings = await app.inventories.get(guild.id, session.userId);
      return { id: guild.id, name: guild.name, icon: guild.icon, settings };
    },
  );
};

export default inventoryRoutes;
