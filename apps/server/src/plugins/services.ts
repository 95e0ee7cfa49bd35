import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { DiscordApi } from '../discord/discord-api.ts';
import { GuildService } from '../services/guild-service.ts';
import { SessionService } from '../services/session-service.ts';
import { SettingsStore } from '../services/settings-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    discord: DiscordApi;
    sessions: SessionService;
    guildService: GuildService;
    settings: SettingsStore;
  }
}

export interface ServicesOptions {
  config: Config;
  db: Database;
  discord: DiscordApi;
}

/** The app's typed dependencies, decorated once so routes stay thin. */
export default fp<ServicesOptions>(async function services(app: FastifyInstance, { config, db, discord }) {
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('discord', discord);
  app.decorate('sessions', new SessionService(db, discord, config.sessionSecret));
  app.decorate('guildService', new GuildService(db));
  app.decorate('settings', new SettingsStore(db));
});
