import { createHash } from 'node:crypto';

/** A per-route bucket: `limit` requests per window of `windowMs`, per bot (or user) and top-level resource. */
export interface BucketLimit {
  limit: number;
  windowMs: number;
}

/** Discord's REST limits, as the emulator applies them (docs/decisions/0079-discord-s-limits-in-the-emulator.md). */
export interface RestLimits {
  /** Requests a second per bot token (or user token, or address without a token); Discord's is 50. */
  globalPerSecond: number;
  /** Buckets by route ("POST /channels/:id/messages"); other routes use `defaultRoute`. */
  routes: Record<string, BucketLimit>;
  defaultRoute: BucketLimit;
  /** 401, 403 and 429 answers (429s of scope shared aside) allowed per window before a ban. */
  invalidRequests: { limit: number; windowMs: number; banMs: number };
}

/** The gateway's session start limit (GET /gateway/bot's session_start_limit). */
export interface SessionStartLimits {
  /** Identifies allowed per day; Discord's is 1000. */
  total: number;
  /** Identifies allowed per 5 seconds, one per rate_limit_key (shard_id % max_concurrency). */
  maxConcurrency: number;
}

export type Limits = RestLimits & SessionStartLimits;

/** Every number in docs/decisions/0051-the-emulators-gateway-and-world.md's entry, and where Discord's documents give it. */
export const DISCORD_LIMITS: Limits = {
  globalPerSecond: 50,
  routes: { 'POST /channels/:id/messages': { limit: 5, windowMs: 5000 } },
  defaultRoute: { limit: 50, windowMs: 1000 },
  invalidRequests: { limit: 10_000, windowMs: 10 * 60_000, banMs: 60 * 60_000 },
  total: 1000,
  maxConcurrency: 1,
};

/** What a test or the standalone emulator may change: any number, any route's bucket. */
export interface LimitOptions {
  globalPerSecond?: number;
  routes?: Record<string, BucketLimit>;
  defaultRoute?: BucketLimit;
  invalidRequests?: Partial<RestLimits['invalidRequests']>;
  sessionStartTotal?: number;
  maxConcurrency?: number;
}

const isCount = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 1;

function bucketLimit(name: string, value: unknown): BucketLimit {
  const bucket = value as Partial<BucketLimit> | null;
  if (typeof bucket !== 'object' || bucket === null || !isCount(bucket.limit) || !isCount(bucket.windowMs))
    throw new Error(`discord-emulator: limit "${name}" needs a whole limit and windowMs, each at least 1`);
  return { limit: bucket.limit, windowMs: bucket.windowMs };
}

function count(name: string, value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  if (!isCount(value))
    throw new Error(`discord-emulator: limit "${name}" must be a whole number, at least 1`);
  return value;
}

/** Discord's limits with the given changes; throws on a number that cannot be a limit. */
export function resolveLimits(options: LimitOptions = {}): Limits {
  const routes = { ...DISCORD_LIMITS.routes };
  for (const [route, bucket] of Object.entries(options.routes ?? {}))
    routes[route] = bucketLimit(`routes.${route}`, bucket);
  const invalid = options.invalidRequests ?? {};
  const base = DISCORD_LIMITS.invalidRequests;
  return {
    globalPerSecond: count('globalPerSecond', options.globalPerSecond, DISCORD_LIMITS.globalPerSecond),
    routes,
    defaultRoute:
      options.defaultRoute === undefined
        ? DISCORD_LIMITS.defaultRoute
        : bucketLimit('defaultRoute', options.defaultRoute),
    invalidRequests: {
      limit: count('invalidRequests.limit', invalid.limit, base.limit),
      windowMs: count('invalidRequests.windowMs', invalid.windowMs, base.windowMs),
      banMs: count('invalidRequests.banMs', invalid.banMs, base.banMs),
    },
    total: count('sessionStartTotal', options.sessionStartTotal, DISCORD_LIMITS.total),
    maxConcurrency: count('maxConcurrency', options.maxConcurrency, DISCORD_LIMITS.maxConcurrency),
  };
}

/** The rate-limit headers of an answer: the bucket the request was counted in. */
export interface BucketState {
  limit: number;
  remaining: number;
  /** Epoch seconds. */
  resetAt: number;
  /** Seconds. */
  resetAfter: number;
  bucket: string;
}

/** A request refused before it reached the route: Discord's 429, or the ban's. */
export interface Refusal {
  status: 429;
  headers: Record<string, string>;
  /** JSON for Discord's own 429s; the ban answers Cloudflare's plain text. */
  body: object | string;
  /** The ban's answer: given before Discord's API, so not itself an invalid request. */
  ban?: true;
}

export type Admission = { admitted: true; bucket: BucketState } | { admitted: false; refusal: Refusal };

interface Window {
  startedAt: number;
  used: number;
}

const RATE_LIMITED = 'You are being rate limited.';
const retryAfterHeader = (seconds: number) => String(Math.max(1, Math.ceil(seconds)));
const seconds = (ms: number) => Math.round(ms) / 1000;

/**
 * Discord's REST limits per caller: the global limit (a window of one second that starts with the
 * caller's first request in it), per-route buckets per top-level resource, and the invalid-request
 * limit that bans a caller for a while, as Discord's Cloudflare does.
 */
