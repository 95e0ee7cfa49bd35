import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  guildInfo,
  guildListAnswer,
  guildListBody,
  itemsAnswer,
  languageAnswer,
  tokenBody,
} from '@hoshi/contracts';
import { HttpError } from '../lib/http-error.ts';
import { callerWithServers, grantsOf, requireAuth, requireGuild } from '../plugins/auth.ts';
import { manageableGuilds } from '../services/guild-access.ts';
import { toGuildList } from '../services/guild-service.ts';
import { guildParams } from './settings.ts';

const guildRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The posted ids filtered to what the caller may manage, or use by a grant
   * (docs/product.md#access-for-roles), and the bot is in (docs/product.md#api-calls).
   */
  app.post(
    '/api/guilds',
    { config: { access: 'user' }, schema: { body: guildListBody, response: { 200: guildListAnswer } } },
    async (request) => {
      const auth = requireAuth(request);
      const body = request.body;
      if (body.id !== auth.session.userId) throw new HttpError(403, 'forbidden', 'Only your own servers.');
      const wanted = new Set(body.guilds);
      const allowed = await manageableGuilds(
        app.discord,
        grantsOf(app),
        callerWithServers(auth),
        body.recheck === true,
      );
      return toGuildList(allowed.filter((g) => wanted.has(g.id)));
    },
  );

  app.get(
    '/api/guilds/:id/info',
    {
      config: { access: 'guild', grantPage: 'any' },
      schema: { params: guildParams, response: { 200: guildInfo } },
    },
    async (request) => {
      const { guild, access } = requireGuild(request);
      return { ...(await app.guildService.info(guild)), access };
    },
  );

  app.post(
    '/api/save/guilds/:id/language',
    {
      config: { access: 'guild' },
      schema: { params: guildParams, body: tokenBody, response: { 200: languageAnswer } },
    },
    async (request) => {
      const { guild, session } = requireGuild(request);
      const lang = await app.actionThrottle.run('language', session.userId, guild.id, () =>
        app.guildService.toggleLanguage(guild.id, session.userId),
      );
      return { data: { lang } };
    },
  );

  app.post(
    '/api/save/guilds/:id/items',
    {
      config: { access: 'guild' },
      schema: { params: guildParams, body: tokenBody, response: { 200: itemsAnswer } },
    },
    async (request) => {
      const { guild, session } = requireGuild(request);
      const troll = await app.actionThrottle.run('items', session.userId, guild.id, () =>
        app.guildService.toggleItems(guild.id, session.userId),
      );
      return { data: { troll } };
    },
  );
};

export default guildRoutes;
