import { describe, expect, it } from 'vitest';
import { CacheAside, TtlMap, type CacheStore } from './cache-aside.ts';

const deferred = <T>() => {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

/** A store in a Map that counts what it was asked. */
function mapStore() {
  const values = new Map<string, string>();
  const store: CacheStore<string> & { values: Map<string, string> } = {
    values,
    get: async (key) => values.get(key),
    set: async (key, value) => void values.set(key, value),
  };
  return store;
}

describe('CacheAside', () => {
  it('answers a hit from the store and keeps what a miss loaded', async () => {
    const store = mapStore();
    store.values.set('hit', 'stored');
    const aside = new CacheAside(store);
    let loads = 0;
    expect(await aside.get('hit', async () => `loaded ${++loads}`)).toBe('stored');
    expect(await aside.get('miss', async () => `loaded ${++loads}`)).toBe('loaded 1');
    expect(await aside.get('miss', async () => `loaded ${++loads}`)).toBe('loaded 1');
    expect(loads).toBe(1);
  });

  it('makes concurrent misses of one key share one load', async () => {
    const aside = new CacheAside(mapStore());
    const gate = deferred<string>();
    let loads = 0;
    const load = () => (loads++, gate.promise);
    const all = Promise.all([aside.get('k', load), aside.get('k', load), aside.get('k', load)]);
    await new Promise((r) => setTimeout(r, 0));
    gate.resolve('one');
    expect(await all).toEqual(['one', 'one', 'one']);
    expect(loads).toBe(1);
  });

  it('neither keeps nor shares a load that was under way when the key was forgotten', async () => {
    const store = mapStore();
    const aside = new CacheAside(store);
    const old = deferred<string>();
    const racing = aside.get('k', () => old.promise);
    await new Promise((r) => setTimeout(r, 0));
    aside.forget(['k']);
    // A caller after the forget does not join the old load, and what it loads is kept.
    expect(await aside.get('k', async () => 'new')).toBe('new');
    old.resolve('old');
    expect(await racing).toBe('old');
    expect(store.values.get('k')).toBe('new');
  });

  it('does not keep undefined (nothing found) and forgets a failed load', async () => {
    const store = mapStore();
    const aside = new CacheAside<string | undefined>(store);
    expect(await aside.get('k', async () => undefined)).toBeUndefined();
    await expect(aside.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await aside.get('k', async () => 'back')).toBe('back');
    expect(store.values.get('k')).toBe('back');
  });
});

describe('TtlMap', () => {
  it('expires entries and evicts the oldest write past its cap', () => {
    let now = 0;
    const map = new TtlMap<string>(2, () => now);
    map.set('a', 'A', 1000);
    map.set('b', 'B', 1000);
    map.set('a', 'A2', 1000); // a rewrite is not a new entry
    map.set('c', 'C', 1000);
    expect(map.size).toBe(2);
    expect(map.get('a')).toBeUndefined();
    expect(map.get('b')).toBe('B');
    now = 1000;
    expect(map.get('c')).toBeUndefined();
  });
});
