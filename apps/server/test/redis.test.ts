import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { RedisCache, TieredCache } from '../src/lib/cache.ts';
import { RedisInvalidationBus } from '../src/lib/read-cache.ts';
import { ActionThrottle } from '../src/services/action-throttle.ts';
import { closeTestApp, createTestApp, signIn, USERS } from './helpers.ts';

const url = process.env.TEST_REDIS_URL;

/** Shared caches and rate limits for several instances (docs/architecture.md#running-modes), against a real Redis. */
describe.runIf(url)('with Redis', () => {
  const redis = new Redis(url ?? '');
  afterAll(() => redis.quit());

  it('caches JSON values with a TTL and deletes them', async () => {
    const cache = new RedisCache(redis, `hoshi:test:${randomBytes(4).toString('hex')}:`);
    await cache.set('k', { a: [1, 2] }, 5000);
    expect(await cache.get('k')).toEqual({ a: [1, 2] });
    await cache.delete('k');
    expect(await cache.get('k')).toBeUndefined();
    await cache.set('short', 1, 20);
    await new Promise((r) => setTimeout(r, 60));
    expect(await cache.get('short')).toBeUndefined();
  });

  it('keeps Discord answers in memory for a moment, and a delete on one instance reaches the others', async () => {
    const prefix = `hoshi:test:${randomBytes(4).toString('hex')}:`;
    const channel = `${prefix}invalidate`;
    const buses = await Promise.all([
      RedisInvalidationBus.start(redis, { channel }),
      RedisInvalidationBus.start(redis, { channel }),
    ]);
    const [one, two] = buses.map((bus) => new TieredCache(new RedisCache(redis, prefix), bus, 60_000));
    await one!.set('channels:1', ['general'], 60_000);
    expect(await two!.get('channels:1')).toEqual(['general']);
    // Changed behind both instances' backs: the one that read it keeps its copy in memory…
    await redis.set(`${prefix}channels:1`, JSON.stringify(['general', 'new']));
    expect(await two!.get('channels:1')).toEqual(['general']);
    // …until one of them deletes it (our own write): then nobody answers the old list.
    await one!.delete('channels:1');
    expect(await two!.get('channels:1')).toBeUndefined();
    await Promise.all(buses.map((bus) => bus.close()));
  });

  it('keeps the Discord cache and the rate-limit counters in Redis', async () => {
    const first = await createTestApp({}, { redisUrl: url });
    const akari = await signIn(first, USERS.akari);
    const list = { id: USERS.akari, guilds: ['200000000000000001'] };
    const res = await first.inject({
      method: 'POST',
      url: '/api/guilds',
      headers: akari.headers,
      payload: list,
    });
    expect(Object.keys(res.json())).toEqual(['200000000000000001']);
    const cached = await redis.keys(`hoshi:cache:user-guilds:${USERS.akari}`);
    expect(cached).toHaveLength(1);
    expect((await redis.keys('hoshi:rl:*')).length).toBeGreaterThan(0);
    await closeTestApp(first);
  });

  it('shares the 2 s window of destructive actions between instances', async () => {
    const user = `test-${randomBytes(4).toString('hex')}`;
    const [first, second] = [new ActionThrottle(redis), new ActionThrottle(redis)];
    const done = () => Promise.resolve('done');
    await first.run('destructive', user, '200000000000000001', done);
    await expect(second.run('destructive', user, '200000000000000001', done)).rejects.toMatchObject({
      statusCode: 429,
      code: 'too_fast',
    });
    await expect(second.run('destructive', user, '200000000000000002', done)).resolves.toBe('done');
    // A use that failed gives the window back on every instance.
    const gone = new Error('gone');
    await expect(first.run('items', user, '200000000000000001', () => Promise.reject(gone))).rejects.toBe(
      gone,
    );
    await expect(second.run('items', user, '200000000000000001', done)).resolves.toBe('done');
  });
});
