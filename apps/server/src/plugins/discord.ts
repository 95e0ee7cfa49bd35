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
    app.decorate(
      'discord',
      new RestDiscordApi({
        clientId: config.discord.clientId,
        clientSecret: config.discord.clientSecret,
        botToken: config.discord.botToken,
        apiUrl: config.discord.apiUrl ?? 'http://emulator.invalid/discord-emulator/api',
        cache: app.cache,
        deadlineMs: config.discord.deadlineMs,
        ...(inProcess ? { makeRequest: injectFetch(app) } : {}),
      }),
    );
  },
  { name: 'discord', dependencies: ['config', 'redis'] },
);
