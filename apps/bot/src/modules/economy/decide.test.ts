import { describe, expect, it } from 'vitest';
import {
  DAILY_COINS,
  DAILY_STREAK_BONUS,
  DAILY_STREAK_CAP,
  ENERGY_REFILL_MS,
  energyNow,
  EXPLORE_COOLDOWN_MS,
  EXPLORE_ENERGY,
  GEAR_LEVEL_MAX,
  GEAR_PRICE,
  SHOP_PRICES,
} from '@hoshi/contracts/economy';
import { GEAR, ITEMS, type GearId } from '@hoshi/contracts/inventory-catalogue';
import {
  buy,
  buyGear,
  daily,
  equip,
  explore,
  mayActOn,
  restore,
  sell,
  upgrade,
  type Wallet,
} from './decide.ts';

const T0 = Date.UTC(2026, 10, 29, 10);
const DAY = 86_400_000;
const wallet = (over: Partial<Wallet> = {}): Wallet => ({
  coins: 0,
  energy: 100,
  energyMax: 100,
  energyAt: T0,
  bag: {},
  dailyDay: null,
  dailyStreak: 0,
  exploreAt: null,
  gear: { worn: {}, levels: {} },
  ...over,
});

describe('energy refill', () => {
  it('gains one point per refill period, keeps the part-way period, and stops at the maximum', () => {
    expect(energyNow(40, 100, T0, T0 + ENERGY_REFILL_MS - 1)).toEqual({ energy: 40, at: T0 });
    // Two and a half periods: two points, and the half period counts towards the next.
    expect(energyNow(40, 100, T0, T0 + 2.5 * ENERGY_REFILL_MS)).toEqual({
      energy: 42,
      at: T0 + 2 * ENERGY_REFILL_MS,
    });
    expect(energyNow(99, 100, T0, T0 + 10 * ENERGY_REFILL_MS)).toEqual({
      energy: 100,
      at: T0 + 10 * ENERGY_REFILL_MS,
    });
    // Reading twice gives what reading once gives.
    const half = energyNow(10, 100, T0, T0 + 3.5 * ENERGY_REFILL_MS);
    expect(energyNow(half.energy, 100, half.at, T0 + 7 * ENERGY_REFILL_MS)).toEqual(
      energyNow(10, 100, T0, T0 + 7 * ENERGY_REFILL_MS),
    );
    // Never lowered when above the maximum (gear may have raised it once).
    expect(energyNow(120, 100, T0, T0 + DAY).energy).toBe(120);
  });

  it('explore spends energy once rested, and says how long until enough', () => {
    const out = explore(wallet({ energy: EXPLORE_ENERGY }), T0, [0, 0]);
    expect(out.ok && out.wallet.energy).toBe(0);
    if (!out.ok) return;
    const again = explore(out.wallet, T0 + EXPLORE_COOLDOWN_MS - 1, [0, 0]);
    expect(again).toEqual({ ok: false, refusal: { kind: 'exploreWait', msLeft: 1 } });
    const tired = explore(out.wallet, T0 + EXPLORE_COOLDOWN_MS, [0, 0]);
    expect(tired).toMatchObject({ ok: false, refusal: { kind: 'tired', energy: 0 } });
    expect(!tired.ok && tired.refusal.kind === 'tired' && tired.refusal.msToEnough).toBe(
      EXPLORE_ENERGY * ENERGY_REFILL_MS - EXPLORE_COOLDOWN_MS,
    );
  });

  it('a snack restores what it says, up to the maximum, and is kept when energy is full', () => {
    expect(restore(wallet({ energy: 50 }), 'star-candy', T0)).toMatchObject({
      ok: true,
      result: { energy: 60 },
    });
    expect(restore(wallet({ energy: 95 }), 'moon-cookie', T0)).toMatchObject({
      ok: true,
      result: { energy: 100 },
    });
    expect(restore(wallet({ energy: 3 }), 'nebula-tea', T0)).toMatchObject({
      ok: true,
      result: { energy: 100 },
    });
    expect(restore(wallet(), 'star-candy', T0)).toEqual({ ok: false, refusal: { kind: 'energyFull' } });
    expect(ITEMS['star-candy'].description.en).toContain('Restores 10 energy');
    expect(ITEMS['moon-cookie'].description.en).toContain('Restores 25 energy');
  });
});

