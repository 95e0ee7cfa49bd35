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
    // The bot's guild set is loaded at start and kept fresh after (docs/decisions/0006-the-bots-guild-set-is-server-wide-state.md): no page
    // view pays for the bot's paginated guild list. Against Discord the server does not wait for
    // that crawl (a view arriving during it shares it); in demo mode it is in-process and quick,
    // so start waits and every first view finds it ready. A failed load is logged, not fatal.
    let refresher: { stop: () => void } | undefined;
    app.addHook('onReady', async () => {
      const started = discord.keepBotGuildsFresh((err) =>
        app.log.warn({ err }, "could not load the bot's guild list"),
      );
      refresher = started;
      if (inProcess) await started.ready;
    });
    app.addHook('onClose', async () => refresher?.stop());
  },
  { name: 'discord', dependencies: ['config', 'redis'] },
);
