import type { AddressInfo } from 'node:net';
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEmulatorApp, DEMO } from '@hoshi/discord-emulator';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { auditLog, sessions } from '@hoshi/db/schema';
import { sha256 } from '../src/lib/crypto.ts';
import { cookieOf, describeApp, freshPostgres, GUILDS, USERS } from './helpers.ts';

type Doc = Record<string, unknown> & { version: number };

const audits = async (app: FastifyInstance, action: string) =>
  (await app.db.select().from(auditLog).where(eq(auditLog.guildId, GUILDS.A))).filter(
    (a) => a.action === action,
  );

const appConfig = { limits: { ...testConfig().limits, requestsPerMinute: 100_000, actionThrottleMs: 0 } };

// The toggles' one-per-2-s window off: these check that the row lock loses no toggle.
describeApp('concurrent saves', appConfig, (test, the) => {
  const read = async (): Promise<Doc> =>
    (
      await the.app.inject({ url: `/api/guilds/${GUILDS.A}/info/greetings`, headers: the.akari.headers })
    ).json().settings;
  const save = (doc: Doc) =>
    the.app.inject({
      method: 'POST',
      url: `/api/save/guilds/${GUILDS.A}/greetings`,
      headers: the.akari.headers,
      payload: { ...doc, token: the.akari.token },
    });

  test('50 parallel saves of one version: one 200, 49 × 409, one audit row, the winner stored', async () => {
    const doc = await read();
    const before = (await audits(the.app, 'save:greetings')).length;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        save({ ...doc, join: { ...(doc.join as object), message: `writer ${i}` } }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const winner = results.find((r) => r.statusCode === 200)?.json().data as Doc;
    expect(await read()).toEqual(winner);
    expect(winner.version).toBe(doc.version + 1);
    const after = await audits(the.app, 'save:greetings');
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)?.after).toEqual(winner);
  });

  test('50 parallel language toggles: every one applied, none lost', async () => {
    const info = async () =>
      (await the.app.inject({ url: `/api/guilds/${GUILDS.A}/info`, headers: the.akari.headers })).json();
    const { lang } = await info();
    const before = (await audits(the.app, 'language')).length;
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        the.app.inject({
          method: 'POST',
          url: `/api/save/guilds/${GUILDS.A}/language`,
          headers: the.akari.headers,
          payload: { token: the.akari.token },
        }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect((await info()).lang).toBe(lang);
    expect(await audits(the.app, 'language')).toHaveLength(before + 50);
  });

  test('a save cut short by Discord failing writes nothing; the retry writes once', async () => {
    const doc = await read();
    const before = (await audits(the.app, 'save:greetings')).length;
    await the.app.inject({ method: 'DELETE', url: '/discord-emulator/_faults' });
    await the.app.cache.delete(`user-guilds:${USERS.akari}`);
    await the.app.inject({
      method: 'POST',
      url: '/discord-emulator/_faults',
      payload: { status: 500, route: '/users/@me/guilds', count: 2 },
    });
    const failed = await save(doc);
    expect(failed.statusCode).toBe(502);
    expect(await read()).toEqual(doc);
    const retried = await save(doc);
    expect(retried.statusCode).toBe(200);
    expect(await audits(the.app, 'save:greetings')).toHaveLength(before + 1);
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Two server instances on one PostgreSQL and one Redis, talking to one Discord (a standalone
 * emulator over HTTP), as a deployment behind a load balancer would.
 */
describe.runIf(pgUrl && redisUrl)('two instances on one PostgreSQL and Redis', () => {
  const LIMIT = 40;
  let emulator: FastifyInstance;
  let emulatorBase: string;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    emulator = buildEmulatorApp({
      clientId: DEMO.botUserId,
      clientSecret: DEMO.clientSecret,
      botToken: DEMO.botToken,
      redirectUris: ['http://localhost:3000/auth/discord/callback'],
    });
    await emulator.listen({ port: 0, host: '127.0.0.1' });
    emulatorBase = `http://127.0.0.1:${(emulator.server.address() as AddressInfo).port}/discord-emulator`;
    const pg = await freshPostgres(pgUrl ?? '');
    drop = pg.drop;
    // A Redis database of this run's own: other test runs share the server.
    const redis = new URL(redisUrl ?? '');
    redis.pathname = `/${randomInt(1, 16)}`;
    const base = testConfig();
    const config = testConfig({
      databaseUrl: pg.url,
      redisUrl: redis.toString(),
      limits: { ...base.limits, requestsPerMinute: LIMIT },
      discord: {
        ...base.discord,
        apiUrl: `${emulatorBase}/api`,
        authorizeUrl: `${emulatorBase}/oauth2/authorize`,
      },
    });
    a = await buildApp(config);
    await a.ready();
    b = await buildApp(config);
    await b.ready();
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await emulator.close();
    await drop();
  });

  /** Sign-in through instance `app`, the consent given on the shared emulator. */
  async function signInOn(app: FastifyInstance, userId: string) {
    const login = await app.inject({ url: '/api/discord/login' });
    const authorize = new URL(String(login.headers.location));
    const form = new URLSearchParams(authorize.searchParams);
    form.set('user_id', userId);
    const consent = await fetch(authorize.origin + authorize.pathname, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    const back = new URL(consent.headers.get('location') ?? '');
    const exchange = await app.inject({
      method: 'POST',
      url: '/api/discord/exchange',
      cookies: { hoshi_oauth_state: cookieOf(login, 'hoshi_oauth_state') ?? '' },
      payload: { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
    });
    const body = exchange.json<{ access_token: string }>();
    return {
      token: body.access_token,
      session: cookieOf(exchange, 'hoshi_session') ?? '',
      headers: { authorization: `Bearer ${body.access_token}` },
    };
  }

  const stats = async () => (await fetch(`${emulatorBase}/_stats`)).json() as Promise<{ total: number }>;

  it('shares sessions: signed in on one, known to the other', async () => {
    const s = await signInOn(a, USERS.akari);
    expect((await b.inject({ url: '/api/validate', headers: s.headers })).statusCode).toBe(200);
    const logout = await b.inject({ method: 'POST', url: '/api/logout', headers: s.headers });
    expect(logout.statusCode).toBe(204);
    expect((await a.inject({ url: '/api/validate', headers: s.headers })).statusCode).toBe(401);
  });

  it('shares the Discord cache, and a save on one is seen by the other at once', async () => {
    const s = await signInOn(a, USERS.akari);
    const url = `/api/guilds/${GUILDS.A}/info/greetings`;
    const first = await a.inject({ url, headers: s.headers });
    expect(first.statusCode).toBe(200);
    const callsAfterA = (await stats()).total;
    const seen = await b.inject({ url, headers: s.headers });
    expect(seen.statusCode).toBe(200);
    expect((await stats()).total).toBe(callsAfterA);
    const doc = seen.json().settings as Doc;
    const saved = await a.inject({
      method: 'POST',
      url: `/api/save/guilds/${GUILDS.A}/greetings`,
      headers: s.headers,
      payload: { ...doc, token: s.token, join: { ...(doc.join as object), message: 'from instance a' } },
    });
    expect(saved.statusCode).toBe(200);
    const onB = (await b.inject({ url, headers: s.headers })).json().settings as Doc;
    expect(onB).toEqual(saved.json().data);
  });

  it('shares rate limits: one bucket per user across instances', async () => {
    const mika = await signInOn(b, USERS.mika);
    const statuses = [];
    for (let i = 0; i < LIMIT; i++) {
      const app = i % 2 ? a : b;
      statuses.push((await app.inject({ url: '/api/validate', headers: mika.headers })).statusCode);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect((await a.inject({ url: '/api/validate', headers: mika.headers })).statusCode).toBe(429);
    expect((await b.inject({ url: '/api/validate', headers: mika.headers })).statusCode).toBe(429);
  });

  it('renews a session refreshed on both instances at once without signing the tab out (6 trials)', async () => {
    const s = await signInOn(a, USERS.akari);
    const results: number[] = [];
    for (let trial = 0; trial < 6; trial++) {
      await a.db
        .update(sessions)
        .set({ accessExpiresAt: new Date(Date.now() + 60_000) })
        .where(eq(sessions.idHash, sha256(s.session)));
      const refresh = (app: FastifyInstance) =>
        app.inject({
          url: '/api/refresh',
          cookies: { hoshi_session: s.session },
          remoteAddress: `10.5.0.${trial}`,
        });
      const [ra, rb] = await Promise.all([refresh(a), refresh(b)]);
      results.push(ra.statusCode, rb.statusCode);
      expect(ra.json()).toEqual(rb.json());
      const token = ra.json().access_token as string;
      expect(
        (await b.inject({ url: '/api/validate', headers: { authorization: `Bearer ${token}` } })).statusCode,
      ).toBe(200);
    }
    expect(results.every((s) => s === 200)).toBe(true);
  });
});
