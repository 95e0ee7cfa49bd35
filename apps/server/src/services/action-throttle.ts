import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { ACTION_THROTTLE_MS } from '@hoshi/contracts';
import { HttpError } from '../lib/http-error.ts';

/**
 * What shares a window: destructive actions (delete, end, reroll; docs/product.md#texts) share one; the
 * Language and Items toggles (docs/product.md#settings-forms) have one each.
 */
export type ThrottledAction = 'destructive' | 'language' | 'items';

/** Deletes the claim only if it is still ours (it may have ended and been claimed again). */
const RELEASE_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * At most one use of an action per 2 s, per user and guild. Shared through Redis when there is
 * one, so a second instance does not let one through. A use that failed (a 404, Discord refusing)
 * did nothing, so it gives its window back: the immediate retry is not refused.
 */
export class ActionThrottle {
  private readonly claims = new Map<string, { token: string; until: number }>();

  constructor(
    private readonly redis: Redis | null,
    private readonly windowMs = ACTION_THROTTLE_MS,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Runs `work` in this user's window for the action in this guild, or answers 429 `too_fast`. */
  async run<T>(action: ThrottledAction, userId: string, guildId: string, work: () => Promise<T>): Promise<T> {
    if (this.windowMs <= 0) return work();
    const key = `${action}:${userId}:${guildId}`;
    const token = randomUUID();
    if (!(await this.take(key, token))) {
      throw new HttpError(429, 'too_fast', 'One use per 2 seconds; try again shortly.');
    }
    try {
      return await work();
    } catch (err) {
      await this.release(key, token);
      throw err;
    }
  }

  /** Shared in Redis while it answers; this instance's memory while it is away (docs/security.md). */
  private async take(key: string, token: string): Promise<boolean> {
    if (this.redis?.status === 'ready') {
      return (await this.redis.set(`hoshi:throttle:${key}`, token, 'PX', this.windowMs, 'NX')) === 'OK';
    }
    const now = this.now();
    const held = this.claims.get(key);
    if (held && held.until > now) return false;
    this.claims.set(key, { token, until: now + this.windowMs });
    if (this.claims.size > 10_000) {
      for (const [k, claim] of this.claims) if (claim.until <= now) this.claims.delete(k);
    }
    return true;
  }

  private async release(key: string, token: string): Promise<void> {
    if (this.redis?.status === 'ready') {
      await this.redis.eval(RELEASE_SCRIPT, 1, `hoshi:throttle:${key}`, token);
      return;
    }
    if (this.claims.get(key)?.token === token) this.claims.delete(key);
  }
}
