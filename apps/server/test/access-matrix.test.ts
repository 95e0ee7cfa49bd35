import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, expect } from 'vitest';
import { COLLECTION_PAGE_NAMES, createDefaults, type CollectionPageName } from '@hoshi/contracts';
import { testConfig } from '../src/config.ts';
import {
  auditLog,
  guildItems,
  guilds,
  guildSettings,
  inventories,
  memberXp,
  profiles,
  sessions,
} from '../src/db/schema.ts';
import { sha256 } from '../src/lib/crypto.ts';
import { describeApp, exchangeRequest, GUILDS, signIn, USERS, type Session } from './helpers.ts';

type Route = FastifyInstance['routeTable'][number];

const UNKNOWN_GUILD = '999999999999999999';

// The 2 s window between destructive actions is its own suite's (collections); here every route
// is called back to back.
const appConfig = { limits: { ...testConfig().limits, actionThrottleMs: 0 } };

/**
 * Generated from the server's own route table: every /api route × every kind of caller gets
 * exactly the expected status, and a refused call writes nothing. "Allowed" means the route's
 * own success status (its response schema, or config.success), with a request that is valid in
 * every other way, so a refusal cannot hide behind a 400.
 */
describeApp('access matrix', appConfig, (test, the) => {
  let expired: Session;
  let ended: Session;
  const tried = { calls: 0 };

  beforeAll(async () => {
    // The Discord token of this one has run out; the other's session has ended server-side.
    expired = await signIn(the.app, USERS.akari);
    ended = await signIn(the.app, USERS.akari);
    const byCookie = (s: Session) => eq(sessions.idHash, sha256(s.session));
    await the.app.db
      .update(sessions)
      .set({ accessExpiresAt: new Date(Date.now() - 1000) })
      .where(byCookie(expired));
    await the.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(byCookie(ended));
  });

  const fill = (url: string, id: string) => url.replace(':id', id);

  /** A create the page accepts: its form's starting values, plus what a person must fill in. */
  const validCreate = (name: CollectionPageName) => ({
    ...createDefaults(name, Date.now()),
    ...(name === 'autovc' ? { name: 'Matrix room' } : {}),
  });

  const isCollection = (name: string | undefined): name is CollectionPageName =>
    (COLLECTION_PAGE_NAMES as readonly string[]).includes(name ?? '');

  /** An item of a collection page in the guild, created as the owner when there is none yet. */
  async function someItem(name: CollectionPageName, guildId: string): Promise<Record<string, unknown>> {
    const list = await the.app.inject({
      url: `/api/guilds/${guildId}/info/${name}`,
      headers: the.akari.headers,
    });
    if (list.statusCode !== 200) return { id: '1', version: 1 };
    const items = Object.values(list.json().settings as Record<string, Record<string, unknown>>);
    const open = items.find(
      (item) => !('rolls' in item) || !Array.isArray(item.rolls) || item.rolls.length === 0,
    );
    if (open) return open;
    const created = await the.app.inject({
      method: 'POST',
      url: `/api/save/guilds/${guildId}/${name}`,
      headers: the.akari.headers,
      payload: { ...validCreate(name), token: the.akari.token },
    });
    return created.json().data as Record<string, unknown>;
  }

  /** What a valid call of the route sends, for the given caller and guild. */
  async function validRequest(
    route: Route,
    caller: Session | undefined,
    guildId: string,
  ): Promise<InjectOptions> {
    const url = fill(route.url, guildId);
    const headers = caller ? { authorization: `Bearer ${caller.token}` } : {};
    const token = caller?.token ?? 'none';
    const collection = /^\/api\/(?:save\/guilds\/:id|guilds\/:id\/info)\/(\w+)(\/:itemId)?$/.exec(route.url);
    const name = collection?.[1];
    if (collection && isCollection(name) && route.method !== 'GET') {
      if (!collection[2]) {
        return { method: 'POST', url, headers, payload: { ...validCreate(name), token } };
      }
      const item = await someItem(name, guildId);
      const itemUrl = url.replace(':itemId', String(item.id));
      if (route.method === 'POST')
        return { method: 'POST', url: itemUrl, headers, payload: { ...item, token } };
      return { method: route.method as 'DELETE', url: itemUrl, headers };
    }
    if (route.url === '/api/guilds/:id/leaderboard/:userId') {
      // A member with XP in that server, so the reset has someone to reset.
      await the.app.db
        .insert(memberXp)
        .values({ guildId, userId: USERS.mika, username: 'mika', xp: 120 })
        .onConflictDoNothing();
      return { method: 'DELETE', url: url.replace(':userId', USERS.mika), headers };
    }
    if (route.url === '/api/users/:id/achievements/clickme') {
      // Its body is the stored user object (docs/product.md#api-calls): the caller's own.
      return {
        method: 'POST',
        url,
        headers,
        payload: caller?.user ?? { id: guildId, username: 'x', avatar: null },
      };
    }
    if (route.url === '/api/users/:id/achievements/starshooter') {
      return { method: 'POST', url, headers, payload: { game: 'starshooter', score: 350 } };
    }
    if (route.url === '/api/save/guilds/:id/pets') {
      // The pets page's document, as its owner (the caller, on a valid call) reads it.
      const doc = await the.app.inject({ url: `/api/users/${USERS.akari}/pets`, headers: the.akari.headers });
      const { version, pets } = doc.json<{ version: number; pets: unknown[] }>();
      return { method: 'POST', url, headers, payload: { version, pets, token } };
    }
    const page = /^\/api\/save\/guilds\/:id\/(\w+)$/.exec(route.url)?.[1];
    if (page) {
      // A settings page: its current document (as the owner sees it); toggles take only the token.
      const doc = await the.app.inject({
        url: `/api/guilds/${guildId}/info/${page}`,
        headers: the.akari.headers,
      });
      const body = doc.statusCode === 200 ? { ...doc.json().settings, token: caller?.token ?? 'none' } : {};
      return { method: 'POST', url, headers, payload: { token: caller?.token ?? 'none', ...body } };
    }
    if (route.method === 'POST' && route.url === '/api/guilds') {
      return {
        method: 'POST',
        url,
        headers,
        payload: { id: caller?.user.id ?? USERS.akari, guilds: [GUILDS.A] },
      };
    }
    return { method: route.method as 'GET', url, headers };
  }

  const call = async (options: InjectOptions) => {
    tried.calls += 1;
    return (await the.app.inject(options)).statusCode;
  };

  const written = async () => ({
    settings: await the.app.db.select().from(guildSettings),
    items: await the.app.db.select().from(guildItems),
    inventories: await the.app.db.select().from(inventories),
    profiles: await the.app.db.select().from(profiles),
    guilds: await the.app.db.select().from(guilds),
    audits: (await the.app.db.select().from(auditLog)).length,
    xp: await the.app.db.select().from(memberXp),
  });

  test('knows every /api route, its access level and its success status', () => {
    expect(the.app.routeTable.length).toBeGreaterThan(10);
    for (const route of the.app.routeTable) {
      const label = `${route.method} ${route.url}`;
      expect(['public', 'user', 'guild', 'self'], label).toContain(route.access);
      expect(route.success, label).toBeTypeOf('number');
    }
  });

  test('guild routes: 401 without or with a dead token, 403 when not manageable, 404 bot absent, then exact success', async () => {
    const routes = the.app.routeTable.filter((r) => r.access === 'guild');
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      const label = `${route.method} ${route.url}`;
      const denied: Array<[string, Session | undefined, string, number]> = [
        ['no token', undefined, GUILDS.A, 401],
        ['expired token', expired, GUILDS.A, 401],
        ['ended session', ended, GUILDS.A, 401],
        ['may not manage C', the.akari, GUILDS.C, 403],
        ['another user’s guild', the.mika, GUILDS.B, 403],
        ['unknown guild', the.akari, UNKNOWN_GUILD, 403],
        ['bot absent', the.akari, GUILDS.D, 404],
      ];
      // Built first: preparing a request may create the item it names (as the owner).
      const requests = await Promise.all(
        denied.map(([, caller, guildId]) => validRequest(route, caller, guildId)),
      );
      const before = await written();
      for (const [i, [who, , , status]] of denied.entries()) {
        expect(await call(requests[i]!), `${label} ${who}`).toBe(status);
      }
      expect(await written(), `${label}: a refused call wrote something`).toEqual(before);
      for (const guildId of [GUILDS.A, GUILDS.B]) {
        expect(await call(await validRequest(route, the.akari, guildId)), `${label} akari ${guildId}`).toBe(
          route.success,
        );
      }
    }
  });

  test('user and self routes: 401 without or with a dead token, 403 for another user’s id, then exact success', async () => {
    const routes = the.app.routeTable.filter((r) => r.access === 'user' || r.access === 'self');
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const label = `${route.method} ${route.url}`;
      const before = await written();
      for (const [who, caller] of [
        ['no token', undefined],
        ['expired token', expired],
        ['ended session', ended],
      ] as const) {
        expect(await call(await validRequest(route, caller, USERS.akari)), `${label} ${who}`).toBe(401);
      }
      const valid = await validRequest(route, the.akari, USERS.akari);
      const asMika =
        route.access === 'self'
          ? { ...valid, url: fill(route.url, USERS.mika) }
          : typeof valid.payload === 'object' && 'id' in valid.payload
            ? { ...valid, payload: { ...valid.payload, id: USERS.mika } }
            : undefined;
      if (asMika) expect(await call(asMika), `${label} another user’s id`).toBe(403);
      expect(await written(), `${label}: a refused call wrote something`).toEqual(before);
      expect(await call(valid), `${label} akari`).toBe(route.success);
    }
  });

  test('public routes answer their success status to a valid call without a token', async () => {
    const requests: Record<string, () => Promise<InjectOptions>> = {
      'GET /api/config': async () => ({ url: '/api/config' }),
      'GET /api/discord/login': async () => ({ url: '/api/discord/login' }),
      'POST /api/discord/exchange': () => exchangeRequest(the.app, USERS.akari),
      'GET /api/refresh': async () => ({ url: '/api/refresh', cookies: { hoshi_session: the.mika.session } }),
      'POST /api/logout': async () => ({
        method: 'POST',
        url: '/api/logout',
        cookies: { hoshi_session: (await signIn(the.app, USERS.mika)).session },
      }),
    };
    for (const route of the.app.routeTable.filter((r) => r.access === 'public')) {
      const label = `${route.method} ${route.url}`;
      const request = requests[label];
      expect(request, `${label} needs a valid request in this matrix`).toBeDefined();
      if (request) expect(await call(await request()), label).toBe(route.success);
    }
    expect(tried.calls).toBeGreaterThan(80);
    console.info(`access matrix on ${the.database.name}: ${tried.calls} requests`);
  });
});
