import { SETTINGS_PAGE_NAMES, SETTINGS_PAGES } from '@hoshi/contracts';
import { expect } from 'vitest';
import { auditLog, guildSettings } from '@hoshi/db/schema';
import { describeApp, GUILDS, USERS } from './helpers.ts';

const { B } = GUILDS;

/**
 * Every page in the registry gets its routes, validation, versioning and audit from the one
 * declaration: these run for each page there is, so a page added tomorrow is covered too.
 */
describeApp('the settings registry', {}, (test, the) => {
  const get = (name: string) =>
    the.app.inject({ method: 'GET', url: `/api/guilds/${B}/info/${name}`, headers: the.akari.headers });
  const save = (name: string, payload: object) =>
    the.app.inject({
      method: 'POST',
      url: `/api/save/guilds/${B}/${name}`,
      headers: the.akari.headers,
      payload: { ...payload, token: the.akari.token },
    });

  test.each(SETTINGS_PAGE_NAMES)(
    '%s: served, saved, versioned and audited from its declaration',
    async (name) => {
      const { defaults } = SETTINGS_PAGES[name];
      const first = await get(name);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ id: B, name: 'Night Sky Club', settings: defaults });

      const audits = (await the.app.db.select().from(auditLog)).length;
      const saved = await save(name, defaults);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ data: { ...defaults, version: 1 } });
      expect((await get(name)).json().settings).toEqual({ ...defaults, version: 1 });
      const rows = await the.app.db.select().from(auditLog);
      expect(rows).toHaveLength(audits + 1);
      expect(rows.at(-1)).toMatchObject({ guildId: B, action: `save:${name}`, userId: USERS.akari });

      const stale = await save(name, defaults);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().current).toEqual({ ...defaults, version: 1 });
    },
  );

  test.each(SETTINGS_PAGE_NAMES)(
    '%s: a body that is not its document answers 400 with coded issues',
    async (name) => {
      const res = await save(name, { version: 'one' });
      expect(res.statusCode).toBe(400);
      const { error } = res.json();
      expect(error.code).toBe('invalid_request');
      expect(error.issues).toContainEqual(
        expect.objectContaining({ path: 'version', code: 'invalid_type', params: { expected: 'number' } }),
      );
    },
  );

  test('refuses a path id that is not a snowflake with 400, after the caller is known', async () => {
    const signedOut = await the.app.inject({ method: 'GET', url: '/api/guilds/not-an-id/info/xp' });
    expect(signedOut.statusCode).toBe(401);
    const res = await the.app.inject({
      method: 'POST',
      url: '/api/save/guilds/12/xp',
      headers: the.akari.headers,
    });
    expect([400, 403]).toContain(res.statusCode);
  });

  test("reads a document stored before fields existed with today's defaults at every depth", async () => {
    // As an older release stored them: greetings without leave and with a join lacking its style,
    // xp with a value today's schema refuses and no reward at all.
    await the.app.db.insert(guildSettings).values([
      {
        guildId: GUILDS.A,
        feature: 'greetings',
        version: 7,
        updatedBy: USERS.akari,
        data: { join: { message: 'Hi', channel: null } },
      },
      {
        guildId: GUILDS.A,
        feature: 'xp',
        version: 3,
        updatedBy: USERS.akari,
        data: { rate: 'fast', exempt: [], lvlroles: {} },
      },
    ]);
    const greetings = await the.app.inject({
      method: 'GET',
      url: `/api/guilds/${GUILDS.A}/info/greetings`,
      headers: the.akari.headers,
    });
    expect(greetings.json().settings).toEqual({
      version: 7,
      join: { message: 'Hi', channel: null, style: SETTINGS_PAGES.greetings.defaults.join.style },
      leave: SETTINGS_PAGES.greetings.defaults.leave,
    });
    const xp = await the.app.inject({
      method: 'GET',
      url: `/api/guilds/${GUILDS.A}/info/xp`,
      headers: the.akari.headers,
    });
    expect(xp.json().settings).toEqual({ ...SETTINGS_PAGES.xp.defaults, version: 3 });
  });
});
