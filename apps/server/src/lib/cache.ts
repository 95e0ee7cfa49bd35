import type { Redis } from 'ioredis';
import type { InvalidationBus } from './read-cache.ts';

/** A small TTL cache; values are JSON-serialisable. Memory by default, Redis when configured. */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  /** The value when this instance holds it in memory (no I/O, no promise); undefined otherwise. */
  peek<T>(key: string): T | undefined;
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
  private readonly entries = new Map<string, { value: unknown; expires: number }>();

  constructor(private readonly maxEntries = 10_000) {}

  async get<T>(key: string): Promise<T | undefined> {
    return this.peek<T>(key);
  }

  peek<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    // Map keeps insertion order: dropping the first key evicts the oldest write.
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value: deepFreeze(structuredClone(value)), expires: Date.now() + ttlMs });
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

  async get<T>(key: string): Promise<T | undefined> {
    const raw = await this.redis.get(this.prefix + key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  }

  peek<T>(): T | undefined {
    return undefined;
  }

  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    await this.redis.set(this.prefix + key, JSON.stringify(value), 'PX', Math.max(1, Math.round(ttlMs)));
  }

  async delete(...keys: string[]): Promise<void> {
    if (keys.length) await this.redis.del(...keys.map((k) => this.prefix + k));
  }
}

/**
 * Redis shared by every instance, with a few seconds of it kept in memory: a hit costs no round
 * trip. Deletes (our own writes) reach every instance's memory through the invalidation bus.
 */
export class TieredCache implements Cache {
  private readonly memory = new MemoryCache();
  private epoch = 0;
  readonly name = 'discord';

  constructor(
    private readonly shared: Cache,
    private readonly bus: InvalidationBus,
    private readonly memoryTtlMs = 5000,
  ) {
    bus.register(this);
  }

  async get<T>(key: string): Promise<T | undefined> {
    const near = this.peek<T>(key);
    if (near !== undefined) return near;
    const epoch = this.epoch;
    const far = await this.shared.get<T>(key);
    if (far !== undefined && epoch === this.epoch && this.bus.usable) {
      await this.memory.set(key, far, this.memoryTtlMs);
    }
    return far;
  }

  peek<T>(key: string): T | undefined {
    return this.bus.usable ? this.memory.peek<T>(key) : undefined;
  }

  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    await this.shared.set(key, value, ttlMs);
    await this.memory.set(key, value, Math.min(ttlMs, this.memoryTtlMs));
  }

  async delete(...keys: string[]): Promise<void> {
    await this.shared.delete(...keys);
    this.drop(keys);
    await this.bus.publish(this.name, keys);
  }

  drop(keys: string[] | 'all'): void {
    this.epoch++;
    if (keys === 'all') this.memory.clear();
    else void this.memory.delete(...keys);
  }
}