describe('daily', () => {
  it('pays once a UTC day, more with each day of streak up to the cap, and restarts after a missed day', () => {
    let w = wallet();
    const paid: number[] = [];
    for (let d = 0; d < DAILY_STREAK_CAP + 2; d++) {
      const out = daily(w, T0 + d * DAY);
      if (!out.ok) throw new Error('refused');
      paid.push(out.result.coins);
      w = out.wallet;
    }
    expect(paid[0]).toBe(DAILY_COINS);
    expect(paid[1]).toBe(DAILY_COINS + DAILY_STREAK_BONUS);
    expect(paid.at(-1)).toBe(DAILY_COINS + DAILY_STREAK_BONUS * (DAILY_STREAK_CAP - 1));
    expect(daily(w, T0 + (DAILY_STREAK_CAP + 1) * DAY + 60_000)).toMatchObject({
      ok: false,
      refusal: { kind: 'claimed' },
    });
    const missed = daily(w, T0 + (DAILY_STREAK_CAP + 3) * DAY);
    expect(missed).toMatchObject({ ok: true, result: { streak: 1, coins: DAILY_COINS } });
  });
});

describe('shop', () => {
  it('buys at the balance edge and refuses one coin short, selling at the stated value', () => {
    const price = SHOP_PRICES['star-candy'] as number;
    expect(buy(wallet({ coins: price * 3 }), 'star-candy', 3)).toMatchObject({
      ok: true,
      wallet: { coins: 0, bag: { 'star-candy': 3 } },
    });
    expect(buy(wallet({ coins: price * 3 - 1 }), 'star-candy', 3)).toEqual({
      ok: false,
      refusal: { kind: 'tooPoor', cost: price * 3, balance: price * 3 - 1 },
    });
    expect(buy(wallet({ coins: 10_000 }), 'stardust-jar', 1)).toEqual({
      ok: false,
      refusal: { kind: 'notSold' },
    });
    expect(sell(wallet({ bag: { 'stardust-jar': 2 } }), 'stardust-jar', 5)).toMatchObject({
      ok: true,
      wallet: { coins: 100, bag: {} },
      result: { amount: 2, coins: 100 },
    });
    expect(ITEMS['stardust-jar'].description.en).toContain('Sells for 50 coins');
  });
});

describe('items on another member', () => {
  const base = { itemsOn: true, isBot: false, isOwner: false, highestPosition: 1, botHighestPosition: 5 };
  it('work on a member below Hoshi only while the Items toggle is on', () => {
    expect(mayActOn(base)).toBeNull();
    expect(mayActOn({ ...base, itemsOn: false })).toBe('itemsOff');
    expect(mayActOn({ ...base, highestPosition: 5 })).toBe('notBelow');
    expect(mayActOn({ ...base, isOwner: true, highestPosition: 0 })).toBe('notBelow');
    expect(mayActOn({ ...base, isBot: true })).toBe('notBot');
  });
});

