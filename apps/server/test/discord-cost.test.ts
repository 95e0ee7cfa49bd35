import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeTestApp, createTestApp, GUILDS, signIn, USERS } from './helpers.ts';

/** The Discord requests one settings page load makes (DESIGN §6: cached, few cold, none warm). */
describe('Discord calls per settings page', () => {
  let app: FastifyInstance;
  let akari: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    app = await createTestApp({});
    akari = await signIn(app, USERS.akari);
  });
  afterAll(() => closeTestApp(app));

  const stats = async () =>
    (await app.inject({ url: '/discord-emulator/_stats' })).json() as { total: number };
  // What each page's queries request (apps/web/src/features/*/components/*-page.tsx).
  const PAGES = {
    xp: ['info/xp', 'channels', 'roles'],
    greetings: ['info/greetings', 'channels', 'roles', 'info'],
    autovc: ['info/autovc', 'channels'],
    surveys: ['info/surveys', 'channels', 'roles'],
    lotteries: ['info/lotteries', 'channels', 'roles'],
  };
  const loadPage = (parts: string[]) =>
    Promise.all(
      parts.map((p) =>
        app.inject({ url: `/api/guilds/${GUILDS.A}/${p}`, headers: akari.headers }).then((r) => r.statusCode),
      ),
    );

  it.each(Object.entries(PAGES))(
    '%s costs at most 4 calls cold (user guilds, guild, channels, bot member) and none warm',
    async (_page, parts) => {
      // A fresh app: "cold" shares no cache with the page measured before.
      await closeTestApp(app);
      app = await createTestApp({});
      akari = await signIn(app, USERS.akari);
      const ok = parts.map(() => 200);
      await app.inject({ method: 'DELETE', url: '/discord-emulator/_stats' });
      expect(await loadPage(parts)).toEqual(ok);
      expect((await stats()).total).toBeLessThanOrEqual(4);

      await app.inject({ method: 'DELETE', url: '/discord-emulator/_stats' });
      expect(await loadPage(parts)).toEqual(ok);
      expect((await stats()).total).toBe(0);
    },
  );

  it('costs nothing new for a second server page of the same guild after the server list', async () => {
    await app.inject({ method: 'DELETE', url: '/discord-emulator/_stats' });
    await app.inject({ url: `/api/guilds/${GUILDS.A}/info/greetings`, headers: akari.headers });
    expect((await stats()).total).toBe(0);
  });
});
