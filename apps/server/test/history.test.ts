import { DEMO } from '@hoshi/discord-emulator';
import { GREETINGS_DEFAULTS, type GreetingsSettings, type HistoryAnswer } from '@hoshi/contracts';
import { expect } from 'vitest';
import { auditLog } from '@hoshi/db/schema';
import { describeApp, GUILDS, USERS } from './helpers.ts';

const A = GUILDS.A;
const { generalA } = DEMO.channels;

describeApp('history of a server', {}, (test, the) => {
  const history = async (query = '') => {
    const res = await the.app.inject({ url: `/api/guilds/${A}/history${query}`, headers: the.akari.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<HistoryAnswer>();
  };
  const save = (payload: GreetingsSettings & { version: number }) =>
    the.app.inject({
      method: 'POST',
      url: `/api/save/guilds/${A}/greetings`,
      headers: the.akari.headers,
      payload: { ...payload, token: the.akari.token },
    });

  test('lists every save newest first, worded field by field, channels by name, the person by name', async () => {
    const first = { ...GREETINGS_DEFAULTS, join: { ...GREETINGS_DEFAULTS.join, message: 'Hi' }, version: 0 };
    expect((await save(first)).statusCode).toBe(200);
    const second = {
      ...first,
      join: { ...first.join, message: 'Welcome !USER!', channel: generalA },
      version: 1,
    };
    expect((await save(second)).statusCode).toBe(200);

    const { entries, names } = await history('?page=greetings');
    expect(entries.slice(0, 2).map((e) => e.changes)).toEqual([
      [
        { field: 'join.message', kind: 'text', before: 'Hi', after: 'Welcome !USER!' },
        { field: 'join.channel', kind: 'channel', before: GREETINGS_DEFAULTS.join.channel, after: generalA },
      ],
      [{ field: 'join.message', kind: 'text', before: GREETINGS_DEFAULTS.join.message, after: 'Hi' }],
    ]);
    expect(entries[0]).toMatchObject({ action: 'save', page: 'greetings', user: { id: USERS.akari } });
    expect(entries[0]!.user.name).toEqual(expect.any(String));
    expect(entries[0]!.id).toBeGreaterThan(entries[1]!.id);
    expect(names[generalA]).toEqual(expect.any(String));
  });

  test('filters by page and by person, and pages by keyset without repeats', async () => {
    await the.app.inject({
      method: 'POST',
      url: `/api/save/guilds/${A}/language`,
      headers: the.akari.headers,
      payload: { token: the.akari.token },
    });
    // The demo's seed marker, as seeding the demo writes it: not a change a person made.
    await the.app.db.insert(auditLog).values({
      guildId: A,
      userId: USERS.akari,
      action: 'seed:demo-collections',
      before: null,
      after: null,
    });
    const all = await history();
    expect(all.entries.map((e) => e.page)).toContain('language');
    expect(all.entries.map((e) => e.action)).not.toContain('seed');
    expect(all.entries.find((e) => e.page === 'language')).toMatchObject({ action: 'toggle' });
    expect((await history('?page=xp')).entries.every((e) => e.page === 'xp')).toBe(true);
    expect((await history('?page=greetings')).entries.every((e) => e.page === 'greetings')).toBe(true);
    expect((await history(`?user=${USERS.mika}`)).entries).toEqual([]);

    const seen: number[] = [];
    let next: number | null = null;
    do {
      const page: HistoryAnswer = await history(`?limit=1${next ? `&before=${next}` : ''}`);
      expect(page.entries.length).toBeLessThanOrEqual(1);
      seen.push(...page.entries.map((e) => e.id));
      next = page.next;
    } while (next !== null);
    expect(seen).toEqual(all.entries.map((e) => e.id));
  });
});
