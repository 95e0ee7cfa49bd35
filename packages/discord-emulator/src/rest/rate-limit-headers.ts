import { createHash } from 'node:crypto';

// Generous enough that @discordjs/rest rarely pauses in tests, small enough that it does sometimes,
// as it would against Discord. The emulator never answers 429 on its own: only the fault switch does.
const LIMIT = 50;
/** How long a bucket's window lasts: a client that used it up waits at most this long. */
export const RATE_LIMIT_WINDOW_MS = 1000;

interface Window {
  startedAt: number;
  used: number;
}

export interface RateLimitInfo {
  limit: number;
  remaining: number;
  resetAt: number;
  resetAfter: number;
  bucket: string;
}

/** Per-bucket windows like Discord's: a bucket is a route template plus its major parameter (guild id). */
export class RateLimitBuckets {
  private readonly windows = new Map<string, Window>();
  /** Each template's bucket id, hashed once (a hash per request was a cost of every answer). */
  private readonly buckets = new Map<string, string>();

  constructor(private readonly now: () => number) {}

  consume(template: string, majorParameter: string | undefined): RateLimitInfo {
    const key = `${template}:${majorParameter ?? ''}`;
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= RATE_LIMIT_WINDOW_MS) {
      window = { startedAt: now, used: 0 };
      this.windows.set(key, window);
    }
    window.used += 1;
    const resetAt = window.startedAt + RATE_LIMIT_WINDOW_MS;
    let bucket = this.buckets.get(template);
    if (bucket === undefined) {
      // Discord's bucket ids are opaque hashes shared by routes with the same limit.
      bucket = createHash('sha1').update(template).digest('hex').slice(0, 32);
      this.buckets.set(template, bucket);
    }
    return {
      limit: LIMIT,
      remaining: Math.max(0, LIMIT - window.used),
      resetAt: resetAt / 1000,
      resetAfter: Math.max(0, resetAt - now) / 1000,
      bucket,
    };
  }
}
