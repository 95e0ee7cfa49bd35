import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { RedisCache } from '../src/lib/cache.ts';
import { ActionThrottle } from '../src/services/action-throttle.ts';
import { closeTestApp, createTestApp, signIn, USERS } from './helpers.ts';

const url = process.env.TEST_REDIS_URL;

/** Shared caches and rate limits for several instances (DESIGN §4), against a real Redis. */
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
    await first.claim(user, '200000000000000001');
    await expect(second.claim(user, '200000000000000001')).rejects.toMatchObject({ statusCode: 429 });
    await expect(second.claim(user, '200000000000000002')).resolves.toBeUndefined();
  });
});
