import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeTestApp, createTestApp, DATABASES, GUILDS, signIn, USERS } from './helpers.ts';

/**
 * Generated from the server's own route table: a route added later is covered here, or this
 * test fails because its access level is unknown to the matrix.
 */
describe.each(DATABASES)('access matrix on $name', (database) => {
  let app: FastifyInstance;
  let akari: Awaited<ReturnType<typeof signIn>>;
  let mika: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    app = await createTestApp(database);
    akari = await signIn(app, USERS.akari);
    mika = await signIn(app, USERS.mika);
  });
  afterAll(() => closeTestApp(app));

  const call = (method: string, url: string, token?: string) =>
    app.inject({
      method: method as 'GET',
      url,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { token: token ?? 'none' } }),
    });

  const fill = (url: string, id: string) => url.replace(':id', id).replace(/:(\w+)/g, '100000000000000099');

  it('knows every /api route and its access level', () => {
    expect(app.routeTable.length).toBeGreaterThan(5);
    for (const route of app.routeTable) {
      expect(['public', 'user', 'guild', 'self'], `${route.method} ${route.url}`).toContain(route.access);
    }
  });

  it('guild routes: 401 without token, 403 for C and strangers, 404 for D, allowed for A and B', async () => {
    const guildRoutes = app.routeTable.filter((r) => r.access === 'guild');
    expect(guildRoutes.length).toBeGreaterThan(0);
    for (const { method, url } of guildRoutes) {
      const label = `${method} ${url}`;
      expect((await call(method, fill(url, GUILDS.A))).statusCode, `${label} no token`).toBe(401);
      expect((await call(method, fill(url, GUILDS.C), akari.token)).statusCode, `${label} akari C`).toBe(403);
      expect((await call(method, fill(url, GUILDS.B), mika.token)).statusCode, `${label} mika B`).toBe(403);
      expect(
        (await call(method, fill(url, '999999999999999999'), akari.token)).statusCode,
        `${label} unknown`,
      ).toBe(403);
      expect((await call(method, fill(url, GUILDS.D), akari.token)).statusCode, `${label} akari D`).toBe(404);
      for (const id of [GUILDS.A, GUILDS.B]) {
        const res = await call(method, fill(url, id), akari.token);
        // An item route may answer 404 for the made-up item, but never refuse the guild.
        const status = res.statusCode === 404 && res.json().error.code === 'not_found' ? 200 : res.statusCode;
        expect([401, 403, 404, 500], `${label} akari ${id}`).not.toContain(status);
      }
    }
  });

  it('user and self routes: 401 without a token; self routes 403 for another user', async () => {
    for (const { method, url, access } of app.routeTable.filter(
      (r) => r.access === 'user' || r.access === 'self',
    )) {
      expect((await call(method, fill(url, USERS.akari))).statusCode, `${method} ${url}`).toBe(401);
      if (access === 'self') {
        expect((await call(method, fill(url, USERS.akari), mika.token)).statusCode, `${method} ${url}`).toBe(
          403,
        );
      }
    }
  });

  it('public routes answer without a token and never 500', async () => {
    for (const { method, url } of app.routeTable.filter((r) => r.access === 'public')) {
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBeLessThan(500);
    }
  });
});
