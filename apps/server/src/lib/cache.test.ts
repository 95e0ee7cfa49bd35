import { describe, expect, it } from 'vitest';
import { MemoryCache } from './cache.ts';

describe('MemoryCache', () => {
  it('keeps its own copy: changing what was stored changes nothing cached', async () => {
    const cache = new MemoryCache();
    const guild = { id: '1', roles: [{ id: 'r', name: 'member' }] };
    await cache.set('guild', guild, 60_000);
    guild.roles[0]!.name = 'changed';
    expect(await cache.get('guild')).toEqual({ id: '1', roles: [{ id: 'r', name: 'member' }] });
  });

  it('hands out a frozen value, so no caller can change what the next one reads', async () => {
    const cache = new MemoryCache();
    await cache.set('guilds', [{ id: '1', name: 'Star Lounge' }], 60_000);
    const hit = await cache.get<Array<{ id: string; name: string }>>('guilds');
    expect(() => hit?.push({ id: '2', name: 'x' })).toThrow(TypeError);
    expect(() => {
      if (hit?.[0]) hit[0].name = 'x';
    }).toThrow(TypeError);
    expect(await cache.get('guilds')).toEqual([{ id: '1', name: 'Star Lounge' }]);
  });

  it('forgets an entry after its TTL and evicts the oldest past its size', async () => {
    const cache = new MemoryCache(2);
    await cache.set('a', 1, 60_000);
    await cache.set('b', 2, 60_000);
    await cache.set('c', 3, 60_000);
    expect(await cache.get('a')).toBeUndefined();
    await cache.set('short', 1, -1);
    expect(await cache.get('short')).toBeUndefined();
  });
});
