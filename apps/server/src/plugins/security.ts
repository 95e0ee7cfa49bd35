import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { HttpError } from '../lib/http-error.ts';
import { sessionOf } from './auth.ts';

/** The caller's address: the key of every limit that does not know who is calling. */
export const addressKey = (request: FastifyRequest) => `ip:${request.ip}`;

/** Security headers with a CSP, and per-user rate limits (shared through Redis when configured). */
export default fp(
  async function security(app: FastifyInstance) {
    const { config, redis } = app;
    const discordOrigins = [config.discord.browserApiBase, config.discord.cdnBase]
      .map((u) => new URL(u).origin)
      .filter((o) => o !== new URL(config.publicUrl).origin);
    const https = config.secureCookies;
    // helmet's middleware, built once: @fastify/helmet builds it again on every request (CSP
    // parsing included), a tenth of a settings read's time.
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // react-select sets inline styles.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https://cdn.discordapp.com', ...discordOrigins],
          connectSrc: ["'self'", 'https://discord.com', ...discordOrigins],
          fontSrc: ["'self'", 'data:'],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: https ? [] : null,
        },
      },
      hsts: https,
      // The login popup must keep window.opener to post its result back.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    });
    app.addHook('onRequest', (request, reply, done) => {
      securityHeaders(request.raw, reply.raw, (err) =>
        done(err === undefined || err instanceof Error ? err : new Error(String(err))),
      );
    });
    await app.register(rateLimit, {
      global: true,
      max: config.limits.requestsPerMinute,
      timeWindow: '1 minute',
      // Per user (all their sessions share one bucket) once the Bearer is known to be a session's;
      // a made-up Bearer counts against its address like no Bearer at all.
      keyGenerator: async (request) => {
        const session = await sessionOf(app, request);
        return session ? `u:${session.userId}` : addressKey(request);
      },
      ...(redis ? { redis, nameSpace: 'hoshi:rl:' } : {}),
      // The in-process emulator stands in for Discord, which has its own limits.
      allowList: (request) => request.url.startsWith('/discord-emulator/'),
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, 'rate_limited', `Too many requests. Retry in ${context.after}.`),
    });
  },
  { name: 'security', dependencies: ['config', 'redis', 'services'] },
);
