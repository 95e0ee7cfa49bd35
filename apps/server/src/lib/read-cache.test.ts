import { describe, expect, it } from 'vitest';
import { ReadCache, type InvalidationBus } from './read-cache.ts';

const deferred = <T>() => {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('ReadCache', () => {
  it('loads once, then answers from memory until invalidated', async () => {
    const cache = new ReadCache<string>('t', { ttlMs: 60_000, maxEntries: 10 });
    let loads = 0;
    const load = async () => `v${++loads}`;
    expect(await cache.get('k', load)).toBe('v1');
    expect(await cache.get('k', load)).toBe('v1');
    await cache.invalidate('k');
    expect(await cache.get('k', load)).toBe('v2');
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new ReadCache<string>('t', { ttlMs: 60_000, maxEntries: 10 });
    let loads = 0;
    const gate = deferred<string>();
    const load = () => (loads++, gate.promise);
    const both = Promise.all([cache.get('k', load), cache.get('k', load)]);
    gate.resolve('row');
    expect(await both).toEqual(['row', 'row']);
    expect(loads).toBe(1);
  });

  it('does not cache a row loaded before an invalidation that happened while it loaded', async () => {
    const cache = new ReadCache<string>('t', { ttlMs: 60_000, maxEntries: 10 });
    const old = deferred<string>();
    const racing = cache.get('k', () => old.promise);
    // A save commits and invalidates while the read above is still waiting for the database.
    await cache.invalidate('k');
    old.resolve('old');
    expect(await racing).toBe('old');
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });

  it('keeps what put stores and never caches a missing row', async () => {
    const cache = new ReadCache<string>('t', { ttlMs: 60_000, maxEntries: 10 });
    expect(await cache.get('gone', async () => undefined)).toBeUndefined();
    expect(await cache.get('gone', async () => 'now here')).toBe('now here');
    await cache.put('k', 'saved');
    expect(await cache.get('k', async () => 'database')).toBe('saved');
  });

  it('expires entries after the TTL and evicts the oldest beyond maxEntries', async () => {
    let now = 0;
    const cache = new ReadCache<string>('t', { ttlMs: 1000, maxEntries: 2, now: () => now });
    await cache.put('a', 'A');
    await cache.put('b', 'B');
    await cache.put('c', 'C');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'A from db')).toBe('A from db');
    now = 1001;
    expect(await cache.get('c', async () => 'C from db')).toBe('C from db');
  });

  it('reads through while the bus cannot promise to deliver invalidations', async () => {
    const bus: InvalidationBus & { usable: boolean } = {
      usable: false,
      canPublish: false,
      register: () => undefined,
      publish: async () => undefined,
    };
    const cache = new ReadCache<string>('t', { ttlMs: 60_000, maxEntries: 10 }, bus);
    let loads = 0;
    const load = async () => `v${++loads}`;
    await cache.get('k', load);
    await cache.get('k', load);
    expect(loads).toBe(2);
  });

  it('awaits the bus before an invalidation counts as done', async () => {
    const published: string[][] = [];
    const sent = deferred<void>();
    const bus: InvalidationBus = {
      usable: true,
      canPublish: true,
      register: () => undefined,
      publish: async (_name, keys) => {
        published.push(keys);
        await sent.promise;
      },
    };
    const cache = new ReadCache<string>('t', { ttlMs: 60_000, maxEntries: 10 }, bus);
    let done = false;
    const invalidation = cache.invalidate('x', 'y').then(() => (done = true));
    await Promise.resolve();
    expect(published).toEqual([['x', 'y']]);
    expect(done).toBe(false);
    sent.resolve();
    await invalidation;
    expect(done).toBe(true);
  });
});
