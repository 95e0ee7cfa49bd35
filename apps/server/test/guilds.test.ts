import { expect, vi } from 'vitest';
import { ACTION_THROTTLE_MS } from '@hoshi/contracts';
import { auditLog } from '@hoshi/db/schema';
import { describeApp, GUILDS, USERS } from './helpers.ts';

describeApp('guild list, info and toggles', {}, (test, the) => {
  const info = async () =>
    (
      await the.app.inject({ method: 'GET', url: `/api/guilds/${GUILDS.A}/info`, headers: the.akari.headers })
    ).json();

  test('filters the posted ids to servers akari may manage where the bot is', async () => {
    const res = await the.app.inject({
      method: 'POST',
      url: '/api/guilds',
      headers: the.akari.headers,
      payload: { id: USERS.akari, guilds: [GUILDS.A, GUILDS.B, GUILDS.C, GUILDS.D, '999999999999999999'] },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([GUILDS.A, GUILDS.B]);
    expect(body[GUILDS.A]).toMatchObject({ id: GUILDS.A, name: 'Star Lounge', members: 1234 });
    expect(body[GUILDS.B]).toMatchObject({ name: 'Night Sky Club', members: 15300 });
  });

  test('lists only the ids that were posted', async () => {
    const res = await the.app.inject({
      method: 'POST',
      url: '/api/guilds',
      headers: the.akari.headers,
      payload: { id: USERS.akari, guilds: [GUILDS.B] },
    });
    expect(Object.keys(res.json())).toEqual([GUILDS.B]);
  });

  test("refuses to list someone else's servers", async () => {
    const res = await the.app.inject({
      method: 'POST',
      url: '/api/guilds',
      headers: the.akari.headers,
      payload: { id: USERS.mika, guilds: [GUILDS.A] },
    });
    expect(res.statusCode).toBe(403);
  });

  test('answers guild info with the defaults before any change', async () => {
    expect(await info()).toEqual({
      id: GUILDS.A,
      name: 'Star Lounge',
      icon: expect.any(String),
      members: 1234,
      lang: 'en',
      troll: false,
      // The owner may use everything (docs/product.md#access-for-roles).
      access: { manage: true, groups: {} },
    });
  });

  test('toggles language and items, persists them and writes an audit row each', async () => {
    const audits = (await the.app.db.select().from(auditLog)).length;
    const lang = await the.app.inject({
      method: 'POST',
      url: `/api/save/guilds/${GUILDS.A}/language`,
      headers: the.akari.headers,
      payload: { token: the.akari.token },
    });
    expect(lang.json()).toEqual({ data: { lang: 'ja' } });
    const items = await the.app.inject({
      method: 'POST',
      url: `/api/save/guilds/${GUILDS.A}/items`,
      headers: the.akari.headers,
      payload: { token: the.akari.token },
    });
    expect(items.json()).toEqual({ data: { troll: true } });
    expect(await info()).toMatchObject({ lang: 'ja', troll: true });

    // One use per 2 s each (docs/product.md#server-list-and-hub): the second language toggle at once is refused, unwritten.
    const tooSoon = await the.app.inject({
      method: 'POST',
      url: `/api/save/guilds/${GUILDS.A}/language`,
      headers: the.akari.headers,
      payload: { token: the.akari.token },
    });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error.code).toBe('too_fast');
    expect(await info()).toMatchObject({ lang: 'ja' });

    const rows = await the.app.db.select().from(auditLog);
    expect(rows).toHaveLength(audits + 2);
    expect(rows.at(-2)).toMatchObject({
      action: 'language',
      userId: USERS.akari,
      before: { lang: 'en' },
      after: { lang: 'ja' },
    });

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ACTION_THROTTLE_MS });
    const back = await the.app.inject({
      method: 'POST',
      url: `/api/save/guilds/${GUILDS.A}/language`,
      headers: the.akari.headers,
      payload: { token: the.akari.token },
    });
    vi.useRealTimers();
    expect(back.json()).toEqual({ data: { lang: 'en' } });
  });

  test('takes one of 20 parallel toggles of a user and refuses the rest without an audit row', async () => {
    const audits = (await the.app.db.select().from(auditLog)).length;
    const { troll } = await info();
    // Past the window the last test's toggle took.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ACTION_THROTTLE_MS });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        the.app.inject({
          method: 'POST',
          url: `/api/save/guilds/${GUILDS.A}/items`,
          headers: the.akari.headers,
          payload: { token: the.akari.token },
        }),
      ),
    ).finally(() => vi.useRealTimers());
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(19);
    expect(refused.every((r) => r.json().error.code === 'too_fast')).toBe(true);
    expect(await info()).toMatchObject({ troll: !troll });
    expect(await the.app.db.select().from(auditLog)).toHaveLength(audits + 1);
  });

  test.each([
    ['no body', undefined],
    ['token of the wrong type', { token: 42 }],
    ['empty token', { token: '' }],
    ['an array', [1, 2, 3]],
  ])('rejects %s with 400 and changes nothing', async (_label, payload) => {
    const before = await info();
    const res = await the.app.inject({
      method: 'POST',
      url: `/api/save/guilds/${GUILDS.A}/items`,
      headers: { ...the.akari.headers, 'content-type': 'application/json' },
      payload: payload === undefined ? '' : JSON.stringify(payload),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(await info()).toEqual(before);
  });

  test.each([
    ['malformed JSON', '{"id": '],
    ['ids that are not snowflakes', JSON.stringify({ id: USERS.akari, guilds: ['abc'] })],
    ['a missing id', JSON.stringify({ guilds: [] })],
    ['too many ids', JSON.stringify({ id: USERS.akari, guilds: Array(1001).fill(GUILDS.A) })],
  ])('answers 400 to a guild list with %s', async (_label, payload) => {
    const res = await the.app.inject({
      method: 'POST',
      url: '/api/guilds',
      headers: { ...the.akari.headers, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues).toBeInstanceOf(Array);
  });
});
