import {
  collectionAnswer,
  COLLECTION_PAGE_NAMES,
  COLLECTION_PAGES,
  ISSUE_CODES,
  itemSchema,
} from '@hoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config.ts';
import { auditLog, guildItems } from '../src/db/schema.ts';
import { closeTestApp, createTestApp, DATABASES, GUILDS, signIn, USERS } from './helpers.ts';

const { B } = GUILDS;
const UNKNOWN_ITEM = '100000000000000099';

/**
 * Every collection page gets its routes, validation and limits from its one declaration: these
 * run for each page there is, so a page added tomorrow is covered too.
 */
describe.each(DATABASES)('the collection registry on $name', (database) => {
  let app: FastifyInstance;
  let akari: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    app = await createTestApp(database, { limits: { ...testConfig().limits, actionThrottleMs: 0 } });
    akari = await signIn(app, USERS.akari);
  });
  afterAll(() => closeTestApp(app));

  const call = (method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: akari.headers,
      ...(payload ? { payload: { ...payload, token: akari.token } } : {}),
    });
  const written = async () =>
    (await app.db.select().from(guildItems)).length + (await app.db.select().from(auditLog)).length;

  it.each(COLLECTION_PAGE_NAMES)('%s: the list answers its declared shape', async (name) => {
    const res = await call('GET', `/api/guilds/${B}/info/${name}`);
    expect(res.statusCode).toBe(200);
    const answer = collectionAnswer(itemSchema(name), COLLECTION_PAGES[name].info).parse(res.json());
    expect(answer).toMatchObject({ id: B, name: 'Night Sky Club', settings: {} });
  });

  it.each(COLLECTION_PAGE_NAMES)(
    '%s: a create or edit that is not its body answers 400 with coded issues and writes nothing',
    async (name) => {
      const before = await written();
      for (const [url, body] of [
        [`/api/save/guilds/${B}/${name}`, { title: 7, channel: 'x', limit: 'many' }],
        [`/api/save/guilds/${B}/${name}/${UNKNOWN_ITEM}`, { version: 'one' }],
      ] as const) {
        const res = await call('POST', url, body);
        expect(res.statusCode, url).toBe(400);
        const { error } = res.json();
        expect(error.code).toBe('invalid_request');
        expect(error.issues.length).toBeGreaterThan(0);
        for (const issue of error.issues) expect(ISSUE_CODES).toContain(issue.code);
      }
      expect(await written()).toBe(before);
    },
  );

  it.each(COLLECTION_PAGE_NAMES)('%s: delete and the action exist only when declared', async (name) => {
    const { deletable, action } = COLLECTION_PAGES[name];
    const routes = app.routeTable.filter((r) => r.url === `/api/guilds/:id/info/${name}/:itemId`);
    expect(routes.map((r) => r.method).sort()).toEqual([
      ...(deletable ? ['DELETE'] : []),
      ...(action ? ['PATCH'] : []),
    ]);
    for (const { method } of routes) {
      const res = await call(method as 'DELETE' | 'PATCH', `/api/guilds/${B}/info/${name}/${UNKNOWN_ITEM}`);
      expect(res.statusCode, method).toBe(404);
      expect(res.json().error.message, method).toBe('There is no such item.');
    }
  });
});
