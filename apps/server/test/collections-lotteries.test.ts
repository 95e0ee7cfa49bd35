import { DEMO, ENTRANTS } from '@hoshi/discord-emulator';
import { expect, onTestFinished, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ACTION_THROTTLE_MS,
  lotteryActive,
  lotteryCreateDefaults,
  type Lottery,
  type LotteryCreate,
} from '@hoshi/contracts';
import { testConfig } from '../src/config.ts';
import { DEMO_ITEMS } from '../src/db/seed-demo-collections.ts';
import { auditLog, botJobs, guildItems } from '@hoshi/db/schema';
import { jobKey, SETTLED_DRAW_AFTER_MS } from '@hoshi/db';
import { describeApp, GUILDS, signIn, USERS } from './helpers.ts';

const A = GUILDS.A;
const HOUR = 3600;
const limits = testConfig().limits;

const appConfig = { seedDemo: true, limits: { ...limits, lotteryMax: 4, actionThrottleMs: 0 } };

// The demo's lotteries (one active with entrants, one ended) and no throttle between calls.
describeApp('lotteries', appConfig, (test, the) => {
  const base = (): LotteryCreate => ({
    ...lotteryCreateDefaults(Date.now()),
    title: 'Star map',
    location: DEMO.channels.generalA,
  });
  const get = () =>
    the.app.inject({ method: 'GET', url: `/api/guilds/${A}/info/lotteries`, headers: the.akari.headers });
  const create = (payload: object) =>
    the.app.inject({
      method: 'POST',
      url: `/api/save/guilds/${A}/lotteries`,
      headers: the.akari.headers,
      payload: { ...base(), ...payload, token: the.akari.token },
    });
  const edit = (id: string, payload: object) =>
    the.app.inject({
      method: 'POST',
      url: `/api/save/guilds/${A}/lotteries/${id}`,
      headers: the.akari.headers,
      payload: { ...payload, token: the.akari.token },
    });
  const act = (id: string) =>
    the.app.inject({
      method: 'PATCH',
      url: `/api/guilds/${A}/info/lotteries/${id}`,
      headers: the.akari.headers,
    });
  const remove = (id: string) =>
    the.app.inject({
      method: 'DELETE',
      url: `/api/guilds/${A}/info/lotteries/${id}`,
      headers: the.akari.headers,
    });
  const rows = async () => (await the.app.db.select().from(guildItems)).length;
  const editable = ({ title, message, message2, listType, roles, finish, maxWinners, version }: Lottery) => ({
    title,
    message,
    message2,
    listType,
    roles,
    finish,
    maxWinners,
    version,
  });

  test('answers the seeded lotteries with count and max', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: A, lotteryCount: 2, lotteryMax: 4 });
    expect(Object.keys(body.settings).sort()).toEqual([DEMO_ITEMS.activeLottery, DEMO_ITEMS.endedLottery]);
    expect(body.settings[DEMO_ITEMS.endedLottery]).toMatchObject({
      rolls: 1,
      winners: [{ id: ENTRANTS.hikari }],
    });
  });

  test('creates a lottery: the server keeps the creator, no entrants yet, and writes an audit row', async () => {
    const res = await create({ creator: USERS.mika, rolls: 5 });
    expect(res.statusCode).toBe(200);
    const lottery = res.json().data as Lottery;
    expect(lottery).toMatchObject({
      title: 'Star map',
      version: 1,
      rolls: 0,
      creator: USERS.akari,
      entrants: [],
      winners: [],
    });
    expect(lottery.id).toMatch(/^\d{17,20}$/);
    expect((await the.app.db.select().from(auditLog)).at(-1)).toMatchObject({
      action: 'create:lotteries',
      userId: USERS.akari,
    });
  });

  test('refuses a finish outside 5 minutes to 28 days, max winners outside 1–10, unknown roles — and writes nothing', async () => {
    const n = await rows();
    const now = Math.floor(Date.now() / 1000);
    for (const finish of [now + 60, now + 29 * 24 * HOUR]) {
      const res = await create({ finish });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.issues[0]).toMatchObject({ path: 'finish', code: 'out_of_range' });
    }
    for (const maxWinners of [0, 11, 1.5]) expect((await create({ maxWinners })).statusCode).toBe(400);
    expect((await create({ listType: 'some' })).statusCode).toBe(400);
    const unknownRole = await create({ listType: 'whitelist', roles: ['500000000000009999'] });
    expect(unknownRole.json().error.issues[0]).toMatchObject({ path: 'roles.0', code: 'not_in_guild' });
    expect((await create({ location: DEMO.channels.loungeVoiceA })).json().error.issues[0]).toMatchObject({
      path: 'location',
      code: 'channel_type',
    });
    expect(await rows()).toBe(n);
  });

  test('a create past the maximum answers 409 and writes nothing', async () => {
    expect((await create({ title: 'fourth' })).statusCode).toBe(200);
    const n = await rows();
    const res = await create({ title: 'fifth' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('limit_reached');
    expect(await rows()).toBe(n);
  });

  test('ends the active lottery: winners drawn from its entrants, answered as {id, info}', async () => {
    const before = (await get()).json().settings[DEMO_ITEMS.activeLottery] as Lottery;
    await the.app.inject({ method: 'DELETE', url: '/discord-emulator/_stats' });
    const res = await act(DEMO_ITEMS.activeLottery);
    expect(res.statusCode).toBe(200);
    // Seven entrants in a guild of ~1,234 (two pages at most): the member list, not seven lookups.
    const { routes } = (await the.app.inject({ url: '/discord-emulator/_stats' })).json<{
      routes: Record<string, number>;
    }>();
    expect(routes).toEqual({ 'GET /guilds/:id/members': 1 });
    const { id, info } = res.json<{ id: string; info: Lottery }>();
    expect(id).toBe(DEMO_ITEMS.activeLottery);
    expect(info.rolls).toBe(1);
    expect(info.finish).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(info.winners).toHaveLength(before.maxWinners);
    for (const w of info.winners) expect(before.entrants).toContain(w.id);
    expect((await the.app.db.select().from(auditLog)).at(-1)).toMatchObject({ action: 'end:lotteries' });
  });

  test('rerolls without anyone an earlier draw picked, until nobody is left', async () => {
    const seen = new Set<string>();
    let lottery = (await get()).json().settings[DEMO_ITEMS.activeLottery] as Lottery;
    for (const w of lottery.winners) seen.add(w.id);
    for (let draw = 0; draw < 4; draw++) {
      const res = await act(DEMO_ITEMS.activeLottery);
      expect(res.statusCode).toBe(200);
      lottery = res.json().info;
      for (const w of lottery.winners) {
        expect(seen.has(w.id)).toBe(false);
        seen.add(w.id);
      }
    }
    expect(lottery.rolls).toBe(5);
    // Seven entrants, two per draw: after four draws nobody new is left.
    expect(lottery.winners).toEqual([]);
    expect((await the.app.db.select().from(auditLog)).at(-1)).toMatchObject({ action: 'reroll:lotteries' });
  });

  test('a whitelist draw only picks members with the role', async () => {
    const ended = (await get()).json().settings[DEMO_ITEMS.endedLottery] as Lottery;
    const res = await act(DEMO_ITEMS.endedLottery);
    const winners = (res.json().info as Lottery).winners.map((w) => w.id);
    // Stargazers among the entrants: mika, hikari (earlier winner, excluded) and yuki.
    expect(winners).toHaveLength(ended.maxWinners);
    expect([USERS.mika, ENTRANTS.yuki]).toContain(winners[0]);
  });

  test('once rolled, listType, roles and finish are locked; the texts still change', async () => {
    const lottery = (await get()).json().settings[DEMO_ITEMS.activeLottery] as Lottery;
    const locked = await edit(lottery.id, {
      ...editable(lottery),
      listType: 'blacklist',
      finish: lottery.finish + HOUR,
    });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().error.issues.map((i: { path: string; code: string }) => [i.path, i.code])).toEqual([
      ['listType', 'locked'],
      ['finish', 'locked'],
    ]);
    const ok = await edit(lottery.id, { ...editable(lottery), title: 'Nitro giveaway (drawn)' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ title: 'Nitro giveaway (drawn)', version: lottery.version + 1 });
  });

  test('deletes a lottery with an audit row; a second delete is 404', async () => {
    const n = await rows();
    const count = (await get()).json().lotteryCount as number;
    expect((await remove(DEMO_ITEMS.endedLottery)).json()).toEqual({
      data: { id: DEMO_ITEMS.endedLottery },
    });
    expect(await rows()).toBe(n - 1);
    expect((await the.app.db.select().from(auditLog)).at(-1)).toMatchObject({
      action: 'delete:lotteries',
      after: null,
    });
    expect((await remove(DEMO_ITEMS.endedLottery)).statusCode).toBe(404);
    expect((await get()).json().lotteryCount).toBe(count - 1);
  });
});

