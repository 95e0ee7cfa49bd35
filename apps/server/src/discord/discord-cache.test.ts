import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../lib/cache.ts';
import { DiscordCache } from './discord-cache.ts';

describe('DiscordCache', () => {
  it('does not put back a list that was being read from Discord when our own write dropped it', async () => {
    const cache = new MemoryCache();
    const discord = new DiscordCache(cache);
    let answer: (channels: string[]) => void = () => undefined;
    const reading = discord.get('channels', 'channels:1', () => new Promise<string[]>((r) => (answer = r)));
    await new Promise((r) => setTimeout(r, 0));
    // A channel create answered meanwhile; the list read before it lacks the new channel.
    await discord.drop('channels', 'channels:1');
    answer(['general']);
    expect(await reading).toEqual(['general']);
    expect(await cache.get('channels:1')).toBeUndefined();
    expect(await discord.get('channels', 'channels:1', async () => ['general', 'new room'])).toEqual([
      'general',
      'new room',
    ]);
  });
});
