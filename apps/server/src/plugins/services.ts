import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { InventoryStore } from '../repositories/inventory-store.ts';
import { FirstPages, MemberXpStore } from '../repositories/member-xp-store.ts';
import { ProfileStore } from '../repositories/profile-store.ts';
import { ActionThrottle } from '../services/action-throttle.ts';
import { CollectionStore } from '@hoshi/db';
import { GuildService } from '../services/guild-service.ts';
import { ReadCache } from '../lib/read-cache.ts';
import { SessionService, type SessionRow } from '../services/session-service.ts';
import { SettingsStore, type SettingsDocument } from '../repositories/settings-store.ts';

/**
 * Sessions and settings documents read from memory (docs/product.md#api-rules). The TTL only bounds what a write
 * outside this app (a manual SQL fix) leaves stale; our own writes invalidate at once.
 */
const READ_CACHE = {
  sessions: { ttlMs: 5 * 60_000, maxEntries: 50_000 },
  settings: { ttlMs: 5 * 60_000, maxEntries: 50_000 },
};

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
    guildService: GuildService;
    settings: SettingsStore;
    inventories: InventoryStore;
    profiles: ProfileStore;
    collections: CollectionStore;
    actionThrottle: ActionThrottle;
    memberXp: MemberXpStore;
  }
}

/** The app's domain services, decorated once so routes stay thin. */
export default fp(
  async function services(app: FastifyInstance) {
    const sessionCache = new ReadCache<SessionRow>('sessions', READ_CACHE.sessions, app.invalidation);
    const settingsCache = new ReadCache<SettingsDocument>('settings', READ_CACHE.settings, app.invalidation);
    app.decorate(
      'sessions',
      new SessionService(app.db, app.discord, app.config.sessionSecret, Date.now, sessionCache),
    );
    app.decorate('guildService', new GuildService(app.db));
    app.decorate('settings', new SettingsStore(app.db, settingsCache));
    app.decorate('inventories', new InventoryStore(app.db));
    app.decorate('profiles', new ProfileStore(app.db));
    app.decorate('collections', new CollectionStore(app.db));
    app.decorate('memberXp', new MemberXpStore(app.db, await FirstPages.watch(app.database)));
    app.decorate('actionThrottle', new ActionThrottle(app.redis, app.config.limits.actionThrottleMs));
  },
  { name: 'services', dependencies: ['database', 'discord', 'redis'] },
);
