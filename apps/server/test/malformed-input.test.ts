import fc from 'fast-check';
import { beforeAll, expect } from 'vitest';
import { auditLog, guildSettings, profiles, sessions } from '@hoshi/db/schema';
import { testConfig } from '../src/config.ts';
import { DEMO_PROFILE } from '../src/db/seed-demo-profiles.ts';
import { describeApp, GUILDS, USERS } from './helpers.ts';

type Path = Array<string | number>;

const appConfig = { limits: { ...testConfig().limits, requestsPerMinute: 100_000, actionThrottleMs: 0 } };

/** Every path into a JSON document, objects and arrays included, leaves last. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return prefix.length ? [prefix] : [];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [...(prefix.length ? [prefix] : []), ...entries.flatMap(([k, v]) => pathsOf(v, [...prefix, k]))];
}

/** A copy of the document with the value at `path` replaced. */
function replaceAt(doc: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = Array.isArray(doc) ? [...doc] : { ...(doc as Record<string, unknown>) };
  (copy as Record<string | number, unknown>)[head as string] = replaceAt(
    (doc as Record<string | number, unknown>)[head as string],
    rest,
    value,
  );
  return copy;
}

/**
 * docs/product.md#api-rules: "No input, however malformed or large, produces a 500", and a rejected save writes
 * nothing. Property-based: fast-check throws arbitrary JSON, and valid documents with one part
 * replaced (at any depth) by arbitrary JSON, at every save route in the server's route table.
 */
