import type { REST } from '@discordjs/rest';
import type { Client } from 'discord.js';
import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { APIInteraction } from 'discord-api-types/v10';
import { XP_COOLDOWN_MS, XP_DEFAULTS } from '@hoshi/contracts';
import {
  CHAT_COINS,
  DAILY_COINS,
  DAILY_STREAK_BONUS,
  GEAR_PRICE,
  LOTTERY_WIN_COINS,
  SHOP_PRICES,
} from '@hoshi/contracts/economy';
import { ITEMS } from '@hoshi/contracts/inventory-catalogue';
import { ACHIEVEMENTS } from '@hoshi/contracts/profile-catalogue';
import { schema, type DatabaseHandle } from '@hoshi/db';
import { DATABASES, twoProcesses as twoDatabases } from '../../../test/two-processes.ts';
import type { BotLog } from '../../runtime/log.ts';
import { XpLedger, type XpMessageIn } from '../xp/ledger.ts';
import { Economy, payLotteryWinners } from './economy.ts';

const G = '900000000000000001';
const OWNER = '800000000000000001';
const RUI = '800000000000000002';
const KAI = '800000000000000003';
const MOD = '800000000000000004';
const ROLE_LOW = '700000000000000001';
const ROLE_HIGH = '700000000000000002';
const ROLE_BOT = '700000000000000003';
const T0 = Date.UTC(2026, 10, 29, 10);

/** What Discord's caches answer of the guild: role positions, Hoshi's roles and the owner. */
const client = {
  guilds: {
    cache: new Map([
      [
        G,
        {
          ownerId: OWNER,
          roles: {
            cache: new Map([
              [ROLE_LOW, { position: 1 }],
              [ROLE_BOT, { position: 5 }],
              [ROLE_HIGH, { position: 9 }],
            ]),
          },
          members: { me: { roles: { cache: new Map([[ROLE_BOT, {}]]) } } },
        },
      ],
    ]),
  },
} as unknown as Client;

let serial = 0;
const interactionId = () => String(1_000_000_000_000_000n + BigInt(++serial));

/** A bot process's economy on one database: the replies it gave, by interaction id. */
function economyOn(
  handle: DatabaseHandle,
  clock: { now: number },
  lang: 'en' | 'ja' = 'en',
  random?: () => number,
) {
  const replies = new Map<string, string[]>();
  const rest = {
    post(route: string, options: { body: { data: { content: string } } }) {
      const id = route.split('/')[2] ?? '';
      replies.set(id, [...(replies.get(id) ?? []), options.body.data.content]);
      return Promise.resolve(null);
    },
  } as unknown as REST;
  let rolls = 0;
  const economy = new Economy(
    {
      db: handle.db,
      client,
      rest,
      settings: () => Promise.resolve({ settings: {}, lang }),
      perform: () => undefined,
      wakeJobs: () => undefined,
      now: () => clock.now,
      publicUrl: undefined,
      log: {} as BotLog,
    },
    // Every other roll is 0.5 unless told: finds are fixed, so answers can be compared.
    random ?? (() => (rolls++ % 2 === 0 ? 0 : 0.5)),
  );
  /** Runs a command as a member (the same `id` replays it); answers what the bot replied. */
  async function run(
    userId: string,
    name: string,
    options: Record<string, string | number> = {},
    id = interactionId(),
  ) {
    const target = typeof options.member === 'string' ? options.member : undefined;
    const interaction = {
      id,
      token: 't',
      application_id: 'app',
      type: 2,
      guild_id: G,
      member: { user: { id: userId }, roles: [], permissions: '0' },
      data: {
        name,
        type: 1,
        options: Object.entries(options).map(([n, value]) => ({ name: n, value, type: 3 })),
        resolved: target
          ? {
              users: { [target]: { id: target, bot: false } },
              members: { [target]: { roles: target === MOD ? [ROLE_HIGH] : [ROLE_LOW] } },
            }
          : undefined,
      },
    } as unknown as APIInteraction;
    await economy.interaction(interaction);
    return replies.get(id)?.at(-1) ?? '';
  }
  return { run, replies };
}

async function wallet(handle: DatabaseHandle, userId: string) {
  const [row] = await handle.db
    .select()
    .from(schema.inventories)
    .where(and(eq(schema.inventories.guildId, G), eq(schema.inventories.userId, userId)));
  return row;
}

