import { afterEach, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { lotteryCreateDefaults, type Lottery } from '@hoshi/contracts';
import { openDatabase, schema, type DatabaseHandle } from '@hoshi/db';
import { signIn, testConfig } from '@hoshi/server/testing';
import {
  A,
  AKARI,
  botSpeaksJapanese,
  DATABASES,
  FUN_ROLE,
  buttons,
  GENERAL,
  joinWithRoles as join,
  messagesIn,
  startWorld,
  type World,
  type WorldGuild,
} from './harness.ts';

// Lotteries in Discord: posted by the bot, entered by members through its buttons, ended by the
// durable job when the bots' clock passes the finish, each draw announced once.

let world: World | undefined;
const extra: DatabaseHandle[] = [];
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') console.log(world?.logs);
  await world?.close();
  world = undefined;
  for (const handle of extra.splice(0)) await handle.close();
});

const MINUTE = 60_000;

/** The bots' clock: real time, moved forward by the tests (`set`). */
function clock() {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    set: (ms: number) => {
      offset = ms - Date.now();
    },
  };
}

async function manager(w: World) {
  const akari = await signIn(w.app, AKARI);
  const api = (method: 'POST' | 'PATCH', url: string, payload?: object) =>
    w.app.inject({ method, url, headers: akari.headers, ...(payload && { payload }) });
  return {
    async create(fields: Partial<Lottery> = {}): Promise<Lottery> {
      const res = await api('POST', `/api/save/guilds/${A}/lotteries`, {
        ...lotteryCreateDefaults(Date.now()),
        title: 'Star map',
        message: 'Press Enter to take part.',
        message2: 'Congratulations, !WINNERS!, of !ENTRIES!!',
        finish: Math.floor(Date.now() / 1000) + 10 * 60,
        maxWinners: 2,
        location: GENERAL,
        ...fields,
        token: akari.token,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: Lottery }>().data;
    },
    async act(id: string): Promise<Lottery> {
      const res = await api('PATCH', `/api/guilds/${A}/info/lotteries/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ info: Lottery }>().info;
    },
  };
}

const stored = (w: World, id: string) => w.app.collections.get(A, 'lotteries', id);

/** The bot's post of the lottery, once it is there. */
const postOf = (w: World, lottery: Lottery) =>
  w.until((g) =>
    messagesIn(g, GENERAL).find((m) => m.embeds[0]?.title === lottery.title && m.components?.length),
  );

/** The post as it is now, once `check` holds for it (edits arrive through the job runner). */
const postWhen = (w: World, id: string, check: (post: Post) => boolean) =>
  w.until((g) => {
    const post = messagesIn(g, GENERAL).find((m) => m.id === id);
    return post && check(post) && post;
  });

type Post = WorldGuild['messages'][string][number];

/** The post's embed fields as "name: value" lines. */
const fieldsOf = (post: Post) => (post.embeds[0]?.fields ?? []).map((f) => `${f.name}: ${f.value}`);

/** A member presses a button of the post; answers the ephemeral reply only they see. */
async function press(w: World, messageId: string, userId: string, customId: string): Promise<string> {
  const before = (await w.guild()).messages[GENERAL]?.filter((m) => m.ephemeral_for === userId).length ?? 0;
  const res = await w.act('/_world/click', { message_id: messageId, user_id: userId, custom_id: customId });
  expect(res.statusCode, JSON.stringify(res.json())).toBe(201);
  const replies = await w.until((g) => {
    const mine = messagesIn(g, GENERAL).filter((m) => m.ephemeral_for === userId);
    return mine.length > before && mine;
  });
  return replies.at(-1)?.content ?? '';
}

const announcements = (g: WorldGuild, title: string) =>
  messagesIn(g, GENERAL).filter(
    (m) => !m.ephemeral_for && (m.content.includes(`“${title}”`) || m.content.includes(`「${title}」`)),
  );

describe.each(DATABASES)('lotteries in Discord ($name)', (database) => {
  it('is posted with Enter and Leave, entered through the world by who may, ended by the job at its finish and announced once', async () => {
    const time = clock();
    world = await startWorld(database, time);
    const w = world;
    const m = await manager(w);
    const lottery = await m.create({ listType: 'whitelist', roles: [FUN_ROLE] });
    const post = await postOf(w, lottery);
    expect(post.embeds[0]?.description).toBe('Press Enter to take part.');
    expect(buttons(post).map((b) => [b.custom_id, b.label, b.disabled])).toEqual([
      [`lottery:enter:${lottery.id}`, 'Enter', false],
      [`lottery:leave:${lottery.id}`, 'Leave', false],
    ]);
    expect(fieldsOf(post)).toContain('Entries: 0');
    const enter = `lottery:enter:${lottery.id}`;
    const leave = `lottery:leave:${lottery.id}`;

    const fan1 = await join(w, 'fan_one', [FUN_ROLE]);
    const fan2 = await join(w, 'fan_two', [FUN_ROLE]);
    const fan3 = await join(w, 'fan_three', [FUN_ROLE]);
    const outsider = await join(w, 'outsider');
    expect(await press(w, post.id, fan1, enter)).toBe('You are in “Star map”. Good luck!');
    // The first entry after a quiet while is counted on the post at once.
    await postWhen(w, post.id, (p) => fieldsOf(p).includes('Entries: 1'));
    expect(await press(w, post.id, fan1, enter)).toBe('You are already in “Star map”.');
    expect(await press(w, post.id, fan2, enter)).toMatch(/^You are in/);
    expect(await press(w, post.id, fan3, enter)).toMatch(/^You are in/);
    expect(await press(w, post.id, fan3, leave)).toBe('You left “Star map”.');
    // Those that follow are one edit, a few seconds later (the bots' clock moved past the gap).
    time.set(time.now() + 5000);
    await w.bot.jobs.runDue();
    await postWhen(w, post.id, (p) => fieldsOf(p).includes('Entries: 2'));
    expect(await press(w, post.id, outsider, enter)).toBe(
      `Only members with one of these roles may enter “Star map”: <@&${FUN_ROLE}>`,
    );
    // The refusal in the server's bot language: Japanese once the manager switches it.
    await botSpeaksJapanese(w);
    expect(await press(w, post.id, outsider, enter)).toBe(
      `「Star map」に参加できるのは次のロールのメンバーだけです: <@&${FUN_ROLE}>`,
    );
    expect((await stored(w, lottery.id)).entrants).toEqual([fan1, fan2]);

    // Before the finish the job leaves it open.
    await w.bot.jobs.runDue();
    expect((await stored(w, lottery.id)).rolls).toBe(0);

    // Past the finish, before the job has drawn: a press is refused as ended.
    time.set(lottery.finish * 1000 + MINUTE);
    expect(await press(w, post.id, fan3, enter)).toBe('「Star map」は終了しました。');
    await w.bot.jobs.runDue();
    const ended = await stored(w, lottery.id);
    expect(ended.rolls).toBe(1);
    expect(ended.winners.map((x) => x.id).sort()).toEqual([fan1, fan2].sort());
    const said = await w.until(
      (g) => announcements(g, 'Star map').length > 0 && announcements(g, 'Star map'),
    );
    expect(said[0]?.content).toMatch(/^🎉「Star map」の当選者: /);
    expect(said[0]?.content).toContain(`<@${fan1}>`);
    expect(said[0]?.content).toContain(`<@${fan2}>`);
    // The winner message with its variables filled: the winners of this draw and how many entered.
    expect(said[0]?.embeds[0]?.description).toBe(
      `Congratulations, ${ended.winners.map((x) => `<@${x.id}>`).join(' ')}, of 2!`,
    );
    // The post says it ended, in the server's bot language, names the winners and takes no presses.
    const closed = await postWhen(w, post.id, (p) => buttons(p).every((b) => b.disabled));
    expect(fieldsOf(closed)).toEqual([
      `終了しました: <t:${lottery.finish}:F> (<t:${lottery.finish}:R>)`,
      '参加者: 2',
      `当選者: ${ended.winners.map((x) => `<@${x.id}>`).join(' ')}`,
    ]);
    expect(buttons(closed).map((b) => b.label)).toEqual(['参加する', '参加をやめる']);
    // Running the jobs again announces nothing more.
    time.set(time.now() + 60 * MINUTE);
    await w.bot.jobs.runDue();
    await w.bot.idle();
    expect(announcements(await w.guild(), 'Star map')).toHaveLength(1);
  });

  it('ends a lottery whose finish passed while no bot ran as soon as one starts', async () => {
    const time = clock();
    world = await startWorld(database, time);
    const w = world;
    const m = await manager(w);
    const lottery = await m.create({ title: 'Night draw', maxWinners: 1 });
    const post = await postOf(w, lottery);
    const fan = await join(w, 'night_owl');
    expect(await press(w, post.id, fan, `lottery:enter:${lottery.id}`)).toMatch(/^You are in/);
    await w.bot.stop();

    time.set(lottery.finish * 1000 + 5 * MINUTE);
    expect((await stored(w, lottery.id)).rolls).toBe(0);
    await w.startBot();
    const said = await w.until((g) => announcements(g, 'Night draw')[0]);
    expect(said.content).toBe(`🎉 The winners of “Night draw”: <@${fan}>`);
    expect((await stored(w, lottery.id)).winners.map((x) => x.id)).toEqual([fan]);
  });

  it('two bot processes draw each lottery once', async () => {
    const time = clock();
    world = await startWorld(database, time);
    const w = world;
    const m = await manager(w);
    const fan = await join(w, 'lucky');
    const lotteries: Lottery[] = [];
    for (let i = 0; i < 4; i++) lotteries.push(await m.create({ title: `Twin ${i}`, location: null }));
    for (const lottery of lotteries)
      await w.app.collections.amend(A, 'lotteries', lottery.id, (l) => ({ ...l, entrants: [fan] }));
    const first = w.bot;
    // The second process: its own connection pool on PostgreSQL (PGlite has one process's).
    let own: DatabaseHandle | undefined;
    if (w.databaseUrl) extra.push((own = await openDatabase({ databaseUrl: w.databaseUrl })));
    const second = await w.startBot(own ? { database: own } : {});
    time.set(Math.max(...lotteries.map((l) => l.finish)) * 1000 + MINUTE);
    const ran = await Promise.all([first.jobs.runDue(), second.jobs.runDue(), first.jobs.runDue()]);
    expect(ran.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(lotteries.length);
    for (const lottery of lotteries) {
      const after = await stored(w, lottery.id);
      expect([after.rolls, after.version]).toEqual([1, lottery.version + 1]);
      const draws = await w.app.db
        .select()
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.guildId, A), eq(schema.auditLog.action, 'end:lotteries')));
      expect(draws.filter((d) => (d.after as Lottery).id === lottery.id)).toHaveLength(1);
    }
  });

  it('announces End and Reroll from the dashboard, and the finish job does not draw again', async () => {
    const time = clock();
    // End and Reroll one after the other, without the pause the dashboard asks between them.
    const limits = { ...testConfig().limits, actionThrottleMs: 0 };
    world = await startWorld(database, { now: time.now, config: { limits } });
    const w = world;
    const m = await manager(w);
    const lottery = await m.create({ title: 'Comet cup', maxWinners: 1 });
    const post = await postOf(w, lottery);
    const one = await join(w, 'comet_one');
    const two = await join(w, 'comet_two');
    for (const id of [one, two]) await press(w, post.id, id, `lottery:enter:${lottery.id}`);

    const ended = await m.act(lottery.id);
    const first = ended.winners[0]?.id;
    expect(await w.until((g) => announcements(g, 'Comet cup')[0])).toMatchObject({
      content: `🎉 The winners of “Comet cup”: <@${first}>`,
    });
    const closed = await postWhen(w, post.id, (p) => buttons(p).every((b) => b.disabled));
    expect(fieldsOf(closed).slice(1)).toEqual(['Entries: 2', `Winners: <@${first}>`]);
    expect(fieldsOf(closed)[0]).toMatch(/^Ended: <t:\d+:F>/);
    const rerolled = await m.act(lottery.id);
    const second = rerolled.winners[0]?.id;
    expect(second).toBe(first === one ? two : one);
    const said = await w.until((g) => announcements(g, 'Comet cup')[1] && announcements(g, 'Comet cup'));
    expect(said[1]?.content).toBe(`🎲 A new draw for “Comet cup”: <@${second}>`);
    await postWhen(w, post.id, (p) => fieldsOf(p).includes(`Winners: <@${second}>`));

    time.set(lottery.finish * 1000 + MINUTE);
    await w.bot.jobs.runDue();
    expect((await stored(w, lottery.id)).rolls).toBe(2);
    expect(announcements(await w.guild(), 'Comet cup')).toHaveLength(2);
  });

  it('an End that waits on a slow Discord draws from what every press was told: a Leave or an Enter meanwhile is told it has ended', async () => {
    world = await startWorld(database);
    const w = world;
    const m = await manager(w);
    const lottery = await m.create({ title: 'Slow draw', maxWinners: 10 });
    const post = await postOf(w, lottery);
    const stays = await join(w, 'slow_stays');
    const leaves = await join(w, 'slow_leaves');
    const late = await join(w, 'slow_late');
    for (const id of [stays, leaves]) await press(w, post.id, id, `lottery:enter:${lottery.id}`);
    // Discord holds End's member lookup until the test lets it answer.
    await w.act('/_faults', { status: 0, delayMs: 600_000, route: '/members' });
    const akari = await signIn(w.app, AKARI);
    const ending = w.app.inject({
      method: 'PATCH',
      url: `/api/guilds/${A}/info/lotteries/${lottery.id}`,
      headers: akari.headers,
    });
    await vi.waitFor(
      async () =>
        expect(
          (await w.app.inject({ url: '/discord-emulator/_faults' })).json<{ pending: unknown[] }>().pending,
        ).toEqual([]),
      { timeout: 90_000, interval: 10 },
    );
    const left = await press(w, post.id, leaves, `lottery:leave:${lottery.id}`);
    const entered = await press(w, post.id, late, `lottery:enter:${lottery.id}`);
    await w.app.inject({ method: 'DELETE', url: '/discord-emulator/_faults' });
    const res = await ending;
    expect(res.statusCode, res.body).toBe(200);
    const ended = await stored(w, lottery.id);
    const winners = ended.winners.map((x) => x.id).sort();
    // Ten winners at most and fewer entrants: whoever counts for the draw wins.
    expect(winners).toEqual([...ended.entrants].sort());
    expect(left === 'You left “Slow draw”.').toBe(!winners.includes(leaves));
    expect(entered === 'You are in “Slow draw”. Good luck!').toBe(winners.includes(late));
    // End took the entries first: both presses came after it and were told so.
    expect([left, entered]).toEqual(['“Slow draw” has ended.', '“Slow draw” has ended.']);
    expect(winners).toEqual([stays, leaves].sort());
  });

  it('a post or an announcement sent again after a crash before its "done" is not doubled (the nonce)', async () => {
    const time = clock();
    world = await startWorld(database, time);
    const w = world;
    const m = await manager(w);
    const lottery = await m.create({ title: 'Once only', maxWinners: 1 });
    const post = await postOf(w, lottery);
    // As if the process died after a send and before marking it done: the job runs again.
    const again = async (kind: 'lotteryPost' | 'lotteryAnnounce') => {
      await w.app.db
        .update(schema.botJobs)
        .set({ state: 'pending', lockedUntil: null })
        .where(and(eq(schema.botJobs.itemId, lottery.id), eq(schema.botJobs.kind, kind)));
      expect(await w.bot.jobs.runDue()).toBeGreaterThanOrEqual(1);
      await w.bot.idle();
    };
    await again('lotteryPost');
    const posts = messagesIn(await w.guild(), GENERAL).filter(
      (x) => x.embeds[0]?.title === 'Once only' && x.components?.length,
    );
    expect(posts.map((x) => x.id)).toEqual([post.id]);

    const fan = await join(w, 'only_one');
    await press(w, post.id, fan, `lottery:enter:${lottery.id}`);
    time.set(lottery.finish * 1000 + MINUTE);
    await w.bot.jobs.runDue();
    await w.until((g) => announcements(g, 'Once only')[0]);
    await again('lotteryAnnounce');
    expect(announcements(await w.guild(), 'Once only')).toHaveLength(1);
    // The post the bot keeps current is still the one it made: it ended with the winner named.
    await postWhen(w, post.id, (p) => fieldsOf(p).includes(`Winners: <@${fan}>`));
  });
});
