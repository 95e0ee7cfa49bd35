import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exchangeBody, loginAnswer, refreshAnswer, userSchema, type LoginAnswer } from '@hoshi/contracts';
import { z } from 'zod';
import { HttpError, unauthorized } from '../lib/http-error.ts';
import { randomToken, safeEqual } from '../lib/crypto.ts';
import { requireAuth } from '../plugins/auth.ts';
import { sessionUser } from '../services/session-service.ts';

export const SESSION_COOKIE = 'hoshi_session';
const STATE_COOKIE = 'hoshi_oauth_state';
const SESSION_MAX_AGE_S = 60 * 60 * 24 * 30;
// Tight limits where a guess is worth something.
const authLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const redirectUri = `${config.publicUrl}/auth/discord/callback`;
  const cookieBase = { httpOnly: true, sameSite: 'lax', secure: config.secureCookies, path: '/api' } as const;

  app.get('/api/discord/login', { config: { access: 'public', ...authLimit } }, async (_request, reply) => {
    const state = randomToken(24);
    const url = new URL(config.discord.authorizeUrl);
    url.search = new URLSearchParams({
      client_id: config.discord.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'identify guilds',
      state,
      prompt: 'none',
    }).toString();
    reply.setCookie(STATE_COOKIE, state, { ...cookieBase, path: '/api/discord', maxAge: 600 });
    return reply.redirect(url.toString());
  });

  app.post(
    '/api/discord/exchange',
    {
      config: { access: 'public', ...authLimit },
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
      config: { access: 'public', ...authLimit },
      schema: { response: { 200: refreshAnswer, 204: z.null() } },
    },
    async (request, reply) => {
      const cookie = request.cookies[SESSION_COOKIE];
      const session = cookie ? await app.sessions.findByCookie(cookie) : undefined;
      // Nobody signed in on this browser: an answer, not an error (no console error on every visit).
      if (!session) return reply.status(204).send(null);
      const accessToken = await app.sessions.accessTokenFor(session).catch((err: unknown) => {
        // Discord refused the refresh token (revoked, rotated elsewhere): the session is over.
        request.log.info({ err }, 'refresh refused');
        throw unauthorized();
      });
      return { access_token: accessToken };
    },
  );

  app.get(
    '/api/validate',
    { config: { access: 'user' }, schema: { response: { 200: userSchema } } },
    async (request) => sessionUser(requireAuth(request).session),
  );

  app.post('/api/logout', { config: { access: 'public' } }, async (request, reply) => {
    const cookie = request.cookies[SESSION_COOKIE];
    const session = cookie ? await app.sessions.findByCookie(cookie) : undefined;
    reply.clearCookie(SESSION_COOKIE, cookieBase);
    if (session) {
      await app.sessions.destroy(session).catch((err: unknown) => request.log.warn({ err }, 'revoke failed'));
    }
    return reply.status(204).send();
  });
};

export default authRoutes;
