import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, expect } from 'vitest';
import { DEMO } from '@hoshi/discord-emulator';
import {
  ACCESS_GROUPS,
  COLLECTION_PAGE_NAMES,
  createDefaults,
  type AccessGrant,
  type AccessGroup,
  type AccessLevel,
  type CollectionPageName,
  type HistoryEntry,
} from '@hoshi/contracts';
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
} from '@hoshi/db/schema';
import { sha256 } from '../src/lib/crypto.ts';
import { describeApp, exchangeRequest, GUILDS, signIn, USERS, type Session } from './helpers.ts';

type Route = FastifyInstance['routeTable'][number];

const UNKNOWN_GUILD = '999999999999999999';

// The 2 s window between destructive actions is its own suite's (collections), and so is the
// per-user request limit (rate limits): here every route is called back to back, by each caller.
const appConfig = { limits: { ...testConfig().limits, actionThrottleMs: 0, requestsPerMinute: 100_000 } };

/**
 * Generated from the server's own route table: every /api route × every kind of caller gets
 * exactly the expected status, and a refused call writes nothing. "Allowed" means the route's
 * own success status (its response schema, or config.success), with a request that is valid in
 * every other way, so a refusal cannot hide behind a 400.
 */
describeApp('access matrix', appConfig, (test, the) => {
  let expired: Session;
  let ended: Session;
  const tried = { calls: 0, saves: 0 };

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

  /**
   * A greetings save of the guild that a revert would undo, made as the owner (a fresh message,
   * so the page still holds it), and the page's version after it; a made-up one where the owner
   * may not save.
   */
  let revertQueue: Promise<unknown> = Promise.resolve();
  function revertableEntry(guildId: string): Promise<{ entryId: number; version: number }> {
    // The matrix prepares a route's requests at once; saves of one page go one after the other.
    const next = revertQueue.then(() => saveToRevert(guildId));
    revertQueue = next.catch(() => undefined);
    return next;
  }

  async function saveToRevert(guildId: string): Promise<{ entryId: number; version: number }> {
    const page = `/api/guilds/${guildId}/info/greetings`;
    const doc = await the.app.inject({ url: page, headers: the.akari.headers });
    if (doc.statusCode !== 200) return { entryId: 1, version: 0 };
    const settings = doc.json().settings as { version: number; join: Record<string, unknown> };
    tried.saves += 1;
    const saved = await the.app.inject({
      method: 'POST',
      url: `/api/save/guilds/${guildId}/greetings`,
      headers: the.akari.headers,
      payload: {
        ...settings,
        join: { ...settings.join, message: `Matrix ${tried.saves}` },
        token: the.akari.token,
      },
    });
    const [row] = await the.app.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.guildId, guildId), eq(auditLog.action, 'save:greetings')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return { entryId: row!.id, version: saved.json().data.version as number };
  }

  let court: Promise<string> | undefined;
  function courtWithAkariBanned(): Promise<string> {
    court ??= (async () => {
      const made = await the.app.inject({
        method: 'POST',
        url: '/discord-emulator/_world/guilds',
        payload: { name: 'Appeal Court', owner_id: DEMO.users.sora },
      });
      const id = made.json<{ id: string }>().id;
      await the.app.inject({
        method: 'POST',
        url: '/discord-emulator/_world/moderate',
        payload: { guild_id: id, user_id: DEMO.users.sora, target_id: USERS.akari, action: 'ban' },
      });
      return id;
    })();
    return court;
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
    if (route.url.startsWith('/api/guilds/:id/surveys/:surveyId/')) {
      // A survey of that server, made as the owner, whose answers are read.
      const survey = await someItem('surveys', guildId);
      return { url: url.replace(':surveyId', String(survey.id)), headers };
    }
    if (route.url === '/api/guilds/:id/history/:entryId/revert') {
      // A settings save of that server to revert, made as the owner, and the page's version now.
      const { entryId, version } = await revertableEntry(guildId);
      const entryUrl = url.replace(':entryId', String(entryId));
      if (route.method === 'GET') return { url: entryUrl, headers };
      return { method: 'POST', url: entryUrl, headers, payload: { version, token } };
    }
    if (route.url === '/api/appeals/:guildId') {
      // akari is banned from a server of sora's made for this: an appeal needs a ban to appeal.
      const appealUrl = route.url.replace(':guildId', await courtWithAkariBanned());
      if (route.method === 'GET') return { url: appealUrl, headers };
      return { method: 'POST', url: appealUrl, headers, payload: { answers: ['Why.', 'Differently.'] } };
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
    if (route.url === '/api/guilds/:id/import') {
      // A preview of the guild's own export (the owner's), imported into the guild asked for.
      const exported = await the.app.inject({
        url: `/api/guilds/${GUILDS.A}/export`,
        headers: the.akari.headers,
      });
      return { method: 'POST', url, headers, payload: { document: exported.json(), preview: true, token } };
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
      expect(['public', 'user', 'guild', 'member', 'self'], label).toContain(route.access);
      expect(route.success, label).toBeTypeOf('number');
    }
  });

  type Refusal = [who: string, caller: Session | undefined, guildId: string, status: number];
  const deadTokens = (): Refusal[] => [
    ['no token', undefined, GUILDS.A, 401],
    ['expired token', expired, GUILDS.A, 401],
    ['ended session', ended, GUILDS.A, 401],
  ];

  /** Each route of `access`: every refusal exact and writing nothing, then success for akari in `allowed`. */
  async function checkGuildRoutes(access: 'guild' | 'member', denied: Refusal[], allowed: string[]) {
    const routes = the.app.routeTable.filter((r) => r.access === access);
    for (const route of routes) {
      const label = `${route.method} ${route.url}`;
      // Built first: preparing a request may create the item it names (as the owner).
      const requests = await Promise.all(
        denied.map(([, caller, guildId]) => validRequest(route, caller, guildId)),
      );
      const before = await written();
      for (const [i, [who, , , status]] of denied.entries()) {
        expect(await call(requests[i]!), `${label} ${who}`).toBe(status);
      }
      expect(await written(), `${label}: a refused call wrote something`).toEqual(before);
      for (const guildId of allowed) {
        expect(await call(await validRequest(route, the.akari, guildId)), `${label} akari ${guildId}`).toBe(
          route.success,
        );
      }
    }
    return routes.length;
  }

  test('guild routes: 401 without or with a dead token, 403 when not manageable, 404 bot absent, then exact success', async () => {
    const checked = await checkGuildRoutes(
      'guild',
      [
        ...deadTokens(),
        ['may not manage C', the.akari, GUILDS.C, 403],
        ['another user’s guild', the.mika, GUILDS.B, 403],
        ['unknown guild', the.akari, UNKNOWN_GUILD, 403],
        ['bot absent', the.akari, GUILDS.D, 404],
      ],
      [GUILDS.A, GUILDS.B],
    );
    expect(checked).toBeGreaterThan(5);
  });

  test('member routes: 401 without or with a dead token, 403 outside the guild, 404 bot absent, then success to any member', async () => {
    const checked = await checkGuildRoutes(
      'member',
      [
        ...deadTokens(),
        ['not a member of B', the.mika, GUILDS.B, 403],
        ['unknown guild', the.akari, UNKNOWN_GUILD, 403],
        ['bot absent', the.akari, GUILDS.D, 404],
      ],
      // C: akari is a member there who may not manage it.
      [GUILDS.A, GUILDS.B, GUILDS.C],
    );
    expect(checked).toBeGreaterThan(0);
  });

  /**
   * The grant dimension (docs/product.md#access-for-roles): mika holds Stargazers (funA) in A,
   * which akari owns. What a grant may reach is written here, route by route, apart from the
   * routes' own declarations: the page each route serves, then its group from the contract.
   */
  const ANY = 'any';
  function pageOfRoute(url: string): string | null {
    if (['/api/guilds/:id/info', '/api/guilds/:id/channels', '/api/guilds/:id/roles'].includes(url))
      return ANY;
    if (url === '/api/guilds/:id/bot-permissions') return ANY;
    if (url.startsWith('/api/guilds/:id/leaderboard')) return 'leaderboard';
    if (url === '/api/guilds/:id/cases') return 'cases';
    if (url.startsWith('/api/guilds/:id/surveys/')) return 'surveys';
    const page = /^\/api\/(?:save\/guilds\/:id|guilds\/:id\/info)\/(\w+)(?:\/:itemId)?$/.exec(url)?.[1];
    return page && page !== 'language' && page !== 'items' && page !== 'inventory' ? page : null;
  }

  /** The status mika gets on a route under grants of `level` on `groups` (403: not hers). */
  function grantedStatus(route: Route, level: AccessLevel, groups: readonly AccessGroup[]): number {
    const page = pageOfRoute(route.url);
    const write = route.method !== 'GET';
    if (page === null || groups.length === 0) return 403;
    if (page === ANY) return write ? 403 : route.success!;
    const group = (Object.keys(ACCESS_GROUPS) as AccessGroup[]).find((g) =>
      (ACCESS_GROUPS[g] as readonly string[]).includes(page),
    );
    if (!group || !groups.includes(group)) return 403;
    return write && level !== 'edit' ? 403 : route.success!;
  }

  /** Stores A's grants as akari saves them (or directly, for what a save no longer accepts). */
  async function grantInA(grants: AccessGrant[], direct = false): Promise<void> {
    const doc = await the.app.inject({
      url: `/api/guilds/${GUILDS.A}/info/access`,
      headers: the.akari.headers,
    });
    expect(doc.statusCode).toBe(200);
    const version = doc.json().settings.version as number;
    if (direct) {
      await the.app.settings.save(GUILDS.A, 'access', USERS.akari, { version, grants });
      return;
    }
    const saved = await the.app.inject({
      method: 'POST',
      url: `/api/save/guilds/${GUILDS.A}/access`,
      headers: the.akari.headers,
      payload: { version, grants, token: the.akari.token },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  const listsA = async (who: Session) =>
    Object.keys(
      (
        await the.app.inject({
          method: 'POST',
          url: '/api/guilds',
          headers: who.headers,
          payload: { id: who.user.id, guilds: [GUILDS.A, GUILDS.B] },
        })
      ).json(),
    ).includes(GUILDS.A);

  const ALL_GROUPS = Object.keys(ACCESS_GROUPS) as AccessGroup[];
  const future = new Date(Date.now() + 86_400_000).toISOString();
  const past = new Date(Date.now() - 60_000).toISOString();

  const scenarios: Array<{
    name: string;
    grants: AccessGrant[];
    direct?: boolean;
    level: AccessLevel;
    groups: readonly AccessGroup[];
  }> = [
    {
      name: 'a view grant on every group',
      grants: [{ role: DEMO.roles.funA, level: 'view', groups: ALL_GROUPS, until: future }],
      level: 'view',
      groups: ALL_GROUPS,
    },
    {
      name: 'an edit grant on greetings-xp',
      grants: [{ role: DEMO.roles.funA, level: 'edit', groups: ['greetings-xp'], until: null }],
      level: 'edit',
      groups: ['greetings-xp'],
    },
    {
      name: 'an edit grant on every group (still not the access page, history, export or import)',
      grants: [{ role: DEMO.roles.funA, level: 'edit', groups: ALL_GROUPS, until: null }],
      level: 'edit',
      groups: ALL_GROUPS,
    },
    {
      name: 'an expired grant',
      grants: [{ role: DEMO.roles.funA, level: 'edit', groups: ALL_GROUPS, until: past }],
      level: 'edit',
      groups: [],
    },
    {
      // Saved before the role was deleted: a save names only roles the server has.
      name: 'a grant on a removed role',
      grants: [{ role: '500000000000001099', level: 'edit', groups: ALL_GROUPS, until: null }],
      direct: true,
      level: 'edit',
      groups: [],
    },
    {
      name: 'a grant on a role mika does not hold',
      grants: [{ role: DEMO.roles.moderatorA, level: 'edit', groups: ALL_GROUPS, until: null }],
      level: 'edit',
      groups: [],
    },
  ];

  test('guild routes under role grants: grant × page × method, and a refused call writes nothing', async () => {
    const routes = the.app.routeTable.filter((r) => r.access === 'guild');
    try {
      for (const scenario of scenarios) {
        await grantInA(scenario.grants, scenario.direct);
        expect(await listsA(the.mika), `${scenario.name}: A in mika's list`).toBe(scenario.groups.length > 0);
        for (const route of routes) {
          const label = `${scenario.name}: ${route.method} ${route.url}`;
          const expected = grantedStatus(route, scenario.level, scenario.groups);
          const request = await validRequest(route, the.mika, GUILDS.A);
          const before = await written();
          expect(await call(request), label).toBe(expected);
          if (expected === 403)
            expect(await written(), `${label}: a refused call wrote something`).toEqual(before);
        }
      }
    } finally {
      await grantInA([]);
    }
    // Nothing lists A for mika once the grants are gone.
    expect(await listsA(the.mika)).toBe(false);
  });

  test('the history names the grant a change was made under', async () => {
    await grantInA([{ role: DEMO.roles.funA, level: 'edit', groups: ['greetings-xp'], until: null }]);
    try {
      const doc = await the.app.inject({
        url: `/api/guilds/${GUILDS.A}/info/greetings`,
        headers: the.mika.headers,
      });
      const settings = doc.json().settings as { join: Record<string, unknown> };
      const saved = await the.app.inject({
        method: 'POST',
        url: `/api/save/guilds/${GUILDS.A}/greetings`,
        headers: the.mika.headers,
        payload: { ...settings, join: { ...settings.join, message: 'Granted hello' }, token: the.mika.token },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const history = await the.app.inject({
        url: `/api/guilds/${GUILDS.A}/history?page=greetings&limit=1`,
        headers: the.akari.headers,
      });
      const [entry] = history.json().entries as HistoryEntry[];
      expect(entry?.user.id).toBe(USERS.mika);
      expect(entry?.grant).toEqual({ role: DEMO.roles.funA, level: 'edit' });
      expect(history.json().names[DEMO.roles.funA]).toBe('Stargazers');
      // akari's own save names no grant.
      const own = await the.app.inject({
        url: `/api/guilds/${GUILDS.A}/history?page=access&limit=1`,
        headers: the.akari.headers,
      });
      expect((own.json().entries as HistoryEntry[])[0]?.grant).toBeNull();
      // Under a grant mika's history is closed to her (managers only).
      const hers = await the.app.inject({
        url: `/api/guilds/${GUILDS.A}/history`,
        headers: the.mika.headers,
      });
      expect(hers.statusCode).toBe(403);
    } finally {
      await grantInA([]);
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
