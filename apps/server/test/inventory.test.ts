import { existsSync } from 'node:fs';
import path from 'node:path';
import { GEAR_SLOTS, inventoryAnswer, inventoryServers } from '@hoshi/contracts';
import { ENERGY_MAX, gearBonus } from '@hoshi/contracts/economy';
import { describe, expect, it } from 'vitest';
import { inventories } from '@hoshi/db/schema';
import { GEAR, ITEMS } from '../src/inventory/catalogue.ts';
import { DEMO_INVENTORIES } from '../src/db/seed-demo-inventories.ts';
import { EMPTY_INVENTORY } from '../src/repositories/inventory-store.ts';
import { describeApp, GUILDS, USERS } from './helpers.ts';

const { A, B, C, D } = GUILDS;

describeApp('inventory', { seedDemo: true }, (test, the) => {
  const get = (guild: string, headers: Record<string, string> = the.akari.headers) =>
    the.app.inject({ method: 'GET', url: `/api/guilds/${guild}/info/inventory`, headers });

  test("answers akari's own seeded inventory in Star Lounge: coins, bag, gear and energy", async () => {
    const res = await get(A);
    expect(res.statusCode).toBe(200);
    const body = inventoryAnswer.parse(res.json());
    expect(body).toMatchObject({ id: A, name: 'Star Lounge' });
    const { settings } = body;
    expect(settings.coins).toBe(1250);
    expect(settings.energy).toEqual({ current: 72, max: 100 });
    expect(settings.bag.map((item) => [item.id, item.amount])).toEqual([
      ['star-candy', 5],
      ['moon-cookie', 2],
      ['comet-shard', 1],
      ['stardust-jar', 3],
      ['nebula-tea', 1],
      ['meteor-ticket', 2],
    ]);
    expect(settings.bag[0]).toEqual({ id: 'star-candy', amount: 5, ...ITEMS['star-candy'] });
    expect(settings.gear.weapon).toMatchObject({ id: 'star-wand', name: { en: 'Star Wand', ja: '星の杖' } });
    expect(GEAR_SLOTS.every((slot) => settings.gear[slot] !== null)).toBe(true);
  });

  test('is per server: akari has another inventory in Night Sky Club', async () => {
    const { settings } = (await get(B)).json();
    expect(settings.coins).toBe(300);
    expect(settings.gear).toMatchObject({
      weapon: { id: 'comet-blade' },
      head: null,
      upper: null,
      lower: null,
    });
  });

  test("never shows another member's inventory, whatever the request adds", async () => {
    const res = await the.app.inject({
      method: 'GET',
      url: `/api/guilds/${A}/info/inventory?user=${USERS.mika}&userId=${USERS.mika}`,
      headers: the.akari.headers,
    });
    expect(res.json().settings.coins).toBe(1250);
  });

  test('answers an empty bag with full energy to a member without an inventory', async () => {
    await the.app.db.delete(inventories);
    expect((await get(B)).json().settings).toEqual(EMPTY_INVENTORY);
  });

  test('leaves out retired items and gear in the wrong slot instead of failing', async () => {
    await the.app.db.delete(inventories);
    await the.app.db.insert(inventories).values({
      guildId: A,
      userId: USERS.akari,
      coins: 5,
      energy: 500,
      energyMax: 50,
      bag: { 'star-candy': 2, 'old-sword': 1, 'moon-cookie': -3 },
      gear: {
        weapon: 'moon-hat',
        head: 'moon-hat',
        upper: 'no-such-cloak',
        lower: 'orbit-boots',
        levels: { 'moon-hat': 3, 'orbit-boots': 'high' },
      },
    });
    const { settings } = inventoryAnswer.parse((await get(A)).json());
    expect(settings.bag.map((item) => [item.id, item.amount])).toEqual([['star-candy', 2]]);
    expect(settings.gear.weapon).toBeNull();
    // Its level as /upgrade stored it; a malformed level reads as 1.
    expect(settings.gear.head).toMatchObject({ id: 'moon-hat', level: 3 });
    expect(settings.gear.lower).toMatchObject({ id: 'orbit-boots', level: 1 });
    expect(settings.energy).toEqual({ current: 50, max: 50 });
  });

  test('answers any member their own, not only managers: 401 signed out, 403 outside the server, 404 without the bot', async () => {
    expect((await the.app.inject({ url: `/api/guilds/${A}/info/inventory` })).statusCode).toBe(401);
    // Cafe Comet: akari is a member there who may not manage it.
    const cafe = await get(C);
    expect(cafe.statusCode).toBe(200);
    expect(inventoryAnswer.parse(cafe.json()).settings).toEqual(EMPTY_INVENTORY);
    // Mika, a plain member of Star Lounge, reads her own seeded inventory there.
    const mika = await get(A, the.mika.headers);
    expect(mika.statusCode).toBe(200);
    expect(inventoryAnswer.parse(mika.json()).settings.coins).not.toBe(
      inventoryAnswer.parse((await get(A)).json()).settings.coins,
    );
    expect((await get(B, the.mika.headers)).statusCode).toBe(403);
    expect((await get(D)).statusCode).toBe(404);
  });

  test("lists the servers with an inventory of the caller's: theirs with Hoshi in it, managed or not", async () => {
    const list = (user: string, headers: Record<string, string>) =>
      the.app.inject({ method: 'GET', url: `/api/users/${user}/inventories`, headers });
    const akari = await list(USERS.akari, the.akari.headers);
    expect(akari.statusCode).toBe(200);
    // C: a member who may not manage it; D: Hoshi is not there.
    expect(
      inventoryServers
        .parse(akari.json())
        .servers.map((s) => s.id)
        .sort(),
    ).toEqual([A, B, C].sort());
    expect((await list(USERS.mika, the.mika.headers)).json()).toEqual({
      servers: [expect.objectContaining({ id: A })],
    });
    expect((await list(USERS.mika, the.akari.headers)).statusCode).toBe(403);
  });

  test('has a save route for no one: the inventory is read-only', async () => {
    const res = await the.app.inject({
      method: 'POST',
      url: `/api/save/guilds/${A}/inventory`,
      headers: the.akari.headers,
      payload: { coins: 999999, token: the.akari.token },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the item and gear catalogue', () => {
  it("seeds the demo's maximum energy as its worn gear makes it", () => {
    for (const demo of DEMO_INVENTORIES) {
      const { levels = {}, ...worn } = demo.gear;
      expect(demo.energyMax, `${demo.userId} in ${demo.guildId}`).toBe(
        ENERGY_MAX + gearBonus({ worn, levels }).energy,
      );
    }
  });

  it('names every item and piece in English and Japanese, with a kana reading and a picture', () => {
    for (const entry of [...Object.values(ITEMS), ...Object.values(GEAR)]) {
      expect(entry.name.en).not.toBe('');
      expect(entry.name.ja).not.toBe('');
      expect(entry.name.ja2).toMatch(/^[\u3040-\u30ff\u30fc]+$/);
      expect(entry.description.en).not.toBe('');
      expect(entry.description.ja).not.toBe('');
      expect(entry.img).toMatch(/^(items|gear)\/[a-z-]+\.svg$/);
    }
  });

  it('has a picture for every item and piece among the web app’s images', () => {
    const images = path.resolve(import.meta.dirname, '../../web/public/images');
    for (const { img } of [...Object.values(ITEMS), ...Object.values(GEAR)])
      expect(existsSync(path.join(images, img)), img).toBe(true);
  });

  it('has gear for every slot', () => {
    expect(new Set(Object.values(GEAR).map((g) => g.slot))).toEqual(new Set(GEAR_SLOTS));
  });
});
