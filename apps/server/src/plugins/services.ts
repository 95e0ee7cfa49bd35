import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { InventoryStore } from '../inventory/inventory-store.ts';
import { GuildService } from '../services/guild-service.ts';
import { SessionService } from '../services/session-service.ts';
import { SettingsStore } from '../services/settings-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
    guildService: GuildService;
    settings: SettingsStore;
    inventories: InventoryStore;
  }
}

/** The app's domain services, decorated once so routes stay thin. */
export default fp(
  async function services(app: FastifyInstance) {
    app.decorate('sessions', new SessionService(app.db, app.discord, app.config.sessionSecret));
    app.decorate('guildService', new GuildService(app.db));
    app.decorate('settings', new SettingsStore(app.db));
    app.decorate('inventories', new InventoryStore(app.db));
  },
  { name: 'services', dependencies: ['database', 'discord'] },
);
