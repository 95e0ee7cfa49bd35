import { DEMO } from '@hoshi/discord-emulator';
import type { CasesAnswer } from '@hoshi/contracts';
import { expect } from 'vitest';
import { endWarning, openCase, openDatabase, schema, warningLevel } from '@hoshi/db';
import { describeApp, GUILDS, USERS } from './helpers.ts';

const A = GUILDS.A;
const B = GUILDS.B;
const BOT = DEMO.botUserId;

describeApp('moderation cases', {}, (test, the) => {
  const cases = async (query = '', guild: string = A) => {
    const res = await the.app.inject({
      url: `/api/guilds/${guild}/cases${query}`,
      headers: the.akari.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CasesAnswer>();
  };

  test('cases are numbered 1, 2, 3 … per server, a key opens one case however often it is opened', async () => {
    const warn = (guildId: string, key: string | null) =>
      openCase(the.app.db, { guildId, type: 'warn', userId: USERS.mika, moderatorId: USERS.akari, key });
    expect((await warn(A, 'i1')).case.number).toBe(1);
    expect((await warn(B, 'i1')).case.number).toBe(1);
    const again = await warn(A, 'i1');
    expect(again).toMatchObject({ created: false, case: { number: 1 } });
    expect((await warn(A, null)).case.number).toBe(2);
    expect((await warn(A, 'i2')).case.number).toBe(3);
    expect(await warningLevel(the.app.db, A, USERS.mika)).toBe(3);
    expect(await endWarning(the.app.db, A, 2)).toBe(true);
    expect(await endWarning(the.app.db, A, 2)).toBe(false);
    expect(await warningLevel(the.app.db, A, USERS.mika)).toBe(2);
  });

  test('two processes opening cases at once never number two alike, and no number is skipped', async () => {
    const guildId = '100000000000000777';
    // A second pool on the same database, as a second bot process has (PGlite: the one handle).
    const other = the.app.config.databaseUrl
      ? await openDatabase({ databaseUrl: the.app.config.databaseUrl })
      : undefined;
    try {
      const writers = [the.app.db, other?.db ?? the.app.db];
      const opened = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          openCase(writers[i % 2]!, {
            guildId,
            type: i % 3 === 0 ? 'timeout' : 'warn',
            userId: USERS.mika,
            moderatorId: BOT,
            // Every fifth is the same hit seen by both processes: one case for the pair.
            key: i % 5 === 0 ? `hit:${i - (i % 10)}` : `k${i}`,
          }),
        ),
      );
      const numbers = opened.filter((o) => o.created).map((o) => o.case.number);
      expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
      const keys = new Set(opened.map((o) => o.case.key));
      expect(numbers.length).toBe(keys.size);
      // The pair of the same hit answers the same case.
      const hit0 = opened.filter((o) => o.case.key === 'hit:0').map((o) => o.case.number);
      expect(new Set(hit0).size).toBe(1);
    } finally {
      await other?.close();
    }
  });

  test('GET cases: newest first, filtered by member and type, keyset pages without repeats', async () => {
    for (let i = 0; i < 5; i += 1)
      await openCase(the.app.db, {
        guildId: B,
        type: i % 2 === 0 ? 'timeout' : 'ban',
        userId: i < 3 ? USERS.mika : USERS.akari,
        moderatorId: i === 4 ? BOT : USERS.akari,
        reason: `reason ${i}`,
        rule: i === 4 ? 'antispam:duplicates' : null,
        messages: i === 4 ? [{ id: '1', content: 'spam spam', timestamp: '2026-01-01T00:00:00.000Z' }] : [],
      });
    const all = await cases('', B);
    expect(all.entries.map((e) => e.number)).toEqual([6, 5, 4, 3, 2, 1]);
    const auto = all.entries[0]!;
    expect(auto).toMatchObject({
      type: 'timeout',
      automatic: true,
      rule: 'antispam:duplicates',
      moderator: { id: BOT },
      messages: [{ id: '1', content: 'spam spam' }],
    });
    expect(all.entries[1]!.member.name).toEqual(expect.any(String));

    const first = await cases('?limit=2', B);
    expect(first.entries.map((e) => e.number)).toEqual([6, 5]);
    const second = await cases(`?limit=2&before=${first.next}`, B);
    expect(second.entries.map((e) => e.number)).toEqual([4, 3]);
    const third = await cases(`?limit=2&before=${second.next}`, B);
    expect(third.entries.map((e) => e.number)).toEqual([2, 1]);
    expect(third.next).toBeNull();

    const mikas = await cases(`?user=${USERS.mika}&type=timeout`, B);
    expect(mikas.entries.map((e) => [e.number, e.type, e.member.id])).toEqual([
      [4, 'timeout', USERS.mika],
      [2, 'timeout', USERS.mika],
    ]);
    expect((await cases('?type=ban,warn', B)).entries.map((e) => e.number)).toEqual([5, 3, 1]);
  });

  test('a bad filter is a 400 naming it, not a page', async () => {
    for (const query of ['?type=nuke', '?user=abc', '?limit=0', '?before=-1', '?extra=1']) {
      const res = await the.app.inject({ url: `/api/guilds/${A}/cases${query}`, headers: the.akari.headers });
      expect(res.statusCode, query).toBe(400);
    }
  });

  test('another server’s manager does not see a server’s cases', async () => {
    const res = await the.app.inject({ url: `/api/guilds/${B}/cases`, headers: the.mika.headers });
    expect(res.statusCode).toBe(403);
    // The tables exist as the migration made them.
    expect(Array.isArray(await the.app.db.select().from(schema.caseCounters))).toBe(true);
    expect(Array.isArray(await the.app.db.select().from(schema.modCases).limit(1))).toBe(true);
  });
});
