import { sharedCacheUnavailable } from './http-error.ts';
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { CacheAside, TtlMap } from './cache-aside.ts';

/**
 * In-process read cache for rows the database owns (sessions, settings documents): hits cost no
 * I/O. Correctness rules (docs/product.md#api-rules):
 * - A value loaded from the database is stored only if no invalidation happened while it was
 *   loading (`CacheAside`), so a read racing a save or a logout never re-caches the old row.
 * - Our own writes call `invalidate` (or `put`) after the database committed and before they answer.
 * - With Redis, `invalidate` publishes the keys and waits until every subscribed instance said
 *   it dropped them, so a save or logout that answered is seen by every instance at once. While
 *   an instance's subscription is down it serves nothing from memory (it could miss a message),
 *   and it forgets everything when the subscription comes back.
 */
export interface ReadCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

export class ReadCache<T> {
  private readonly entries: TtlMap<T>;
  private readonly aside: CacheAside<T | undefined>;

  constructor(
    /** Names the cache on the bus: the same name on every instance. */
    readonly name: string,
    private readonly opts: ReadCacheOptions,
    private readonly bus: InvalidationBus = localBus,
  ) {
    this.entries = new TtlMap(opts.maxEntries, opts.now);
    this.aside = new CacheAside<T | undefined>({
      get: async (key) => (this.bus.usable ? this.entries.get(key) : undefined),
      set: async (key, value) => {
        if (this.bus.usable && value !== undefined) this.entries.set(key, value, this.opts.ttlMs);
      },
    });
    bus.register(this);
  }

  /** The cached value, or `load()` from the database (concurrent misses share one load). */
  get(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    return this.aside.get(key, load);
  }

  /**
   * Before a write whose cached copies other instances must drop: refused (503) while they cannot
   * be told, so nothing is written that they would go on answering the old copy of.
   */
  assertShared(): void {
    if (!this.bus.canPublish) throw sharedCacheUnavailable();
  }

  /** After our own committed write: other instances drop the key, this one keeps `value`. */
  async put(key: string, value: T): Promise<void> {
    await this.invalidate(key);
    if (this.bus.usable) this.entries.set(key, value, this.opts.ttlMs);
  }

  /** After a committed write or delete: no instance serves the old value once this resolves. */
  async invalidate(...keys: string[]): Promise<void> {
    this.drop(keys);
    await this.bus.publish(this.name, keys);
  }

  /** Called by the bus for a message from another instance (or a lost subscription). */
  drop(keys: string[] | 'all'): void {
    // A load that started before this must not be kept or handed to later callers either.
    this.aside.forget(keys);
    if (keys === 'all') this.entries.clear();
    else for (const key of keys) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** How invalidations reach the other instances. */
export interface InvalidationBus {
  /** False while invalidations from other instances could be missed: caches then read through. */
  readonly usable: boolean;
  /** False while the other instances cannot be told of a change (writes are refused then). */
  readonly canPublish: boolean;
  register(cache: { name: string; drop(keys: string[] | 'all'): void }): void;
  publish(cacheName: string, keys: string[]): Promise<void>;
}

/** One instance: nothing to tell anyone. */
export const localBus: InvalidationBus = {
  usable: true,
  canPublish: true,
  register: () => undefined,
  publish: async () => undefined,
};

interface Message {
  id: string;
  from: string;
  cache: string;
  keys: string[];
}

/**
 * Redis pub/sub with acknowledgements: `publish` resolves once every other instance subscribed
 * when it was sent has dropped the keys (or after `ackTimeoutMs`, for one that died meanwhile).
 */
export class RedisInvalidationBus implements InvalidationBus {
  private readonly instance = randomBytes(8).toString('hex');
  private readonly caches = new Map<string, { drop(keys: string[] | 'all'): void }>();
  private readonly waiting = new Map<string, Waiter>();
  private ready = false;

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
    private readonly ackTimeoutMs: number,
  ) {}

  /** Subscribes on a connection of its own (a subscribed connection can do nothing else). */
  static async start(redis: Redis, opts: { channel?: string; ackTimeoutMs?: number } = {}) {
    const channel = opts.channel ?? 'hoshi:invalidate';
    const bus = new RedisInvalidationBus(redis, redis.duplicate(), channel, opts.ackTimeoutMs ?? 1000);
    const { subscriber } = bus;
    subscriber.on('message', (ch: string, raw: string) => bus.receive(ch, raw));
    await subscriber.subscribe(channel, `${channel}:ack`);
    // Messages sent while the connection is down are lost: read through until it is back.
    subscriber.on('close', () => bus.setReady(false));
    subscriber.on('ready', () => bus.setReady(true));
    bus.setReady(true);
    return bus;
  }

  get usable(): boolean {
    return this.ready;
  }

  get canPublish(): boolean {
    return this.publisher.status === 'ready';
  }

  register(cache: { name: string; drop(keys: string[] | 'all'): void }) {
    this.caches.set(cache.name, cache);
  }

  async publish(cacheName: string, keys: string[]): Promise<void> {
    // While Redis is away the other instances cannot be told: refused (503), not queued. A save
    // asks first (assertShared), so this is reached only when Redis went away during its write.
    if (!this.canPublish) throw sharedCacheUnavailable();
    const message: Message = {
      id: randomBytes(8).toString('hex'),
      from: this.instance,
      cache: cacheName,
      keys,
    };
    const waiter = new Waiter();
    // Registered before sending: an acknowledgement can arrive before PUBLISH answers.
    this.waiting.set(message.id, waiter);
    const timer = setTimeout(() => waiter.finish(), this.ackTimeoutMs);
    try {
      const receivers = await this.publisher.publish(this.channel, JSON.stringify(message));
      // Our own subscriber is among the receivers and does not acknowledge its own message.
      waiter.expect(receivers - (this.ready ? 1 : 0));
      await waiter.done;
    } finally {
      clearTimeout(timer);
      this.waiting.delete(message.id);
    }
  }

  async close(): Promise<void> {
    this.ready = false;
    this.subscriber.removeAllListeners('close');
    await this.subscriber.quit().catch(() => undefined);
  }

  private receive(channel: string, raw: string) {
    let message: Message;
    try {
      message = JSON.parse(raw) as Message;
    } catch {
      return;
    }
    if (channel === this.channel) {
      if (message.from === this.instance) return;
      this.caches.get(message.cache)?.drop(message.keys);
      const ack = { id: message.id, from: this.instance, cache: message.cache, keys: [] };
      this.publisher.publish(`${this.channel}:ack`, JSON.stringify(ack)).catch(() => undefined);
      return;
    }
    // An acknowledgement: only the sender waits for it.
    this.waiting.get(message.id)?.ack();
  }

  private setReady(ready: boolean) {
    if (this.ready === ready) return;
    this.ready = ready;
    for (const cache of this.caches.values()) cache.drop('all');
  }
}

/** Counts acknowledgements; they may arrive before the number expected is known. */
class Waiter {
  private acks = 0;
  private expected: number | undefined;
  finish: () => void = () => undefined;
  readonly done = new Promise<void>((resolve) => (this.finish = resolve));

  expect(count: number) {
    this.expected = count;
    this.check();
  }

  ack() {
    this.acks++;
    this.check();
  }

  private check() {
    if (this.expected !== undefined && this.acks >= this.expected) this.finish();
  }
}
