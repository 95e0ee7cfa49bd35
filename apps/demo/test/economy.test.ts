import type { EventEmitter } from 'node:events';
import { GatewayDispatchEvents, type GatewayDispatchPayload } from 'discord-api-types/v10';
import { afterEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { lotteryCreateDefaults } from '@hoshi/contracts';
import { EXPLORE_ENERGY, SHOP_PRICES } from '@hoshi/contracts/economy';
import { schema } from '@hoshi/db';
import { signIn } from '@hoshi/server/testing';
import {
  A,
  AKARI,
  DATABASES,
  joinWithRoles,
  MEMBER_ROLE,
  runCommand,
  startWorld,
  type World,
} from './harness.ts';

// The members' economy through the gateway: slash commands as members run them in the emulator,
// answered privately, and what they change in the database the inventory page reads.

let world: World | undefined;
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') console.log(world?.logs);
  await world?.close();
  world = undefined;
});

const walletOf = async (w: World, userId: string) =>
  (
    await w.app.database.db
      .select()
      .from(schema.inventories)
      .where(and(eq(schema.inventories.guildId, A), eq(schema.inventories.userId, userId)))
  )[0];

const itemsToggle = async (w: World, on: boolean) => {
  await w.app.database.db
    .insert(schema.guilds)
    .values({ id: A, troll: on })
    .onConflictDoUpdate({ target: schema.guilds.id, set: { troll: on } });
};

