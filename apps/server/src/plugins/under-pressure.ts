import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import { HttpError } from '../lib/http-error.ts';

/** What a refused request is told to wait, in seconds (its Retry-After). */
export const BUSY_RETRY_AFTER_S = 5;

/**
 * Overload protection (@fastify/under-pressure): while the event loop lags more than
 * `limits.maxEventLoopDelayMs` (sampled each second), API requests are answered at once with 503
 * `server_busy` and a Retry-After, instead of queueing behind the lag until every one times out;
 * the web says so and offers to try again. Health checks, the web's files and the in-process
 * Discord emulator are still served, and /readyz reports the pressure so a balancer sends traffic
 * elsewhere. Off (0) by default in demo mode, whose process also runs PGlite and the emulator:
 * their long steps there are the demo's own work, not overload.
 */
export default fp(
  async function pressure(app: FastifyInstance, options: { sampleIntervalMs?: number } = {}) {
    const maxEventLoopDelay = app.config.limits.maxEventLoopDelayMs;
    if (maxEventLoopDelay === 0) return;
    await app.register(underPressure, {
      maxEventLoopDelay,
      retryAfter: BUSY_RETRY_AFTER_S,
      ...(options.sampleIntervalMs !== undefined && { sampleInterval: options.sampleIntervalMs }),
      // Resolving lets the request through; rejecting hands the error to the error handler.
      pressureHandler: async (request, reply) => {
        if (!request.url.startsWith('/api/')) return;
        reply.header('retry-after', String(BUSY_RETRY_AFTER_S));
        throw new HttpError(503, 'server_busy', 'The server is busy. Try again in a few seconds.');
      },
    });
  },
  { name: 'under-pressure', dependencies: ['config'] },
);
