import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { loginAnswer } from '@hoshi/contracts';
import { buildApp } from './app.ts';
import { testConfig, type Config } from './config.ts';
import { profiles } from './db/schema.ts';

/**
 * The real server for tests outside this package (the web's component tests): demo mode, an
 * in-memory PGlite, the emulator mounted in-process, nothing listening — requests go through
 * `inject`. With `seed`, the demo world's settings are stored as `npm start` stores them.
 */
export async function startInMemoryServer(
  options: { seed?: boolean; config?: Partial<Config> } = {},
): Promise<FastifyInstance> {
  const app = await buildApp(testConfig({ seedDemo: options.seed ?? false, ...options.config }));
  await app.ready();
  return app;
}

export const cookieOf = (res: LightMyRequestResponse, name: string) =>
  res.cookies.find((c) => c.name === name)?.value;

/** The whole browser sign-in against the emulator: login → authorize → exchange. */
export async function signIn(app: FastifyInstance, userId: string) {
  const login = await app.inject({ method: 'GET', url: '/api/discord/login' });
  const state = cookieOf(login, 'hoshi_oauth_state');
  const authorize = new URL(String(login.headers.location));
  const form = new URLSearchParams(authorize.searchParams);
  form.set('user_id', userId);
  const consent = await app.inject({
    method: 'POST',
    url: authorize.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  const back = new URL(String(consent.headers.location));
  const code = back.searchParams.get('code') ?? '';
  const exchange = await app.inject({
    method: 'POST',
    url: '/api/discord/exchange',
    cookies: { hoshi_oauth_state: state ?? '' },
    payload: { code, state: back.searchParams.get('state') },
  });
  if (exchange.statusCode !== 200) throw new Error(`exchange failed: ${exchange.body}`);
  const body = loginAnswer.parse(exchange.json());
  return {
    token: body.access_token,
    user: body.user,
    session: cookieOf(exchange, 'hoshi_session') ?? '',
    headers: { authorization: `Bearer ${body.access_token}` },
  };
}
export { testConfig } from './config.ts';
export { freshPostgres } from './fresh-postgres.ts';

/** Writes a member's pets as the bot does (raising a level), without the page's version. */
export async function botWritesPets(app: FastifyInstance, userId: string, pets: unknown[]): Promise<void> {
  await app.db.update(profiles).set({ pets }).where(eq(profiles.userId, userId));
}
