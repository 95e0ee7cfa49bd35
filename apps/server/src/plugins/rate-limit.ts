import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyRateLimit from '@fastify/rate-limit';
import { fallbackRateStore } from '../lib/fallback-rate-store.ts';
import { HttpError } from '../lib/http-error.ts';
import { sessionOf } from './auth.ts';

export const RATE_WINDOW_MS = 60_000;

/** The caller's address: the key of every limit that does not know who is calling. */
export const addressKey = (request: FastifyRequest) => `ip:${request.ip}`;

/**
 * Requests per minute on every route registered after this plugin (@fastify/rate-limit; the
 * in-process Discord emulator, registered before, stands in for Discord, which has its own
 * limits). One bucket per user (all their sessions share it) once the Bearer is known to be a
 * session's; a made-up Bearer counts against its address like no Bearer at all. A route may
 * declare its own limit and key (`config.rateLimit`), counted in a bucket of its own, or none
 * (`rateLimit: false`). Counted in memory, or in Redis when configured so instances share the
 * buckets (and in memory while Redis is away). The limit is told on a refusal, not on every answer.
 */
export default fp(
  async function rateLimit(app: FastifyInstance) {
    const { config, redis } = app;
    // Every request counts in Redis: on a connection of their own, the counts of one turn of the
    // event loop go out in one write (auto-pipelining) instead of a write each.
    const counting = redis?.duplicate({ enableAutoPipelining: true });
    if (counting) app.addHook('onClose', async () => void (await counting.quit()));
    await app.register(fastifyRateLimit, {
      global: true,
      max: config.limits.requestsPerMinute,
      timeWindow: RATE_WINDOW_MS,
      keyGenerator: async (request) => {
        const session = await sessionOf(app, request);
        return session ? `u:${session.userId}` : addressKey(request);
      },
      // While Redis is away each instance counts in its own memory (fallback-rate-store.ts).
      ...(counting ? { store: fallbackRateStore(counting, 'hoshi:rl:', 100_000) } : { cache: 100_000 }),
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, 'rate_limited', `Too many requests. Retry in ${context.after}.`),
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'redis', 'services'] },
);
