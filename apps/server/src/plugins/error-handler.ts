import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DiscordAPIError, HTTPError, RateLimitError } from '@discordjs/rest';
import { StoreRefusal } from '@hoshi/db';
import {
  DiscordRateLimitedError,
  DiscordTimeoutError,
  DiscordTokenRejectedError,
} from '../discord/bounded-rest.ts';
import { isDatabaseUnavailable } from '../lib/database-unavailable.ts';
import { HttpError, SHARED_CACHE_RETRY_SECONDS } from '../lib/http-error.ts';

/** How long a client should wait before trying again while the database is away. */
export const DATABASE_RETRY_SECONDS = 5;

const body = (code: string, message: string, issues: HttpError['issues'] = [], extra = {}) => ({
  error: { code, message, issues },
  ...extra,
});

/** One error shape for every failure: `{ error: { code, message, issues[] } }`; 5xx details hidden. */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler(async (err: FastifyError | Error, request, reply) => {
      if (err instanceof HttpError) {
        if (err.code === 'cache_unavailable') reply.header('retry-after', String(SHARED_CACHE_RETRY_SECONDS));
        return reply.status(err.statusCode).send(body(err.code, err.message, err.issues, err.extra));
      }
      if (err instanceof StoreRefusal) {
        // A store refused (nothing written): no such item, or a conflict with what is stored.
        const status = err.code === 'not_found' ? 404 : 409;
        return reply.status(status).send(body(err.code, err.message, [], err.extra));
      }
      if (err instanceof DiscordTokenRejectedError) {
        // The user's token was revoked or died early at Discord: it opens nothing more here, and
        // the client's refresh renews it once through the refresh token (or the session ends).
        if (request.auth) {
          await app.sessions
            .expireAccess(request.auth.session, request.auth.accessToken)
            .catch((cause: unknown) => request.log.warn({ err: cause }, 'could not expire a refused token'));
        }
        return reply.status(401).send(body('unauthorized', 'Sign in again.'));
      }
      if (err instanceof DiscordRateLimitedError || err instanceof RateLimitError) {
        // Discord wants a wait longer than a request may take: say so, and when to come back.
        const ms = err instanceof DiscordRateLimitedError ? err.retryAfterMs : err.retryAfter;
        request.log.warn({ retryAfterMs: ms }, 'Discord rate limit');
        return reply
          .status(503)
          .header('retry-after', String(Math.max(1, Math.ceil(ms / 1000))))
          .send(body('discord_rate_limited', 'Discord asks us to slow down. Try again shortly.'));
      }
      if (err instanceof DiscordAPIError || err instanceof HTTPError || err instanceof DiscordTimeoutError) {
        request.log.warn({ err }, 'Discord call failed');
        return reply
          .status(502)
          .send(body('discord_unavailable', 'Discord did not answer. Try again shortly.'));
      }
      if (isDatabaseUnavailable(err)) {
        // Nothing was written (a save's transaction did not commit): the web says "try again in
        // a moment", and Retry-After says when.
        request.log.error({ err }, 'database unavailable');
        return reply
          .status(503)
          .header('retry-after', String(DATABASE_RETRY_SECONDS))
          .send(body('database_unavailable', 'The database is not answering. Try again in a moment.'));
      }
      const status = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
      if (status >= 400 && status < 500) {
        const code =
          status === 429 ? 'rate_limited' : 'code' in err && err.code ? String(err.code) : 'invalid_request';
        return reply.status(status).send(body(code, err.message));
      }
      request.log.error({ err }, 'unhandled error');
      return reply.status(500).send(body('internal', 'Something went wrong on our side.'));
    });
  },
  { name: 'error-handler' },
);
