import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';

type Incr = (
  key: string,
  callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
  // Always given by the plugin (its declared type leaves them out).
  timeWindow?: number,
  max?: number,
) => void;
/** What the plugin hands a store: the limit's options (only these two matter to counting). */
interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}
interface Store {
  incr: Incr;
  child(routeOptions: unknown): Store;
}
type StoreCtor = new (...args: unknown[]) => Store;

// @fastify/rate-limit's own stores (CommonJS, without types of their own).
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreCtor;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreCtor;

/**
 * Counts in Redis, shared by every instance, while Redis answers; in this instance's memory while
 * it does not (docs/security.md, "Redis down"). A request is never refused, nor answered 500,
 * because the shared counter is away: the limit holds per instance until it is back.
 */
export function fallbackRateStore(redis: Redis, nameSpace: string, cacheSize: number) {
  class FallbackStore implements Store {
    private readonly shared: Store;
    private readonly local: Store;

    constructor(params: StoreParams, pair?: { shared: Store; local: Store }) {
      const { continueExceeding = false, exponentialBackoff = false } = params;
      this.shared = pair?.shared ?? new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace);
      this.local = pair?.local ?? new LocalStore(continueExceeding, exponentialBackoff, cacheSize);
    }

    incr: Incr = (key, callback, timeWindow, max) => {
      if (redis.status !== 'ready') return this.local.incr(key, callback, timeWindow, max);
      this.shared.incr(
        key,
        (error, result) => (error ? this.local.incr(key, callback, timeWindow, max) : callback(null, result)),
        timeWindow,
        max,
      );
    };

    child(routeOptions: unknown): Store {
      return new FallbackStore(
        {},
        {
          shared: this.shared.child(routeOptions),
          local: this.local.child(routeOptions),
        },
      );
    }
  }
  return FallbackStore;
}