describeApp('destructive actions', { seedDemo: true }, (test, the) => {
  test('are limited to one per 2 s per user and guild: a second answers 429 too_fast and changes nothing', async () => {
    const akari = await signIn(the.app, USERS.akari);
    const url = `/api/guilds/${A}/info/lotteries/${DEMO_ITEMS.activeLottery}`;
    expect((await the.app.inject({ method: 'PATCH', url, headers: akari.headers })).statusCode).toBe(200);
    const again = await the.app.inject({ method: 'DELETE', url, headers: akari.headers });
    expect(again.statusCode).toBe(429);
    expect(again.json().error.code).toBe('too_fast');
    const list = await the.app.inject({
      method: 'GET',
      url: `/api/guilds/${A}/info/lotteries`,
      headers: akari.headers,
    });
    expect(list.json().settings[DEMO_ITEMS.activeLottery].rolls).toBe(1);
  });

  test('leave the window free when they failed: a 404, or an end Discord refused, lets the retry through', async () => {
    const akari = await signIn(the.app, USERS.akari);
    // Past the window the last test's end took.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ACTION_THROTTLE_MS });
    onTestFinished(() => void vi.useRealTimers());
    const missing = await the.app.inject({
      method: 'DELETE',
      url: `/api/guilds/${A}/info/lotteries/999999999999999999`,
      headers: akari.headers,
    });
    expect(missing.statusCode).toBe(404);
    const url = `/api/guilds/${A}/info/lotteries/${DEMO_ITEMS.endedLottery}`;
    await the.app.inject({
      method: 'POST',
      url: '/discord-emulator/_faults',
      payload: { status: 500, route: '/members', count: 50 },
    });
    const failed = await the.app.inject({ method: 'PATCH', url, headers: akari.headers });
    await the.app.inject({ method: 'DELETE', url: '/discord-emulator/_faults' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.code).toBe('discord_unavailable');
    const retry = await the.app.inject({ method: 'PATCH', url, headers: akari.headers });
    expect(retry.statusCode).toBe(200);
  });
});

// End closes the entries under the lottery's lock before its draw asks Discord (docs/security.md,
// "A dashboard End and the presses"): an End that Discord fails leaves it closed, drawn by the next
// End or by the bot a little later, never open again to presses its draw would not see.
describeApp('an End Discord fails', appConfig, (test, the) => {
  test('leaves the lottery closed to entries, its draw queued for the bot, and the next End draws it', async () => {
    const id = DEMO_ITEMS.activeLottery;
    const url = `/api/guilds/${A}/info/lotteries/${id}`;
    const before = await the.app.collections.get(A, 'lotteries', id);
    expect(lotteryActive(before, Date.now())).toBe(true);
    await the.app.inject({
      method: 'POST',
      url: '/discord-emulator/_faults',
      payload: { status: 500, route: '/members', count: 50 },
    });
    const failed = await the.app.inject({ method: 'PATCH', url, headers: the.akari.headers });
    await the.app.inject({ method: 'DELETE', url: '/discord-emulator/_faults' });
    expect(failed.statusCode).toBe(502);
    const closed = await the.app.collections.get(A, 'lotteries', id);
    expect(closed).toMatchObject({ rolls: 0, entrants: before.entrants, version: before.version + 1 });
    expect(lotteryActive(closed, Date.now())).toBe(false);
    const [finish] = await the.app.db
      .select({ runAt: botJobs.runAt })
      .from(botJobs)
      .where(eq(botJobs.key, jobKey({ kind: 'lotteryFinish', guildId: A, itemId: id })));
    expect(finish?.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(finish?.runAt.getTime()).toBeLessThanOrEqual(Date.now() + SETTLED_DRAW_AFTER_MS);
    const ended = await the.app.inject({ method: 'PATCH', url, headers: the.akari.headers });
    expect(ended.statusCode, ended.body).toBe(200);
    const { info } = ended.json<{ info: Lottery }>();
    expect(info.rolls).toBe(1);
    for (const winner of info.winners) expect(before.entrants).toContain(winner.id);
  });
});
