/**
 * The one cache-aside of the server: a hit is answered from the store; concurrent misses of a key
 * share one load, and what the load answered is kept. Every cache of the request path (sessions
 * and settings documents in `read-cache.ts`, Discord answers in `discord/discord-cache.ts`, the
 * memory in front of Redis in `cache.ts`) is this helper over a store of its own.
 *
 * A load that was in flight when `forget` was called is not kept, and not handed to later callers
 * (an epoch counter): a read racing a save, a logout or our own Discord write never puts the old
 * value back.
 */
export interface CacheStore<T> {
  /** Undefined when the store holds nothing for the key (or may not be trusted right now). */
  get(key: string): Promise<T | undefined>;
  set(key: string, value: T): Promise<void>;
}

export class CacheAside<T> {
  private readonly loads = new Map<string, Promise<T>>();
  private epoch = 0;

  constructor(private readonly store: CacheStore<T>) {}

  async get(key: string, load: () => Promise<T>): Promise<T> {
    // Taken before the store is asked: a `forget` from here on may concern what the load reads.
    const epoch = this.epoch;
    const hit = await this.store.get(key);
    return hit !== undefined ? hit : this.loadOnce(key, load, epoch);
  }

  /** Loads still in flight are neither kept nor shared any more. */
  forget(keys: string[] | 'all'): void {
    this.epoch++;
    if (keys === 'all') this.loads.clear();
    else for (const key of keys) this.loads.delete(key);
  }

  private loadOnce(key: string, load: () => Promise<T>, epoch: number): Promise<T> {
    const pending = this.loads.get(key);
    if (pending) return pending;
    const promise = (async () => {
      const value = await load();
      // Undefined is "nothing there" (no such session): asked again next time.
      if (value !== undefined && epoch === this.epoch) await this.store.set(key, value);
      return value;
    })().finally(() => {
      if (this.loads.get(key) === promise) this.loads.delete(key);
    });
    this.loads.set(key, promise);
    return promise;
  }
}

/**
 * Values with a lifetime, at most `maxEntries` of them: past the cap the oldest write goes (a
 * `Map` keeps insertion order, so that is its first key). An expired entry is dropped when read.
 */
export class TtlMap<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > this.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: T, ttlMs: number): void {
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expires: this.now() + ttlMs });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
