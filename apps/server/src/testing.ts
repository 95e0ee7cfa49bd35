import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { loginAnswer } from '@hoshi/contracts';
import { DEMO } from '@hoshi/discord-emulator';
import { buildApp } from './app.ts';
import { testConfig, type Config } from './config.ts';
import { profiles } from '@hoshi/db/schema';

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

/** One request of the browser's sign-in, as a harness sends it. */
export interface SignInStep {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * The first half of the browser sign-in: our login route, then the emulator's consent for the
 * user. `send` makes each request (through `inject`, or a harness's own cookie jar) and answers
 * the redirect it got. Answers what Discord puts on the callback URL.
 */
export async function authorize(
  userId: string,
  send: (step: SignInStep) => Promise<string | undefined>,
  /** `/api/discord/login`, or `/api/discord/login?scope=identify` as a ban appeal signs in. */
  loginUrl = '/api/discord/login',
): Promise<{ code: string; state: string }> {
  const login = new URL(
    (await send({ method: 'GET', url: loginUrl, headers: {} })) ?? '',
    'http://localhost',
  );
  const form = new URLSearchParams(login.searchParams);
  form.set('user_id', userId);
  const consent = await send({
    method: 'POST',
    url: login.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const back = new URL(consent ?? '', 'http://localhost');
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
}

/** The exchange that ends a sign-in begun with `authorize` through `inject`: a valid call of the route. */
export async function exchangeRequest(app: FastifyInstance, userId: string, loginUrl?: string) {
  let stateCookie: string | undefined;
  const { code, state } = await authorize(
    userId,
    async ({ body, ...step }) => {
      const res = await app.inject({ ...step, ...(body === undefined ? {} : { payload: body }) });
      stateCookie ??= cookieOf(res, 'hoshi_oauth_state');
      return res.headers.location === undefined ? undefined : String(res.headers.location);
    },
    loginUrl,
  );
  return {
    method: 'POST',
    url: '/api/discord/exchange',
    cookies: { hoshi_oauth_state: stateCookie ?? '' },
    payload: { code, state },
  } as const;
}

/** The whole browser sign-in against the emulator: login → authorize → exchange. */
export async function signIn(app: FastifyInstance, userId: string, loginUrl?: string) {
  const exchange = await app.inject(await exchangeRequest(app, userId, loginUrl));
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
export { freshPostgres } from '@hoshi/db/testing';

/** Writes a member's pets as the bot does (raising a level), without the page's version. */
export async function botWritesPets(app: FastifyInstance, userId: string, pets: unknown[]): Promise<void> {
  await app.db.update(profiles).set({ pets }).where(eq(profiles.userId, userId));
}

/**
 * A user adds Hoshi to a guild through the emulator's bot authorization (Add to Server's new
 * tab, its last step); answers the emulator's status.
 */
export async function addBotToGuild(app: FastifyInstance, userId: string, guildId: string): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/discord-emulator/oauth2/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      client_id: DEMO.clientId,
      scope: 'bot applications.commands',
      permissions: '8',
      guild_id: guildId,
      user_id: userId,
      action: 'add_bot',
    }).toString(),
  });
  return res.statusCode;
}
