import type { Redis } from 'ioredis';
import { CacheAside, TtlMap } from './cache-aside.ts';
import type { InvalidationBus } from './read-cache.ts';
import { sharedCacheUnavailable } from './http-error.ts';

/** A small TTL cache; values are JSON-serialisable. Memory by default, Redis when configured. */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  delete(...keys: string[]): Promise<void>;
}

/**
 * Copied once when stored and frozen, so every hit hands out the same object without copying it
 * (a guild with 250 roles is read on every request); a caller that tried to change it would throw.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export class MemoryCache implements Cache {
  private readonly entries: TtlMap<unknown>;

  constructor(maxEntries = 10_000) {
    this.entries = new TtlMap(maxEntries);
  }

  async get<T>(key: string): Promise<T | undefined> {
    return this.entries.get(key) as T | undefined;
  }

  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    this.entries.set(key, deepFreeze(structuredClone(value)), ttlMs);
  }

  async delete(...keys: string[]): Promise<void> {
    for (const key of keys) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

export class RedisCache implements Cache {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'hoshi:cache:',
  ) {}

  /**
   * While Redis is away (its connection lost, not yet back) a command fails at once instead of
   * waiting in ioredis' offline queue; a first connection still under way is waited for.
   */
  private up(): void {
    if (['reconnecting', 'close', 'end'].includes(this.redis.status)) throw sharedCacheUnavailable();
  }

  async get<T>(key: string): Promise<T | undefined> {
    this.up();
    const raw = await this.redis.get(this.prefix + key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  }

  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    this.up();
    await this.redis.set(this.prefix + key, JSON.stringify(value), 'PX', Math.max(1, Math.round(ttlMs)));
  }

  async delete(...keys: string[]): Promise<void> {
    this.up();
    if (keys.length) await this.redis.del(...keys.map((k) => this.prefix + k));
  }
}

/**
 * Redis shared by every instance, with a few seconds of it kept in memory: a hit costs no round
 * trip, and concurrent misses of a key share one. Deletes (our own writes) reach every instance's
 * memory through the invalidation bus; while the bus is down, memory is not used.
 */
export class TieredCache implements Cache {
  private readonly memory = new MemoryCache();
  private readonly near: CacheAside<unknown>;
  readonly name = 'discord';

  constructor(
    private readonly shared: Cache,
    private readonly bus: InvalidationBus,
    private readonly memoryTtlMs = 5000,
  ) {
    this.near = new CacheAside<unknown>({
      get: (key) => (this.bus.usable ? this.memory.get(key) : Promise.resolve(undefined)),
      set: async (key, value) => {
        if (this.bus.usable) await this.memory.set(key, value, this.memoryTtlMs);
      },
    });
    bus.register(this);
  }

  /** While Redis is away a read is a miss: the caller reads from its source (Discord) instead. */
  get<T>(key: string): Promise<T | undefined> {
    return this.near.get(key, () => this.shared.get(key).catch(() => undefined)) as Promise<T | undefined>;
  }

  /** While Redis is away the answer is not kept (memory is used only while the bus is up). */
  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    try {
      await this.shared.set(key, value, ttlMs);
    } catch {
      return;
    }
    await this.memory.set(key, value, Math.min(ttlMs, this.memoryTtlMs));
  }

  async delete(...keys: string[]): Promise<void> {
    this.drop(keys);
    try {
      await this.shared.delete(...keys);
      await this.bus.publish(this.name, keys);
    } catch {
      throw sharedCacheUnavailable();
    }
  }

  drop(keys: string[] | 'all'): void {
    this.near.forget(keys);
    if (keys === 'all') this.memory.clear();
    else void this.memory.delete(...keys);
  }
}
