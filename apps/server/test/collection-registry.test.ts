import {
  collectionAnswer,
  COLLECTION_PAGE_NAMES,
  COLLECTION_PAGES,
  ISSUE_CODES,
  itemSchema,
} from '@hoshi/contracts';
import { expect } from 'vitest';
import { testConfig } from '../src/config.ts';
import { auditLog, guildItems } from '@hoshi/db/schema';
import { describeApp, GUILDS } from './helpers.ts';

const { B } = GUILDS;
const UNKNOWN_ITEM = '100000000000000099';

const appConfig = { limits: { ...testConfig().limits, actionThrottleMs: 0 } };

/**
 * Every collection page gets its routes, validation and limits from its one declaration: these
 * run for each page there is, so a page added tomorrow is covered too.
 */
describeApp('the collection registry', appConfig, (test, the) => {
  const call = (method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, payload?: object) =>
    the.app.inject({
      method,
      url,
      headers: the.akari.headers,
      ...(payload ? { payload: { ...payload, token: the.akari.token } } : {}),
    });
  const written = async () =>
    (await the.app.db.select().from(guildItems)).length + (await the.app.db.select().from(auditLog)).length;

  test.each(COLLECTION_PAGE_NAMES)('%s: the list answers its declared shape', async (name) => {
    const res = await call('GET', `/api/guilds/${B}/info/${name}`);
    expect(res.statusCode).toBe(200);
    const answer = collectionAnswer(itemSchema(name), COLLECTION_PAGES[name].info).parse(res.json());
    expect(answer).toMatchObject({ id: B, name: 'Night Sky Club', settings: {} });
  });

  test.each(COLLECTION_PAGE_NAMES)(
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

  test.each(COLLECTION_PAGE_NAMES)('%s: delete and the action exist only when declared', async (name) => {
    const { deletable, action } = COLLECTION_PAGES[name];
    const routes = the.app.routeTable.filter((r) => r.url === `/api/guilds/:id/info/${name}/:itemId`);
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
