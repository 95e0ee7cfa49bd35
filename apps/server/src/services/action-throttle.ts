import type { Redis } from 'ioredis';
import { ACTION_THROTTLE_MS } from '@hoshi/contracts';
import { HttpError } from '../lib/http-error.ts';

/**
 * spec 001 §8: destructive actions (delete, end, reroll) at most once per 2 s, per user and
 * guild. Shared through Redis when there is one, so a second instance does not let one through.
 */
export class ActionThrottle {
  private readonly last = new Map<string, number>();

  constructor(
    private readonly redis: Redis | null,
    private readonly windowMs = ACTION_THROTTLE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Claims the window for this user and guild, or answers 429 `too_fast`. */
  async claim(userId: string, guildId: string): Promise<void> {
    if (this.windowMs <= 0) return;
    const key = `${userId}:${guildId}`;
    if (!(await this.take(key))) {
      throw new HttpError(429, 'too_fast', 'One destructive action per 2 seconds; try again shortly.');
    }
  }

  private async take(key: string): Promise<boolean> {
    if (this.redis) {
      const set = await this.redis.set(`hoshi:throttle:${key}`, '1', 'PX', this.windowMs, 'NX');
      return set === 'OK';
    }
    const now = this.now();
    const previous = this.last.get(key);
    if (previous !== undefined && now - previous < this.windowMs) return false;
    this.last.set(key, now);
    if (this.last.size > 10_000) {
      for (const [k, at] of this.last) if (now - at >= this.windowMs) this.last.delete(k);
    }
    return true;
  }
}