describe.each(DATABASES)('the economy on $name', (database) => {
  it('a new member collects /daily, buys with /buy, sees it in /inventory and gives a snack as the Items toggle allows', async () => {
    world = await startWorld(database);
    const w = world;
    const nova = await joinWithRoles(w, 'nova', [MEMBER_ROLE]);
    const lyra = await joinWithRoles(w, 'lyra', [MEMBER_ROLE]);
    const daily = await runCommand(w, nova, 'daily', {});
    // Private (ephemeral), in the server's bot language.
    expect(daily.responses[0]).toMatchObject({ type: 4, data: { flags: 64 } });
    expect(daily.content).toBe('You collected **100 coins** (streak: 1 day). You have 100 coins.');
    expect((await runCommand(w, nova, 'daily', {})).content).toContain('already collected');

    const price = SHOP_PRICES['star-candy'] as number;
    const bought = await runCommand(w, nova, 'buy', { item: 'star-candy', amount: 3 });
    expect(bought.content).toBe(
      `You bought **Star Candy** ×3 for ${price * 3} coins. You have ${100 - price * 3} coins left.`,
    );
    expect((await runCommand(w, nova, 'buy', { item: 'star-candy', amount: 1 })).content).toContain(
      'Nothing was bought',
    );
    expect((await runCommand(w, nova, 'inventory', {})).content).toBe(
      `**Coins:** ${100 - price * 3}\n**Energy:** 100 / 100\n**Bag:** **Star Candy** ×3\n**Gear:** none worn`,
    );

    // Lyra has spent energy: Nova may give her a candy only while the Items toggle is on.
    await w.app.database.db
      .insert(schema.inventories)
      .values({ guildId: A, userId: lyra, energy: 30 })
      .onConflictDoUpdate({
        target: [schema.inventories.guildId, schema.inventories.userId],
        set: { energy: 30, energyAt: new Date() },
      });
    await itemsToggle(w, false);
    expect((await runCommand(w, nova, 'use', { item: 'star-candy', member: lyra })).content).toContain(
      'Items setting',
    );
    expect((await walletOf(w, lyra))?.energy).toBe(30);
    await itemsToggle(w, true);
    expect((await runCommand(w, nova, 'use', { item: 'star-candy', member: lyra })).content).toBe(
      `You gave **Star Candy** to <@${lyra}>. Energy: 40 / 100.`,
    );
    expect((await walletOf(w, lyra))?.energy).toBe(40);
    // The owner stands above Hoshi: refused, the candy kept.
    expect((await runCommand(w, nova, 'use', { item: 'star-candy', member: AKARI })).content).toContain(
      'below Hoshi',
    );
    expect((await walletOf(w, nova))?.bag).toEqual({ 'star-candy': 2 });
  });

  it('a connection dropped as /daily and /buy arrive resumes, and each is answered, paid and charged once', async () => {
    world = await startWorld(database);
    const w = world;
    const nova = await joinWithRoles(w, 'nova', [MEMBER_ROLE]);
    // Registered and quiet: the next dispatch is the command's INTERACTION_CREATE.
    await runCommand(w, nova, 'inventory', {});
    await w.bot.idle();
    const seen: GatewayDispatchPayload[] = [];
    const events: EventEmitter = w.bot.client;
    events.on('raw', (packet: GatewayDispatchPayload) => {
      if (packet.t === GatewayDispatchEvents.InteractionCreate) seen.push(packet);
    });
    const answersTo = async (id: string) =>
      (await w.app.inject({ url: `/discord-emulator/_world/interactions/${id}` }))
        .json<{ responses: { type: number | string }[] }>()
        .responses.filter((r) => r.type === 4);

    // The socket drops right after the interaction is sent; the bot resumes and the gateway
    // replays what the bot had not acknowledged.
    expect((await w.act('/_gateway', { action: 'close', afterDispatches: 1 })).statusCode).toBe(200);
    const daily = await runCommand(w, nova, 'daily', {});
    expect(daily.content).toContain('You collected **100 coins**');
    await w.bot.idle();
    expect(await answersTo(daily.id)).toHaveLength(1);

    const price = SHOP_PRICES['star-candy'] as number;
    expect((await w.act('/_gateway', { action: 'close', afterDispatches: 1 })).statusCode).toBe(200);
    const bought = await runCommand(w, nova, 'buy', { item: 'star-candy', amount: 1 });
    expect(bought.content).toContain('You bought **Star Candy** ×1');
    await w.bot.idle();
    expect(await answersTo(bought.id)).toHaveLength(1);

    // And should a dispatch come twice (a resume from an older sequence), the copy changes nothing.
    const copy = seen.find(
      (packet) => packet.t === GatewayDispatchEvents.InteractionCreate && packet.d.id === bought.id,
    );
    expect(copy).toBeDefined();
    events.emit('raw', copy, 0);
    // Its answer is refused (Discord's "already acknowledged"), which the bot logs once it is done.
    for (let i = 0; !w.logs.some((line) => line.includes(`interaction ${bought.id} not answered`)); i++) {
      if (i > 3000) throw new Error(`the copy of ${bought.id} was never handled`);
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(await answersTo(bought.id)).toHaveLength(1);
    const wallet = await walletOf(w, nova);
    // One candy: the coins left would pay for a second, had the copy bought again.
    expect(wallet?.coins).toBe(100 - price);
    expect(wallet?.bag).toEqual({ 'star-candy': 1 });
  });

  it('items do what their texts say: a Meteor Ticket enters a running lottery, Rocket Fuel explores without energy, a Gift Box opens', async () => {
    world = await startWorld(database);
    const w = world;
    const nova = await joinWithRoles(w, 'nova', [MEMBER_ROLE]);
    await w.app.database.db.insert(schema.inventories).values({
      guildId: A,
      userId: nova,
      energy: 0,
      bag: { 'meteor-ticket': 2, 'rocket-fuel': 1, 'gift-box': 1 },
    });
    // No lottery running: the ticket is kept.
    expect((await runCommand(w, nova, 'use', { item: 'meteor-ticket' })).content).toContain(
      'ticket was kept',
    );
    const akari = await signIn(w.app, AKARI);
    const created = await w.app.inject({
      method: 'POST',
      url: `/api/save/guilds/${A}/lotteries`,
      headers: akari.headers,
      payload: {
        ...lotteryCreateDefaults(Date.now()),
        title: 'Wishing well',
        message: 'Press Enter to take part.',
        finish: Math.floor(Date.now() / 1000) + 10 * 60,
        location: null,
        token: akari.token,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const lotteryId = created.json<{ data: { id: string } }>().data.id;
    expect((await runCommand(w, nova, 'use', { item: 'meteor-ticket' })).content).toContain(
      '**Wishing well**',
    );
    expect((await w.app.collections.get(A, 'lotteries', lotteryId)).entrants).toEqual([nova]);
    // Entered already: the second ticket is kept.
    expect((await runCommand(w, nova, 'use', { item: 'meteor-ticket' })).content).toContain(
      'ticket was kept',
    );

    // No energy, yet Rocket Fuel explores; a plain /explore is refused for want of it.
    expect((await runCommand(w, nova, 'explore', {})).content).toContain(`takes ${EXPLORE_ENERGY} energy`);
    const coinsBefore = (await walletOf(w, nova))?.coins ?? 0;
    expect((await runCommand(w, nova, 'use', { item: 'rocket-fuel' })).content).toContain('You explored');
    const afterFuel = await walletOf(w, nova);
    expect(afterFuel?.coins).toBeGreaterThan(coinsBefore);
    expect(afterFuel?.energy).toBe(0);
    expect(afterFuel?.bag).not.toHaveProperty('rocket-fuel');

    // Rocket Fuel's trip may itself have found a Gift Box (one find in twenty): one box fewer, not none.
    const giftBoxes = (bag: unknown) => Object.entries(bag ?? {}).find(([id]) => id === 'gift-box')?.[1] ?? 0;
    const boxes = giftBoxes(afterFuel?.bag);
    expect(boxes).toBeGreaterThanOrEqual(1);
    expect((await runCommand(w, nova, 'use', { item: 'gift-box' })).content).toContain('You opened the gift');
    expect(giftBoxes((await walletOf(w, nova))?.bag)).toBe(boxes - 1);
  });
});