// The rate limit is tested elsewhere; here it would only cut the runs short. The toggles'
// one-per-2-s window off: this suite sends them bodies, not a pace.
describeApp('malformed input', appConfig, (test, the) => {
  // akari's pets, so the pets save has names to fuzz.
  beforeAll(() => the.app.db.insert(profiles).values(DEMO_PROFILE));

  const saveRoutes = () =>
    the.app.routeTable
      .filter((route) => route.method === 'POST' && route.url.startsWith('/api/save/guilds/:id/'))
      // The pets save is the member's own (its :id is their user id); the others are a guild's.
      .map((route) => route.url.replace(':id', route.url.endsWith('/pets') ? USERS.akari : GUILDS.A));

  const snapshot = async () => ({
    settings: await the.app.db.select().from(guildSettings),
    profiles: await the.app.db.select().from(profiles),
    audits: (await the.app.db.select().from(auditLog)).length,
  });

  const post = (url: string, payload: unknown) =>
    the.app.inject({
      method: 'POST',
      url,
      headers: { ...the.akari.headers, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  /** The document a settings route's GET answers, or null for routes without one (toggles). */
  async function currentDocument(saveUrl: string): Promise<Record<string, unknown> | null> {
    const feature = saveUrl.split('/').at(-1);
    if (feature === 'pets') {
      const res = await the.app.inject({
        url: `/api/users/${USERS.akari}/pets`,
        headers: the.akari.headers,
      });
      const { version, pets } = res.json<Record<string, unknown>>();
      return { version, pets };
    }
    const res = await the.app.inject({
      method: 'GET',
      url: `/api/guilds/${GUILDS.A}/info/${feature}`,
      headers: the.akari.headers,
    });
    return res.statusCode === 200 ? (res.json().settings as Record<string, unknown>) : null;
  }

  test('covers every save route', () => {
    expect(saveRoutes()).toEqual(
      expect.arrayContaining([
        `/api/save/guilds/${GUILDS.A}/greetings`,
        `/api/save/guilds/${GUILDS.A}/xp`,
        `/api/save/guilds/${GUILDS.A}/language`,
        `/api/save/guilds/${GUILDS.A}/items`,
      ]),
    );
  });

  test('answers arbitrary JSON bodies with 400 (toggles, which take only the token: 200), never a 500', async () => {
    const settingsRoutes = new Set<string>();
    for (const url of saveRoutes()) if (await currentDocument(url)) settingsRoutes.add(url);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...saveRoutes()), fc.jsonValue(), async (url, body) => {
        const payload =
          body !== null && typeof body === 'object' && !Array.isArray(body)
            ? { ...body, token: the.akari.token }
            : body;
        const before = await snapshot();
        const res = await post(url, payload);
        const allowed = settingsRoutes.has(url) ? [400] : [200, 400];
        expect(allowed, `${url} ${JSON.stringify(payload)}`).toContain(res.statusCode);
        if (res.statusCode === 400) {
          expect(res.json().error.code).toBeTypeOf('string');
          expect(await snapshot()).toEqual(before);
        }
      }),
      { numRuns: 150 },
    );
  });

  test('answers a valid document with any one part replaced: 200, 400 or 409, and only a 200 writes', async () => {
    const routes = [];
    for (const url of saveRoutes()) {
      const doc = await currentDocument(url);
      if (doc) routes.push({ url, doc });
    }
    expect(routes.length).toBeGreaterThanOrEqual(2);
    const anyValue = fc.oneof(
      fc.jsonValue(),
      fc.string({ maxLength: 3000 }),
      fc.integer(),
      fc.double(),
      fc.constant('x'.repeat(100_000)),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), fc.nat(), anyValue, async ({ url }, pick, value) => {
        // Read it fresh: an earlier run may have saved a new version.
        const doc = (await currentDocument(url)) ?? {};
        const all = pathsOf(doc);
        const path = all[pick % all.length] ?? ['version'];
        const key = path.join('.');
        const before = await snapshot();
        const res = await post(url, { ...(replaceAt(doc, path, value) as object), token: the.akari.token });
        // 409: a version other than the stored one.
        expect([200, 400, 409], `${url} ${key}=${JSON.stringify(value).slice(0, 200)}`).toContain(
          res.statusCode,
        );
        if (res.statusCode !== 200) expect(await snapshot()).toEqual(before);
      }),
      { numRuns: 150 },
    );
  });

  test('takes hard text (NUL, lone surrogates, RTL overrides, 2,000+ characters, emoji sequences) in every text field: 400 writing nothing, or 200 storing it exactly', async () => {
    const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
    const hard = fc.constantFrom(
      '\u0000',
      '\ud800',
      '\udfff',
      '\u202eevil\u202c',
      '\u200f\u05e9\u05dc\u05d5\u05dd\u200e',
      '\u2066isolate\u2069',
      '👩\u200d👩\u200d👧\u200d👦',
      '🏳️\u200d🌈',
      '\ufeff',
      'e\u0301',
      '\u0085\u2028\u2029',
    );
    const text = fc
      .array(
        fc.oneof(
          hard,
          fc.string({ unit: anyUnit, maxLength: 20 }),
          fc.string({ minLength: 2000, maxLength: 2100 }),
        ),
        {
          minLength: 1,
          maxLength: 4,
        },
      )
      .map((parts) => parts.join(''));
    const stringsOf = (doc: unknown) =>
      pathsOf(doc).filter(
        (path) => typeof path.reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], doc) === 'string',
      );
    const routes = [];
    for (const url of saveRoutes()) {
      const doc = await currentDocument(url);
      if (doc && stringsOf(doc).length > 0) routes.push(url);
    }
    expect(routes.length).toBeGreaterThan(0);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), fc.nat(), text, async (url, pick, value) => {
        const doc = (await currentDocument(url)) ?? {};
        const paths = stringsOf(doc);
        const path = paths[pick % paths.length] ?? [];
        const before = await snapshot();
        const res = await post(url, { ...(replaceAt(doc, path, value) as object), token: the.akari.token });
        const what = `${url} ${path.join('.')}=${JSON.stringify(value).slice(0, 120)}`;
        expect([200, 400], what).toContain(res.statusCode);
        if (res.statusCode === 400) {
          expect(
            res.json().error.issues.map((i: { path: string }) => i.path),
            what,
          ).toContain(path.join('.'));
          expect(await snapshot(), what).toEqual(before);
        } else {
          const stored = await currentDocument(url);
          expect(
            path.reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], stored),
            what,
          ).toBe(value);
        }
      }),
      { numRuns: 60 },
    );
  });

  test('answers arbitrary bodies on the other write routes (guild list, exchange, logout) without a 5xx or a write', async () => {
    const writes = the.app.routeTable.filter((r) => r.method === 'POST' && !r.url.startsWith('/api/save/'));
    expect(writes.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/guilds', '/api/discord/exchange', '/api/logout']),
    );
    const sessionsNow = async () => (await the.app.db.select().from(sessions)).length;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writes), fc.jsonValue(), async (route, body) => {
        const before = { ...(await snapshot()), sessions: await sessionsNow() };
        const res = await the.app.inject({
          method: 'POST',
          url: route.url,
          headers: { 'content-type': 'application/json' },
          ...(route.url === '/api/guilds'
            ? { headers: { ...the.akari.headers, 'content-type': 'application/json' } }
            : {}),
          cookies: { hoshi_oauth_state: 'fixed-state' },
          payload: JSON.stringify(body),
        });
        const what = `${route.url} ${JSON.stringify(body).slice(0, 200)}`;
        expect(res.statusCode, what).toBeLessThan(500);
        if (res.statusCode >= 400)
          expect({ ...(await snapshot()), sessions: await sessionsNow() }, what).toEqual(before);
      }),
      { numRuns: 60 },
    );
  });

  test('answers odd ids in the path with a 4xx, never a 500', async () => {
    const guildRoutes = the.app.routeTable.filter((route) => route.url.includes(':id'));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...guildRoutes),
        fc.oneof(fc.string({ maxLength: 40 }), fc.bigInt({ min: 0n, max: 2n ** 70n }).map(String)),
        async (route, id) => {
          const res = await the.app.inject({
            method: route.method as 'GET',
            url: route.url.replace(':id', encodeURIComponent(id) || '%20'),
            headers: the.akari.headers,
            ...(route.method === 'GET' ? {} : { payload: { token: the.akari.token } }),
          });
          const what = `${route.method} ${route.url} id=${JSON.stringify(id)}`;
          expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, what).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });
});
