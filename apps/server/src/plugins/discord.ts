import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DiscordApi } from '../discord/discord-api.ts';
import { injectFetch } from '../discord/in-process-fetch.ts';
import { RestDiscordApi } from '../discord/rest-discord-api.ts';

declare module 'fastify' {
  interface FastifyInstance {
    discord: DiscordApi;
  }
}

/** The one module every Discord call goes through; in demo mode it talks to the emulator in-process. */
export default fp(
  async function discord(app: FastifyInstance) {
    const { config } = app;
    const inProcess = config.demo && !config.discord.apiUrl;
    const discord = new RestDiscordApi({
      clientId: config.discord.clientId,
      clientSecret: config.discord.clientSecret,
      botToken: config.discord.botToken,
      apiUrl: config.discord.apiUrl ?? 'http://emulator.invalid/discord-emulator/api',
      cache: app.cache,
      deadlineMs: config.discord.deadlineMs,
      ...(inProcess ? { makeRequest: injectFetch(app) } : {}),
    });
    app.decorate('discord', discord);
    // The bot's guild set is loaded before the first request is served and kept fresh after
    // (docs/decisions.md): no page view pays for the bot's paginated guild list. A failed load
    // is not fatal: the first view that needs the set crawls it then.
    let refresher: { stop: () => void } | undefined;
    app.addHook('onReady', async () => {
      const started = discord.keepBotGuildsFresh((err) =>
        app.log.warn({ err }, "could not load the bot's guild list"),
      );
      refresher = started;
      await started.ready;
    });
    app.addHook('onClose', async () => refresher?.stop());
  },
  { name: 'discord', dependencies: ['config', 'redis'] },
);
