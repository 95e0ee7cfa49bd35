import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INVITE_PERMISSIONS, publicConfigSchema, type PublicConfig } from '@hoshi/contracts';
import { deepFreeze } from '../lib/cache.ts';
import { parsedAnswerSerializer } from '../lib/parse.ts';

const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const invite = new URL(config.discord.authorizeUrl);
  invite.search = new URLSearchParams({
    client_id: config.discord.clientId,
    scope: 'bot applications.commands',
    permissions: INVITE_PERMISSIONS.toString(),
  }).toString();
  const answer: PublicConfig = deepFreeze({
    discordApiBase: config.discord.browserApiBase,
    cdnBase: config.discord.cdnBase,
    inviteUrl: invite.toString(),
    guideUrls: { en: config.links.guideEn, ja: config.links.guideJa },
    supportUrl: config.links.support,
    demo: config.demo,
  });
  // Checked against its schema once, here; every answer is that same frozen value.
  publicConfigSchema.parse(answer);
  app.get(
    '/api/config',
    {
      config: { access: 'public' },
      schema: { response: { 200: publicConfigSchema } },
      serializerCompiler: parsedAnswerSerializer,
    },
    () => answer,
  );
};

export default configRoutes;
