import { CacheAside } from '../lib/cache-aside.ts';
import type { Cache } from '../lib/cache.ts';

/** Short TTLs: fresh enough for a dashboard, and a settings page warm costs no Discord call. */
export const DISCORD_TTL_MS = {
  userGuilds: 60_000,
  guild: 120_000,
  channels: 60_000,
  member: 60_000,
} as const;

type Kind = keyof typeof DISCORD_TTL_MS;

/**
 * Discord's answers in the cache (memory, or Redis with memory in front), one lifetime per kind:
 * concurrent misses of a key cost one Discord call, and a key our own write dropped is not put
 * back by a call that was under way.
 */
export class DiscordCache {
  private readonly kinds: Record<Kind, CacheAside<unknown>>;

  constructor(private readonly cache: Cache) {
    const aside = (ttlMs: number) =>
      new CacheAside<unknown>({
        get: (key) => cache.get(key),
        set: (key, value) => cache.set(key, value, ttlMs),
      });
    this.kinds = {
      userGuilds: aside(DISCORD_TTL_MS.userGuilds),
      guild: aside(DISCORD_TTL_MS.guild),
      channels: aside(DISCORD_TTL_MS.channels),
      member: aside(DISCORD_TTL_MS.member),
    };
  }

  get<T>(kind: Kind, key: string, load: () => Promise<T>): Promise<T> {
    return this.kinds[kind].get(key, load) as Promise<T>;
  }

  /** After our own write: the cached answer is stale. */
  async drop(kind: Kind, key: string): Promise<void> {
    this.kinds[kind].forget([key]);
    await this.cache.delete(key);
  }
}
