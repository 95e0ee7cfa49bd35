import type { FastifyInstance } from 'fastify';
import type { PublicConfig } from '@hoshi/contracts';

export default async function configRoutes(app: FastifyInstance) {
  const { config } = app;
  const invite = new URL(config.discord.authorizeUrl);
  invite.search = new URLSearchParams({
    client_id: config.discord.clientId,
    scope: 'bot applications.commands',
    permissions: '8',
  }).toString();
  const answer: PublicConfig = {
    discordApiBase: config.discord.browserApiBase,
    cdnBase: config.discord.cdnBase,
    inviteUrl: invite.toString(),
    guideUrls: { en: config.links.guideEn, ja: config.links.guideJa },
    supportUrl: config.links.support,
    demo: config.demo,
  };
  app.get('/api/config', { config: { access: 'public' } }, async () => answer);
}
