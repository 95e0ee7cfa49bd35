import { XP_DEFAULTS } from '@hoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeTestApp, createTestApp, describeApp, GUILDS, signIn, USERS } from './helpers.ts';

const A = GUILDS.A;
const xpUrl = `/api/guilds/${A}/info/xp`;
const saveUrl = `/api/save/guilds/${A}/xp`;

type Session = Awaited<ReturnType<typeof signIn>>;
const versionOf = async (app: FastifyInstance, s: Session) =>
  (await app.inject({ url: xpUrl, headers: s.headers })).json<{ settings: { version: number } }>().settings
    .version;
const saveXp = (app: FastifyInstance, s: Session, version: number) =>
  app.inject({
    method: 'POST',
    url: saveUrl,
    headers: s.headers,
    payload: { ...XP_DEFAULTS, version, rate: (version % 3) + 1, token: s.token },
  });

/** Sessions and settings come from memory, and never older than what a write already answered. */
describeApp('reads from memory', {}, (test, the) => {
  test('never answers a version older than a save that already answered, with reads racing the saves', async () => {
    for (let version = await versionOf(the.app, the.akari); version < 4; version++) {
      const racing = Array.from({ length: 8 }, () => versionOf(the.app, the.akari));
      const saved = await saveXp(the.app, the.akari, version);
      expect(saved.statusCode).toBe(200);
      expect(await versionOf(the.app, the.akari)).toBe(version + 1);
      // Reads that started before the save answered may see either version, nothing else.
      for (const seen of await Promise.all(racing)) expect([version, version + 1]).toContain(seen);
    }
  });

  test('forgets a session at logout even while reads of it are cached', async () => {
    const mika = await signIn(the.app, USERS.mika);
    const validate = () => the.app.inject({ url: '/api/validate', headers: mika.headers });
    expect((await validate()).statusCode).toBe(200);
    expect((await validate()).statusCode).toBe(200);
    const racing = validate();
    await the.app.inject({ method: 'POST', url: '/api/logout', cookies: { hoshi_session: mika.session } });
    expect([200, 401]).toContain((await racing).statusCode);
    expect((await validate()).statusCode).toBe(401);
  });
});

const postgres = process.env.TEST_DATABASE_URL;
const redis = process.env.TEST_REDIS_URL;

/**
 * Two instances on one PostgreSQL database, told about each other's writes through Redis: a save
 * or logout that answered on one is seen by the other at once. Each instance runs its own Discord
 * emulator, so each signs in on its own; the session table is what they share.
 */
describe.runIf(postgres && redis)('two instances with Redis', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await createTestApp({ url: postgres }, { redisUrl: redis });
    second = await createTestApp({}, { redisUrl: redis, databaseUrl: first.config.databaseUrl });
  });
  afterAll(async () => {
    await closeTestApp(second);
    await closeTestApp(first);
  });

  it('sees a save made on the other instance right after it answered', async () => {
    const onFirst = await signIn(first, USERS.akari);
    const onSecond = await signIn(second, USERS.akari);
    for (let version = await versionOf(second, onSecond); version < 3; version++) {
      // The second instance has the document in memory…
      expect(await versionOf(second, onSecond)).toBe(version);
      expect((await saveXp(first, onFirst, version)).statusCode).toBe(200);
      // …and still answers the version the first one just saved.
      expect(await versionOf(second, onSecond)).toBe(version + 1);
    }
  });

  it('refuses a session logged out on the other instance right after the logout answered', async () => {
    const mika = await signIn(first, USERS.mika);
    const validateOnSecond = () => second.inject({ url: '/api/validate', headers: mika.headers });
    expect((await validateOnSecond()).statusCode).toBe(200);
    expect((await validateOnSecond()).statusCode).toBe(200);
    const logout = await first.inject({
      method: 'POST',
      url: '/api/logout',
      cookies: { hoshi_session: mika.session },
    });
    expect(logout.statusCode).toBe(204);
    expect((await validateOnSecond()).statusCode).toBe(401);
  });
});
