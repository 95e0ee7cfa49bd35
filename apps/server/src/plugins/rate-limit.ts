import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { HttpError } from '../lib/http-error.ts';
import { andThen, isPromise, type MaybePromise } from '../lib/maybe-promise.ts';
import { sessionOf } from './auth.ts';

/** A route's own limit: `max` requests a minute per `key` (the caller's address, say). */
export interface RateLimitRule {
  max: number;
  key: (request: FastifyRequest) => string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: unlimited (health checks); a rule: this route's own bucket instead of the shared one. */
    rateLimit?: false | RateLimitRule;
  }
}

export const RATE_WINDOW_MS = 60_000;

/** One key's count in its current window. */
export interface Window {
  count: number;
  resetAt: number;
}

export interface WindowCounter {
  /** Counts one request against `key` and answers its window. */
  hit(key: string): MaybePromise<Window>;
}

/** Fixed one-minute windows counted in this process: a hit is a map lookup, no promise. */
export class MemoryWindows implements WindowCounter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly windowMs = RATE_WINDOW_MS,
    private readonly maxKeys = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string): Window {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window) {
      if (this.windows.size >= this.maxKeys) this.makeRoom(now);
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    } else if (window.resetAt <= now) {
      window.count = 0;
      window.resetAt = now + this.windowMs;
    }
    window.count++;
    return window;
  }

  /** Drops ended windows; with every key still counting, the oldest (Map keeps insertion order). */
  private makeRoom(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    if (this.windows.size >= this.maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
  }
}

/** INCR and, for a new window, its expiry, in one step: every instance counts in the same window. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

type HitCommand = (key: string, windowMs: number) => Promise<[number, number]>;

/** The same windows in Redis, shared by every instance. */
export class RedisWindows implements WindowCounter {
  private readonly command: HitCommand;

  constructor(
    redis: Redis,
    private readonly prefix = 'hoshi:rl:',
    private readonly windowMs = RATE_WINDOW_MS,
  ) {
    // Sent by its hash (EVALSHA), the script's text only the first time Redis has not seen it.
    if (!('hoshiRateHit' in redis)) redis.defineCommand('hoshiRateHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    const command = (redis as unknown as { hoshiRateHit: HitCommand }).hoshiRateHit;
    this.command = command.bind(redis);
  }

  async hit(key: string): Promise<Window> {
    const [count, ttl] = await this.command(this.prefix + key, this.windowMs);
    return { count, resetAt: Date.now() + Math.max(0, ttl) };
  }
}

/** The caller's address: the key of every limit that does not know who is calling. */
export const addressKey = (request: FastifyRequest) => `ip:${request.ip}`;

/**
 * Per user (all their sessions share one bucket) once the Bearer is known to be a session's; a
 * made-up Bearer counts against its address like no Bearer at all.
 */
function callerKey(app: FastifyInstance, request: FastifyRequest): MaybePromise<string> {
  return andThen(sessionOf(app, request), (session) =>
    session ? `u:${session.userId}` : addressKey(request),
  );
}

function refusal(reply: FastifyReply, max: number, window: Window): HttpError {
  const seconds = Math.max(1, Math.ceil((window.resetAt - Date.now()) / 1000));
  // The limit is told on a refusal, not on every answer.
  reply.header('x-ratelimit-limit', String(max));
  reply.header('x-ratelimit-remaining', '0');
  reply.header('x-ratelimit-reset', String(seconds));
  reply.header('retry-after', String(seconds));
  return new HttpError(429, 'rate_limited', `Too many requests. Retry in ${seconds} s.`);
}

/**
 * Requests per minute, per user or address, on every route registered after this plugin (the
 * in-process Discord emulator stands in for Discord, which has its own limits). Counted in
 * memory, or in Redis when configured so instances share the buckets. Each route gets its hook
 * at registration, so a request pays for its own rule only, and a count kept in memory answers
 * without a promise.
 */
export default fp(
  async function rateLimit(app: FastifyInstance) {
    const { config, redis } = app;
    // Every request counts in Redis: on a connection of their own, the counts of one turn of the
    // event loop go out in one write (auto-pipelining) instead of a write each.
    const counting = redis?.duplicate({ enableAutoPipelining: true });
    if (counting) app.addHook('onClose', async () => void (await counting.quit()));
    const windows: WindowCounter = counting ? new RedisWindows(counting) : new MemoryWindows();
    app.addHook('onRoute', (route) => {
      const rule = route.config?.rateLimit;
      if (rule === false || route.url.startsWith('/discord-emulator/')) return;
      const max = rule ? rule.max : config.limits.requestsPerMinute;
      // A route's own rule counts in a bucket of its own; the rest share one per caller.
      const bucket = rule ? `${route.url}:` : '';
      const keyOf = rule ? rule.key : (request: FastifyRequest) => callerKey(app, request);
      const limit: onRequestHookHandler = (request, reply, done) => {
        const judge = (window: Window) => (window.count <= max ? done() : done(refusal(reply, max, window)));
        let window: MaybePromise<Window>;
        try {
          window = andThen(keyOf(request), (key) => windows.hit(bucket + key));
        } catch (err) {
          return done(err as Error);
        }
        if (isPromise(window)) window.then(judge, done);
        else judge(window);
      };
      const existing = route.onRequest ?? [];
      route.onRequest = [...(Array.isArray(existing) ? existing : [existing]), limit];
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'redis', 'services'] },
);