export class RateLimiter {
  private readonly globals = new Map<string, Window>();
  private readonly buckets = new Map<string, Window>();
  /** Each route's bucket id, hashed once. */
  private readonly bucketIds = new Map<string, string>();
  /** When each caller's recent invalid answers were given, oldest first. */
  private readonly invalid = new Map<string, number[]>();
  private readonly bans = new Map<string, number>();

  constructor(
    private readonly limits: RestLimits,
    private readonly now: () => number,
  ) {}

  /**
   * Counts a request against its caller's limits. `global` is false for the interaction endpoints,
   * which Discord leaves out of the global limit.
   */
  admit(caller: string, route: string, majorParameter: string | undefined, global: boolean): Admission {
    const now = this.now();
    const bannedUntil = this.bans.get(caller);
    if (bannedUntil !== undefined && now < bannedUntil)
      return { admitted: false, refusal: banned(bannedUntil - now) };
    if (bannedUntil !== undefined) this.bans.delete(caller);

    if (global) {
      const window = this.window(this.globals, caller, 1000, now);
      if (window.used >= this.limits.globalPerSecond) {
        const retryAfter = seconds(window.startedAt + 1000 - now);
        return {
          admitted: false,
          refusal: {
            status: 429,
            headers: {
              'retry-after': retryAfterHeader(retryAfter),
              'x-ratelimit-global': 'true',
              'x-ratelimit-scope': 'global',
            },
            body: { message: RATE_LIMITED, retry_after: retryAfter, global: true, code: 0 },
          },
        };
      }
      window.used += 1;
    }

    const limit = this.limits.routes[route] ?? this.limits.defaultRoute;
    const window = this.window(
      this.buckets,
      `${caller} ${route} ${majorParameter ?? ''}`,
      limit.windowMs,
      now,
    );
    const resetAtMs = window.startedAt + limit.windowMs;
    const full = window.used >= limit.limit;
    if (!full) window.used += 1;
    const bucket: BucketState = {
      limit: limit.limit,
      remaining: limit.limit - window.used,
      resetAt: resetAtMs / 1000,
      resetAfter: seconds(resetAtMs - now),
      bucket: this.bucketId(route),
    };
    if (!full) return { admitted: true, bucket };
    return {
      admitted: false,
      refusal: {
        status: 429,
        headers: {
          ...bucketHeaders(bucket),
          'retry-after': retryAfterHeader(bucket.resetAfter),
          'x-ratelimit-scope': 'user',
        },
        body: { message: RATE_LIMITED, retry_after: bucket.resetAfter, global: false, code: 0 },
      },
    };
  }

  /**
   * Counts an answer towards the invalid-request limit: 401, 403 and 429 do, except a 429 of scope
   * shared (a resource's limit, not the caller's doing). The limit reached, the caller is banned.
   */
  answered(caller: string, status: number, scope: string | undefined): void {
    if (status !== 401 && status !== 403 && status !== 429) return;
    if (status === 429 && scope === 'shared') return;
    const now = this.now();
    const { limit, windowMs, banMs } = this.limits.invalidRequests;
    let times = this.invalid.get(caller);
    if (!times) this.invalid.set(caller, (times = []));
    times.push(now);
    let expired = 0;
    while (expired < times.length && (times[expired] ?? now) <= now - windowMs) expired += 1;
    if (expired > 0) times.splice(0, expired);
    if (times.length < limit) return;
    this.bans.set(caller, now + banMs);
    this.invalid.delete(caller);
  }

  private window(windows: Map<string, Window>, key: string, windowMs: number, now: number): Window {
    let window = windows.get(key);
    if (!window || now - window.startedAt >= windowMs) {
      window = { startedAt: now, used: 0 };
      windows.set(key, window);
    }
    return window;
  }

  private bucketId(route: string): string {
    let id = this.bucketIds.get(route);
    if (id === undefined) {
      // Discord's bucket ids are opaque hashes.
      id = createHash('sha1').update(route).digest('hex').slice(0, 32);
      this.bucketIds.set(route, id);
    }
    return id;
  }
}

export function bucketHeaders(bucket: BucketState): Record<string, string> {
  return {
    'x-ratelimit-limit': String(bucket.limit),
    'x-ratelimit-remaining': String(bucket.remaining),
    'x-ratelimit-reset': bucket.resetAt.toFixed(3),
    'x-ratelimit-reset-after': bucket.resetAfter.toFixed(3),
    'x-ratelimit-bucket': bucket.bucket,
  };
}

/** Cloudflare's answer to a banned caller: 429, plain text, no rate-limit headers of Discord's. */
function banned(ms: number): Refusal {
  return {
    status: 429,
    headers: { 'retry-after': retryAfterHeader(ms / 1000), 'content-type': 'text/plain; charset=utf-8' },
    body: 'error code: 1015',
    ban: true,
  };
}

/**
 * Who a request counts against: the bot for its token, a user for their access token, and the
 * address for a request without a valid token (Discord limits those by IP address).
 */
export function callerOf(
  authorization: string | undefined,
  botToken: string,
  bearerUser: (token: string) => string | undefined,
  ip: string,
): string {
  const header = authorization ?? '';
  if (header === `Bot ${botToken}`) return 'bot';
  if (header.startsWith('Bearer ')) {
    const userId = bearerUser(header.slice(7));
    if (userId !== undefined) return `user:${userId}`;
  }
  return `ip:${ip}`;
}