async function give(
  handle: DatabaseHandle,
  userId: string,
  values: { coins?: number; energy?: number; bag?: object; gear?: object },
) {
  await handle.db
    .insert(schema.inventories)
    .values({ guildId: G, userId, energyAt: new Date(T0), ...values })
    .onConflictDoUpdate({
      target: [schema.inventories.guildId, schema.inventories.userId],
      set: { energyAt: new Date(T0), ...values },
    });
}

describe.each(DATABASES)('the economy on $name', ({ url }) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  const twoProcesses = () => twoDatabases(url, 'hoshi_economy_test', cleanups);

  it('parallel /buy at the balance edge: as many as the coins pay for, never below zero', async () => {
    const [a, b] = await twoProcesses();
    const clock = { now: T0 };
    const price = SHOP_PRICES['moon-cookie'] as number;
    // Enough for exactly three, and eight presses from two processes at once.
    await give(a, RUI, { coins: price * 3 });
    const first = economyOn(a, clock);
    const second = economyOn(b, clock);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 === 0 ? first : second).run(RUI, 'buy', { item: 'moon-cookie' }),
      ),
    );
    expect(answers.filter((t) => t.startsWith('You bought'))).toHaveLength(3);
    expect(answers.filter((t) => t.startsWith('That costs'))).toHaveLength(5);
    // Three bought, each counted once toward "Pocketful of Stardust".
    const [counted] = await a.db
      .select()
      .from(schema.achievementCounters)
      .where(
        and(eq(schema.achievementCounters.userId, RUI), eq(schema.achievementCounters.counter, 'items')),
      );
    expect(counted?.value).toBe(3);
    const after = await wallet(a, RUI);
    expect(after?.coins).toBe(0);
    expect(after?.bag).toEqual({ 'moon-cookie': 3 });
  });

  it('a replayed /daily pays once and answers the first reply; the next day continues the streak', async () => {
    const [a, b] = await twoProcesses();
    const clock = { now: T0 };
    const first = economyOn(a, clock);
    const second = economyOn(b, clock);
    const id = interactionId();
    const reply = await first.run(KAI, 'daily', {}, id);
    expect(reply).toContain(`${DAILY_COINS} coins`);
    // The same interaction again (a resume's replay, another process): nothing changes.
    expect(await second.run(KAI, 'daily', {}, id)).toBe(reply);
    expect(await first.run(KAI, 'daily', {}, id)).toBe(reply);
    expect((await wallet(a, KAI))?.coins).toBe(DAILY_COINS);
    // A second /daily the same day is refused by the database's record, whichever process runs it.
    expect(await second.run(KAI, 'daily')).toContain('already collected');
    clock.now += 86_400_000;
    expect(await second.run(KAI, 'daily')).toContain('streak: 2 days');
    expect((await wallet(a, KAI))?.coins).toBe(2 * DAILY_COINS + DAILY_STREAK_BONUS);
  });

  it('gear: bought, worn with /equip and upgraded with Comet Shards once per interaction, its effect true', async () => {
    const [a, b] = await twoProcesses();
    const clock = { now: T0 };
    const first = economyOn(a, clock);
    const second = economyOn(b, clock);
    await give(a, RUI, { coins: GEAR_PRICE, bag: { 'comet-shard': 2 } });
    expect(await first.run(RUI, 'equip', { gear: 'astro-helmet' })).toContain('You do not own');
    expect(await first.run(RUI, 'buy', { item: 'astro-helmet' })).toContain('You bought **Astro Helmet**');
    expect(await first.run(RUI, 'buy', { item: 'astro-helmet' })).toContain('already own');
    expect(await first.run(RUI, 'equip', { gear: 'astro-helmet' })).toBe(
      'You are wearing **Astro Helmet** (level 1): +10 maximum energy. Maximum energy: 110.',
    );
    // A replayed /upgrade (another process, the same interaction) spends its shard once.
    const id = interactionId();
    const reply = await first.run(RUI, 'upgrade', { slot: 'head' }, id);
    expect(reply).toBe('You spent 1 Comet Shard: **Astro Helmet** (level 2): +20 maximum energy.');
    expect(await second.run(RUI, 'upgrade', { slot: 'head' }, id)).toBe(reply);
    let row = await wallet(a, RUI);
    expect(row?.bag).toEqual({ 'comet-shard': 1 });
    expect(row?.gear).toEqual({ head: 'astro-helmet', levels: { 'astro-helmet': 2 } });
    expect(row?.energyMax).toBe(120);
    // Level 2 to 3 takes two shards: refused with one, nothing lost.
    expect(await second.run(RUI, 'upgrade', { slot: 'head' })).toBe(
      'This upgrade takes 2 Comet Shards and you have 1. Nothing changed.',
    );
    row = await wallet(a, RUI);
    expect(row?.bag).toEqual({ 'comet-shard': 1 });
    expect(row?.gear).toEqual({ head: 'astro-helmet', levels: { 'astro-helmet': 2 } });
    expect(await first.run(RUI, 'upgrade', { slot: 'weapon' })).toContain('nothing in the Weapon slot');
    // Toward achievements: wearing it clears "Suited Up" (gear is not one of the bag's items).
    const [profile] = await a.db.select().from(schema.profiles).where(eq(schema.profiles.userId, RUI));
    const cleared = (id: string) => profile?.achievements[ACHIEVEMENTS.findIndex((x) => x.id === id)];
    expect([cleared('item-first'), cleared('gear-first'), cleared('gear-full')]).toEqual(['0', '1', '0']);
    expect(await first.run(RUI, 'inventory')).toContain(
      '**Energy:** 100 / 120\n**Bag:** **Comet Shard** ×1\n**Gear:** Head: **Astro Helmet** (level 2): +20 maximum energy',
    );
  });

  it('each kind of item held counts once toward "Treasure Hunter", which clears at every kind', async () => {
    const [a, b] = await twoProcesses();
    const clock = { now: T0 };
    const first = economyOn(a, clock);
    const second = economyOn(b, clock);
    const kinds = async () =>
      (
        await a.db
          .select()
          .from(schema.achievementCounters)
          .where(
            and(
              eq(schema.achievementCounters.userId, KAI),
              eq(schema.achievementCounters.counter, 'item-kinds'),
            ),
          )
      )[0]?.value;
    const treasure = async () =>
      (await a.db.select().from(schema.profiles).where(eq(schema.profiles.userId, KAI)))[0]?.achievements[
        ACHIEVEMENTS.findIndex((x) => x.id === 'item-all')
      ];
    await give(a, KAI, { coins: 10_000 });
    // A second Moon Cookie, and the first one's replay in another process, add no kind.
    const id = interactionId();
    await first.run(KAI, 'buy', { item: 'moon-cookie' }, id);
    await second.run(KAI, 'buy', { item: 'moon-cookie' }, id);
    await second.run(KAI, 'buy', { item: 'moon-cookie' });
    await first.run(KAI, 'buy', { item: 'star-candy', amount: 3 });
    expect(await kinds()).toBe(2);
    expect(await treasure()).toBe('0');
    // Every kind but the Meteor Ticket held before (the counter set so): the ticket clears it.
    await a.db
      .update(schema.achievementCounters)
      .set({ value: Object.keys(ITEMS).length - 1 })
      .where(
        and(eq(schema.achievementCounters.userId, KAI), eq(schema.achievementCounters.counter, 'item-kinds')),
      );
    await first.run(KAI, 'buy', { item: 'meteor-ticket' });
    expect(await kinds()).toBe(Object.keys(ITEMS).length);
    expect(await treasure()).toBe('1');
    await second.run(KAI, 'buy', { item: 'meteor-ticket' });
    expect(await kinds()).toBe(Object.keys(ITEMS).length);
  });

  it('daily gear worn (as the page shows it) pays more from /daily', async () => {
    const [a] = await twoProcesses();
    const { run } = economyOn(a, { now: T0 });
    await give(a, KAI, { gear: { weapon: 'comet-blade', levels: { 'comet-blade': 2 } } });
    expect(await run(KAI, 'daily')).toContain(`${DAILY_COINS + 20} coins`);
    expect((await wallet(a, KAI))?.coins).toBe(DAILY_COINS + 20);
  });

  it("answers in the server's bot language", async () => {
    const [a] = await twoProcesses();
    const { run } = economyOn(a, { now: T0 }, 'ja');
    expect(await run(RUI, 'daily')).toBe(
      `**${DAILY_COINS}コイン**を受け取りました（連続1日）。所持コイン: ${DAILY_COINS}。`,
    );
    expect(await run(RUI, 'buy', { item: 'nebula-tea' })).toContain('購入していません');
  });

  it('items on another member follow the Items toggle: refused while off, given while on, never above Hoshi', async () => {
    const [a] = await twoProcesses();
    const clock = { now: T0 };
    const { run } = economyOn(a, clock);
    await give(a, RUI, { bag: { 'star-candy': 2 } });
    await give(a, KAI, { energy: 50 });
    await a.db
      .insert(schema.guilds)
      .values({ id: G, troll: false })
      .onConflictDoUpdate({ target: schema.guilds.id, set: { troll: false } });
    expect(await run(RUI, 'use', { item: 'star-candy', member: KAI })).toContain('Items setting');
    expect((await wallet(a, RUI))?.bag).toEqual({ 'star-candy': 2 });
    expect((await wallet(a, KAI))?.energy).toBe(50);
    await a.db.update(schema.guilds).set({ troll: true }).where(eq(schema.guilds.id, G));
    expect(await run(RUI, 'use', { item: 'star-candy', member: KAI })).toBe(
      `You gave **Star Candy** to <@${KAI}>. Energy: 60 / 100.`,
    );
    expect((await wallet(a, RUI))?.bag).toEqual({ 'star-candy': 1 });
    expect((await wallet(a, KAI))?.energy).toBe(60);
    // Above Hoshi's highest role, or the owner: refused, and the candy kept.
    expect(await run(RUI, 'use', { item: 'star-candy', member: MOD })).toContain('below Hoshi');
    expect(await run(RUI, 'use', { item: 'star-candy', member: OWNER })).toContain('below Hoshi');
    expect((await wallet(a, RUI))?.bag).toEqual({ 'star-candy': 1 });
  });

  it('a Gift Box opened on another member is theirs: the find is in their bag and counts as a kind they hold', async () => {
    const [a] = await twoProcesses();
    const clock = { now: T0 };
    // A roll of 0.5 picks the box's Moon Cookie (docs/product.md#economy).
    const { run } = economyOn(a, clock, 'en', () => 0.5);
    await give(a, RUI, { bag: { 'gift-box': 1 } });
    await give(a, KAI, { bag: {} });
    await a.db
      .insert(schema.guilds)
      .values({ id: G, troll: true })
      .onConflictDoUpdate({ target: schema.guilds.id, set: { troll: true } });
    expect(await run(RUI, 'use', { item: 'gift-box', member: KAI })).toContain('Moon Cookie');
    expect((await wallet(a, KAI))?.bag).toEqual({ 'moon-cookie': 1 });
    expect((await wallet(a, RUI))?.bag).toEqual({});
    const kindsHeld = async (userId: string) =>
      (
        await a.db
          .select()
          .from(schema.achievementCounters)
          .where(
            and(
              eq(schema.achievementCounters.userId, userId),
              eq(schema.achievementCounters.counter, 'item-kinds'),
            ),
          )
      )[0]?.value;
    expect(await kindsHeld(KAI)).toBe(1);
    expect(await kindsHeld(RUI)).toBeUndefined();
  });

  it('coins from chatting follow the XP cooldown and a replayed message pays once', async () => {
    const [a, b] = await twoProcesses();
    const DISCORD_EPOCH = 1_420_070_400_000n;
    const at = (ms: number, n: number) => String(((BigInt(ms) - DISCORD_EPOCH) << 22n) | BigInt(n));
    const message = (ms: number, n: number): XpMessageIn => ({
      guildId: G,
      message: { id: at(ms, n), channelId: 'c', parentId: null, authorIsBot: false, authorBoosts: false },
      author: { id: '800000000000000009', username: 'chatty', avatar: null, roles: [] },
    });
    const ledgerOn = (handle: DatabaseHandle) =>
      new XpLedger(
        handle.db,
        () => Promise.resolve({ ...XP_DEFAULTS, rate: 1, boostBonus: 0, exempt: [] }),
        () => undefined,
        (err) => {
          throw err;
        },
      );
    // Ten messages in the first minute (spam), then one a cooldown later: two awards.
    const messages = [
      ...Array.from({ length: 10 }, (_, i) => message(T0 + i * 1000, i)),
      message(T0 + XP_COOLDOWN_MS, 99),
    ];
    const first = ledgerOn(a);
    const second = ledgerOn(b);
    for (const m of messages) {
      first.add(m);
      second.add(m);
    }
    await Promise.all([first.idle(), second.idle()]);
    expect((await wallet(a, '800000000000000009'))?.coins).toBe(2 * CHAT_COINS);
  });

  it("pays a lottery's winners once per draw, however often its announcement runs", async () => {
    const [a] = await twoProcesses();
    await payLotteryWinners(a.db, G, '42', 1, [RUI, KAI]);
    await payLotteryWinners(a.db, G, '42', 1, [RUI, KAI]);
    const before = (await wallet(a, RUI))?.coins ?? 0;
    expect(before).toBe(LOTTERY_WIN_COINS);
    // A reroll is a draw of its own: its winner is paid.
    await payLotteryWinners(a.db, G, '42', 2, [RUI]);
    expect((await wallet(a, RUI))?.coins).toBe(before + LOTTERY_WIN_COINS);
  });
});
