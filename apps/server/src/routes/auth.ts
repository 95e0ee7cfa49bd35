import { DiscordAPIError } from '@discordjs/rest';
import cookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exchangeBody, loginAnswer, refreshAnswer, userSchema, type LoginAnswer } from '@hoshi/contracts';
import { z } from 'zod';
import { HttpError, unauthorized } from '../lib/http-error.ts';
import { randomToken, safeEqual } from '../lib/crypto.ts';
import { parsedAnswerSerializer } from '../lib/parse.ts';
import { requireAuth, sessionOf } from '../plugins/auth.ts';
import { addressKey } from '../plugins/rate-limit.ts';
import { SESSION_LIFETIME_MS, SessionGoneError, sessionUser } from '../services/session-service.ts';

export const SESSION_COOKIE = 'hoshi_session';
const STATE_COOKIE = 'hoshi_oauth_state';
const SESSION_MAX_AGE_S = SESSION_LIFETIME_MS / 1000;
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  // Only these routes read or set cookies (the OAuth state and the session): every other request
  // goes without the cookie parser and its writer.
  await app.register(cookie);
  // Tight limits where a guess is worth something, per address whatever Bearer is sent
  // (SIGN_IN_LIMIT_PER_MINUTE, 30 by default).
  const signIns = config.limits.signInPerMinute;
  const authLimit = { rateLimit: { max: signIns, keyGenerator: addressKey } };
  // Every page load asks for a refresh (docs/product.md#session-and-sign-in), so it is limited like page loads, not like
  // sign-ins: 30 a minute was met by anyone reloading a few tabs.
  const refreshLimit = { rateLimit: { max: signIns * 4, keyGenerator: addressKey } };
  const redirectUri = `${config.publicUrl}/auth/discord/callback`;
  const cookieBase = { httpOnly: true, sameSite: 'lax', secure: config.secureCookies, path: '/api' } as const;
  const ownOrigin = new URL(config.publicUrl).origin;

  /**
   * Cookie routes that change something answer only our own pages: another site's form or fetch
   * carries the browser's cookie too (CSRF). Browsers send Origin on every POST and Sec-Fetch-Site
   * on every request; a client that sends neither is not a browser, and has no victim's cookie.
   */
  const requireOwnSite = async (request: FastifyRequest) => {
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    const foreign =
      origin !== undefined
        ? origin !== ownOrigin
        : site !== undefined && site !== 'same-origin' && site !== 'none';
    if (foreign) throw new HttpError(403, 'foreign_origin', 'This request did not come from Hoshi.');
  };

  app.get(
    '/api/discord/login',
    {
      config: { access: 'public', success: 302, ...authLimit },
      // `?scope=identify`: a ban appeal's sign-in asks for the user alone, not their servers
      // (docs/product.md#ban-appeals); the site's own sign-in asks for both.
      schema: { querystring: z.object({ scope: z.literal('identify').optional() }) },
    },
    async (request, reply) => {
      const state = randomToken(24);
      const url = new URL(config.discord.authorizeUrl);
      url.search = new URLSearchParams({
        client_id: config.discord.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: request.query.scope ?? 'identify guilds',
        state,
        prompt: 'none',
      }).toString();
      reply.setCookie(STATE_COOKIE, state, { ...cookieBase, path: '/api/discord', maxAge: 600 });
      return reply.redirect(url.toString());
    },
  );

  app.post(
    '/api/discord/exchange',
    {
      config: { access: 'public', ...authLimit },
      onRequest: requireOwnSite,
      schema: { body: exchangeBody, response: { 200: loginAnswer } },
    },
    async (request, reply) => {
      const { code, state } = request.body;
      const expected = request.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, { ...cookieBase, path: '/api/discord' });
      if (!expected || !safeEqual(expected, state)) {
        throw new HttpError(400, 'state_mismatch', 'The sign-in did not start here. Try again.');
      }
      const tokens = await app.discord.exchangeCode(code, redirectUri).catch((err: unknown) => {
        // Only Discord's own refusal is the code's fault; Discord down or slow is 502/503.
        if (!(err instanceof DiscordAPIError && err.status < 500)) throw err;
        request.log.info({ err }, 'code exchange refused');
        throw new HttpError(400, 'invalid_code', 'Discord refused the sign-in. Try again.');
      });
      const { cookie, user, accessToken } = await app.sessions.create(tokens);
      reply.setCookie(SESSION_COOKIE, cookie, { ...cookieBase, maxAge: SESSION_MAX_AGE_S });
      const answer: LoginAnswer = { access_token: accessToken, user };
      return answer;
    },
  );

  app.get(
    '/api/refresh',
    {
      config: { access: 'public', ...refreshLimit },
      onRequest: requireOwnSite,
      schema: { response: { 200: refreshAnswer, 204: z.null() } },
    },
    async (request, reply) => {
      const cookie = request.cookies[SESSION_COOKIE];
      const session = cookie ? await app.sessions.findByCookie(cookie) : undefined;
      // Nobody signed in on this browser: an answer, not an error (no console error on every visit).
      if (!session) return reply.status(204).send(null);
      const accessToken = await app.sessions.accessTokenFor(session).catch(async (err: unknown) => {
        // Discord refused the refresh token (revoked), or the session ended meanwhile: it is over,
        // here and in the browser. Discord being down or rate limiting is not the user's fault:
        // 502/503, still signed in.
        if (!(err instanceof SessionGoneError || (err instanceof DiscordAPIError && err.status < 500)))
          throw err;
        request.log.info({ err }, 'refresh refused: the session ends');
        await app.sessions.end(session);
        reply.clearCookie(SESSION_COOKIE, cookieBase);
        throw unauthorized();
      });
      return { access_token: accessToken };
    },
  );

  app.get(
    '/api/validate',
    {
      config: { access: 'user' },
      schema: { response: { 200: userSchema } },
      // Built from the session row, whose user fields were made storable on the way in.
      serializerCompiler: parsedAnswerSerializer,
    },
    (request) => sessionUser(requireAuth(request).session),
  );

  /**
   * Ends the session of the cookie and the one of the Bearer token (a client holding only the
   * token can sign out too). Without a session nothing changes, not even the cookie.
   */
  app.post(
    '/api/logout',
    { config: { access: 'public', success: 204 }, onRequest: requireOwnSite },
    async (request, reply) => {
      const cookie = request.cookies[SESSION_COOKIE];
      const byCookie = cookie ? await app.sessions.findByCookie(cookie) : undefined;
      const byBearer = await sessionOf(app, request);
      if (byCookie) reply.clearCookie(SESSION_COOKIE, cookieBase);
      const ended = [byCookie, byBearer].filter((s) => s !== undefined);
      for (const session of new Map(ended.map((s) => [s.idHash, s])).values()) {
        await app.sessions
          .destroy(session)
          .catch((err: unknown) => request.log.warn({ err }, 'revoke failed'));
      }
      return reply.status(204).send();
    },
  );
};

export default authRoutes;