describe('gear', () => {
  const wearing = (id: GearId, level: number, over: Partial<Wallet> = {}) =>
    wallet({ gear: { worn: { [GEAR[id].slot]: id }, levels: { [id]: level } }, ...over });

  it('is bought once, at its price, and worn only when owned, one piece per slot', () => {
    const bought = buyGear(wallet({ coins: GEAR_PRICE + 5 }), 'star-wand');
    expect(bought.ok && bought.wallet.coins).toBe(5);
    if (!bought.ok) throw new Error('not bought');
    expect(buyGear(bought.wallet, 'star-wand')).toMatchObject({ ok: false, refusal: { kind: 'gearOwned' } });
    expect(buyGear(wallet({ coins: GEAR_PRICE - 1 }), 'comet-blade')).toMatchObject({
      ok: false,
      refusal: { kind: 'tooPoor' },
    });
    expect(equip(wallet(), 'comet-blade', T0)).toMatchObject({
      ok: false,
      refusal: { kind: 'gearNotOwned' },
    });
    const worn = equip(bought.wallet, 'star-wand', T0);
    if (!worn.ok) throw new Error('not worn');
    expect(worn.wallet.gear.worn).toEqual({ weapon: 'star-wand' });
    // A second weapon replaces the first in the slot; the first stays owned at its level.
    const blade = equip(
      {
        ...worn.wallet,
        gear: { ...worn.wallet.gear, levels: { ...worn.wallet.gear.levels, 'comet-blade': 3 } },
      },
      'comet-blade',
      T0,
    );
    if (!blade.ok) throw new Error('not worn');
    expect(blade.wallet.gear.worn).toEqual({ weapon: 'comet-blade' });
    expect(blade.wallet.gear.levels).toEqual({ 'star-wand': 1, 'comet-blade': 3 });
  });

  it('upgrades the piece in a slot for Comet Shards, refusing too few shards, an empty slot and the top level', () => {
    const out = upgrade(wearing('star-wand', 2, { bag: { 'comet-shard': 3 } }), 'weapon', T0);
    expect(out.ok && out.wallet.gear.levels['star-wand']).toBe(3);
    expect(out.ok && out.wallet.bag).toEqual({ 'comet-shard': 1 });
    const poor = wearing('star-wand', 3, { bag: { 'comet-shard': 2 } });
    expect(upgrade(poor, 'weapon', T0)).toEqual({
      ok: false,
      refusal: { kind: 'tooFewShards', cost: 3, have: 2 },
    });
    expect(upgrade(poor, 'head', T0)).toMatchObject({ ok: false, refusal: { kind: 'slotEmpty' } });
    expect(
      upgrade(wearing('star-wand', GEAR_LEVEL_MAX, { bag: { 'comet-shard': 99 } }), 'weapon', T0),
    ).toMatchObject({ ok: false, refusal: { kind: 'gearMax' } });
  });

  it('energy gear raises maximum energy by 10 a level, and taking it off lowers it again', () => {
    const helmet = equip(
      wearing('astro-helmet', 1, { gear: { worn: {}, levels: { 'astro-helmet': 3 } } }),
      'astro-helmet',
      T0,
    );
    expect(helmet.ok && helmet.wallet.energyMax).toBe(130);
    if (!helmet.ok) throw new Error('not worn');
    const full = {
      ...helmet.wallet,
      energy: 130,
      gear: { ...helmet.wallet.gear, levels: { ...helmet.wallet.gear.levels, 'moon-hat': 1 } },
    };
    const hat = equip(full, 'moon-hat', T0);
    expect(hat.ok && [hat.wallet.energyMax, hat.wallet.energy]).toEqual([100, 100]);
    const up = upgrade(wearing('nebula-cloak', 1, { bag: { 'comet-shard': 1 } }), 'upper', T0);
    expect(up.ok && up.wallet.energyMax).toBe(120);
  });

  it('daily gear adds 10 coins a level to /daily', () => {
    const plain = daily(wallet(), T0);
    const geared = daily(wearing('comet-blade', 3), T0);
    expect(plain.ok && plain.result.coins).toBe(DAILY_COINS);
    expect(geared.ok && geared.result.coins).toBe(DAILY_COINS + 30);
  });

  it("cooldown gear makes /explore's wait 45 seconds shorter a level", () => {
    const last = { exploreAt: T0 - EXPLORE_COOLDOWN_MS + 90_000 };
    expect(explore(wallet(last), T0, [0, 0])).toMatchObject({ ok: false, refusal: { kind: 'exploreWait' } });
    expect(explore(wearing('orbit-boots', 2, last), T0, [0, 0]).ok).toBe(true);
    expect(explore(wearing('orbit-boots', 1, last), T0, [0, 0])).toMatchObject({
      ok: false,
      refusal: { kind: 'exploreWait', msLeft: 45_000 },
    });
  });

  it('luck gear moves 2 in 100 explores a level from coins only to a Comet Shard', () => {
    // Coins only is the first 40 of 100: a roll of 0.35 finds coins only, with luck 6 a Comet Shard
    // (the coins-only outcome shrinks to 34, and the shard's share grows by 6 at the other end).
    expect(explore(wallet(), T0, [0.35, 0])).toMatchObject({ ok: true, result: { item: null } });
    const lucky = explore(wearing('galaxy-trousers', 3), T0, [0.35, 0]);
    expect(lucky.ok && lucky.result.item).not.toBe(null);
    const shard = (w: Wallet) => {
      let n = 0;
      for (let i = 0; i < 1000; i++) {
        const out = explore(w, T0, [i / 1000, 0]);
        if (out.ok && out.result.item === 'comet-shard') n++;
      }
      return n;
    };
    expect(shard(wallet())).toBe(80);
    expect(shard(wearing('star-wand', 3))).toBe(140);
  });
});
