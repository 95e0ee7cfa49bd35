import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ActionThrottle } from '../services/action-throttle.ts';
import { CollectionStore } from '../services/collection-store.ts';
import { GuildService } from '../services/guild-service.ts';
import { SessionService } from '../services/session-service.ts';
import { SettingsStore } from '../services/settings-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
    guildService: GuildService;
    settings: SettingsStore;
    collections: CollectionStore;
    actionThrottle: ActionThrottle;
  }
}

/** The app's domain services, decorated once so routes stay thin. */
export default fp(
  async function services(app: FastifyInstance) {
    app.decorate('sessions', new SessionService(app.db, app.discord, app.config.sessionSecret));
    app.decorate('guildService', new GuildService(app.db));
    app.decorate('settings', new SettingsStore(app.db));
    app.decorate('collections', new CollectionStore(app.db));
    app.decorate('actionThrottle', new ActionThrottle(app.redis, app.config.limits.actionThrottleMs));
  },
  { name: 'services', dependencies: ['database', 'redis', 'discord'] },
);
