import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../src/index.ts';
import { API, makeEmulator, signIn } from './emulator-harness.ts';
import type { FidelityContext } from './fidelity-case.ts';
import { TOKEN_CASES } from './oauth-token-cases.ts';
import { checkAgainstDocument, checkAgainstSchema } from './openapi-validator.ts';
import { DOCUMENTED_CASES } from './rest-cases.ts';

// Every REST route the emulator serves is exercised and its answers validated against Discord's
// own OpenAPI document. The route list comes from the emulator's route table, so a new route without
// cases fails the first test.

/** "GET /guilds/:guild_id" → the document's "/guilds/{guild_id}" (our params carry its names). */
function documentPath(routeKey: string): { method: string; path: string } {
  const [method = '', path = ''] = routeKey.split(' ');
  return { method, path: path.replace(/:(\w+)/g, '{$1}') };
}

function expectConforms(problems: string[], label: string) {
  expect(problems, `${label}:\n  ${problems.join('\n  ')}`).toEqual([]);
}

describe("every REST answer matches Discord's OpenAPI document", () => {
  let ctx: FidelityContext;
  const restRoutes: string[] = [];

  beforeAll(async () => {
    // Raised: every case of every route is sent at once, to check each answer's shape; Discord's
    // limits would answer most of them 429 (their own answers are checked in rate-limits.test.ts).
    const app = makeEmulator({
      limits: {
        globalPerSecond: 100_000,
        routes: { 'POST /channels/:id/messages': { limit: 100_000, windowMs: 5000 } },
      },
    });
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (route.url.startsWith(`${API}/`) && method !== 'HEAD' && method !== 'OPTIONS')
          restRoutes.push(`${method} ${route.url.slice(API.length)}`);
      }
    });
    await app.ready();
    ctx = { app, user: await signIn(app, DEMO.users.akari, 'identify guilds email') };
  });

  afterAll(() => ctx.app.close());

  it('has cases for every route in the emulator route table', () => {
    expect(restRoutes.length).toBeGreaterThan(0);
    expect([...restRoutes].sort()).toEqual(
      [...Object.keys(DOCUMENTED_CASES), ...Object.keys(TOKEN_CASES)].sort(),
    );
  });

  describe.each(Object.entries(DOCUMENTED_CASES))('%s', (routeKey, cases) => {
    const { method, path } = documentPath(routeKey);

    it.each(cases)('$name', async ({ status, request }) => {
      const response = await ctx.app.inject(await request(ctx));
      expect(response.statusCode, response.body).toBe(status);
      expectConforms(checkAgainstDocument(path, method, response), `${routeKey} ${status}`);
    });

    it('a rate-limited answer (429) is the documented one', async () => {
      const first = cases[0];
      if (!first) throw new Error(`no cases for ${routeKey}`);
      await ctx.app.inject({
        method: 'POST',
        url: '/discord-emulator/_faults',
        payload: { status: 429, retryAfter: 2.5 },
      });
      const response = await ctx.app.inject(await first.request(ctx));
      expect(response.statusCode).toBe(429);
      expectConforms(checkAgainstDocument(path, method, response), `${routeKey} 429`);
    });
  });

  describe.each(Object.entries(TOKEN_CASES))('%s (Discord OAuth2 docs)', (routeKey, cases) => {
    it.each(cases)('$name', async ({ status, request, schema }) => {
      const response = await ctx.app.inject(await request(ctx));
      expect(response.statusCode, response.body).toBe(status);
      expectConforms(
        checkAgainstSchema(`${routeKey} ${status}`, schema, response.json()),
        `${routeKey} ${status}`,
      );
    });
  });
});
