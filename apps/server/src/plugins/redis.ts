import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { MemoryCache, RedisCache, TieredCache, type Cache } from '../lib/cache.ts';
import { localBus, RedisInvalidationBus, type InvalidationBus } from '../lib/read-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared with other instances when REDIS_URL is set. */
    redis: Redis | null;
    cache: Cache;
    /** Tells every instance's in-process read caches what our writes made stale. */
    invalidation: InvalidationBus;
  }
}

/**
 * Says once that Redis is away and once that it is back. While it is away reads go to their
 * source, rate limits count in each instance's memory, and saves that other instances must hear
 * of answer 503 (docs/security.md, "Redis down").
 */
function watchRedis(client: Redis, log: FastifyBaseLogger) {
  const watch = { closing: false, away: false };
  const gone = (err?: Error) => {
    if (watch.closing || watch.away) return;
    watch.away = true;
    log.warn(
      { err },
      'Redis is away: reading from the database, rate limits in memory, shared saves refused',
    );
  };
  client.on('error', gone);
  client.on('close', () => gone());
  client.on('ready', () => {
    if (!watch.away) return;
    watch.away = false;
    log.info('Redis is back');
  });
  return watch;
}

/** Redis when configured (caches and rate limits shared by every instance), else memory. */
export default fp(
  async function redis(app: FastifyInstance) {
    const { redisUrl } = app.config;
    // Loaded only when configured: a start without Redis does not pay for its client. `default`
    // (CommonJS's module.exports) is the one export both Node and the server's bundle give.
    const client = redisUrl
      ? new (await import('ioredis')).default(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
      : null;
    if (client) {
      const watch = watchRedis(client, app.log);
      app.addHook('onClose', async () => {
        watch.closing = true;
        await client.quit();
      });
    }
    app.decorate('redis', client);
    const bus = client ? await RedisInvalidationBus.start(client) : localBus;
    const cache: Cache = client ? new TieredCache(new RedisCache(client), bus) : new MemoryCache();
    app.decorate('cache', cache);
    if (bus instanceof RedisInvalidationBus) app.addHook('onClose', () => bus.close());
    app.decorate('invalidation', bus);
  },
  { name: 'redis', dependencies: ['config'] },
);
