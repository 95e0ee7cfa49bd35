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
  const loadXpPage = () =>
    Promise.all(
      ['info/xp', 'channels', 'roles'].map((p) =>
        app.inject({ url: `/api/guilds/${GUILDS.A}/${p}`, headers: akari.headers }).then((r) => r.statusCode),
      ),
    );

  it('costs at most 4 calls cold (user guilds, guild, channels, bot member) and none warm', async () => {
    await app.inject({ method: 'DELETE', url: '/discord-emulator/_stats' });
    expect(await loadXpPage()).toEqual([200, 200, 200]);
    expect((await stats()).total).toBeLessThanOrEqual(4);

    await app.inject({ method: 'DELETE', url: '/discord-emulator/_stats' });
    expect(await loadXpPage()).toEqual([200, 200, 200]);
    expect((await stats()).total).toBe(0);
  });

  it('costs nothing new for a second server page of the same guild after the server list', async () => {
    await app.inject({ method: 'DELETE', url: '/discord-emulator/_stats' });
    await app.inject({ url: `/api/guilds/${GUILDS.A}/info/greetings`, headers: akari.headers });
    expect((await stats()).total).toBe(0);
  });
});
