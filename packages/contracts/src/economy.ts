import type { GearSlot } from './inventory.ts';
import type { GearId, ItemId } from './inventory-catalogue.ts';

/**
 * Every number of the members' economy (docs/decisions/0100-member-economy.md, the reasons there):
 * what chatting pays, /daily and its streak, the shop's prices and sell values, energy and its
 * refill, /explore's cost, cooldown and odds, gear's prices, effects and upgrades. The bot (modules/economy) spends and credits by them;
 * the inventory page shows energy refilled by the same arithmetic (`energyNow`).
 */

/** Coins a message pays when it earns XP: on the XP cooldown, so at most this much a minute. */
export const CHAT_COINS = 2;
/** Coins each winner of a lottery drawn by Hoshi receives, once per draw. */
export const LOTTERY_WIN_COINS = 250;

/** /daily: the base amount, plus the bonus per day of streak after the first, up to the cap. */
export const DAILY_COINS = 100;
export const DAILY_STREAK_BONUS = 20;
export const DAILY_STREAK_CAP = 7;

/** Energy: the maximum a new member has, and one point back every ENERGY_REFILL_MS (lazily). */
export const ENERGY_MAX = 100;
export const ENERGY_REFILL_MS = 3 * 60_000;

/** /explore: the energy it costs and the wait between two, per member and server. */
export const EXPLORE_ENERGY = 20;
export const EXPLORE_COOLDOWN_MS = 10 * 60_000;

/** What an /explore or a Gift Box finds: coins between min and max, and sometimes one item. */
export interface Find {
  weight: number;
  coins: readonly [min: number, max: number];
  item: ItemId | null;
}

/** /explore's outcomes by weight (out of 100). */
export const EXPLORE_FINDS: readonly Find[] = [
  { weight: 40, coins: [10, 30], item: null },
  { weight: 20, coins: [5, 15], item: 'star-candy' },
  { weight: 15, coins: [5, 15], item: 'stardust-jar' },
  { weight: 10, coins: [5, 15], item: 'moon-cookie' },
  { weight: 8, coins: [5, 15], item: 'comet-shard' },
  { weight: 5, coins: [5, 15], item: 'gift-box' },
  { weight: 2, coins: [5, 15], item: 'meteor-ticket' },
];

/** What a Gift Box holds, by weight (out of 100). */
export const GIFT_FINDS: readonly Find[] = [
  { weight: 35, coins: [40, 120], item: null },
  { weight: 20, coins: [0, 0], item: 'moon-cookie' },
  { weight: 15, coins: [0, 0], item: 'nebula-tea' },
  { weight: 15, coins: [0, 0], item: 'rocket-fuel' },
  { weight: 10, coins: [0, 0], item: 'stardust-jar' },
  { weight: 5, coins: [0, 0], item: 'meteor-ticket' },
];

/** The shop's price of each item it sells (items it does not sell are only found). */
export const SHOP_PRICES: Partial<Record<ItemId, number>> = {
  'star-candy': 30,
  'moon-cookie': 60,
  'nebula-tea': 150,
  'rocket-fuel': 120,
  'gift-box': 80,
  'meteor-ticket': 200,
};

/** What /sell pays for one of each item: about a third of its price; found items by their text. */
export const SELL_VALUES: Record<ItemId, number> = {
  'star-candy': 10,
  'moon-cookie': 20,
  'comet-shard': 80,
  'stardust-jar': 50,
  'nebula-tea': 50,
  'meteor-ticket': 60,
  'rocket-fuel': 40,
  'gift-box': 25,
};

/** At most this many of one item in one /buy (and in a bag, per item). */
export const BUY_MAX = 99;
export const BAG_MAX = 999;

/** Energy an item restores when used ('full': to the maximum). */
export const ENERGY_ITEMS: Partial<Record<ItemId, number | 'full'>> = {
  'star-candy': 10,
  'moon-cookie': 25,
  'nebula-tea': 'full',
};

/**
 * Energy now, from what was stored at `at`: one point per ENERGY_REFILL_MS since, up to the
 * maximum (never lowered when above it). `at` is moved on by the whole points counted, so a
 * part-way refill is kept for the next read.
 */
export function energyNow(
  stored: number,
  max: number,
  at: number,
  now: number,
): { energy: number; at: number } {
  if (stored >= max) return { energy: stored, at: now };
  if (now <= at) return { energy: stored, at };
  const points = Math.floor((now - at) / ENERGY_REFILL_MS);
  const energy = Math.min(max, stored + points);
  return { energy, at: energy >= max ? now : at + points * ENERGY_REFILL_MS };
}

/** The UTC day of `ms`, as days since 1970: /daily's days. */
export const utcDay = (ms: number): number => Math.floor(ms / 86_400_000);

/** /daily's pay for a streak of `streak` days (1 on the first). */
export const dailyCoins = (streak: number): number =>
  DAILY_COINS + DAILY_STREAK_BONUS * Math.min(Math.max(streak - 1, 0), DAILY_STREAK_CAP - 1);

/** The streak after a /daily today, from the day of the last one (null: never). */
export function nextStreak(lastDay: number | null, streak: number, today: number): number | 'claimed' {
  if (lastDay === today) return 'claimed';
  return lastDay === today - 1 ? streak + 1 : 1;
}

/** One outcome of `finds` for a random number in [0, 1) (weights need not add to 100). */
export function pickFind(finds: readonly Find[], roll: number): Find {
  const total = finds.reduce((sum, f) => sum + f.weight, 0);
  let left = roll * total;
  for (const find of finds) {
    left -= find.weight;
    if (left < 0) return find;
  }
  return finds[finds.length - 1] as Find;
}

/**
 * Gear (docs/product.md#economy): bought in the shop, worn with /equip (one piece per slot),
 * upgraded with Comet Shards by /upgrade. Each piece has one effect, its amount per level; pieces
 * worn in two slots with the same effect add up.
 */
export type GearEffect = 'energy' | 'cooldown' | 'luck' | 'daily';

/** What each piece does. Every effect is on two pieces of different slots. */
export const GEAR_EFFECTS: Record<GearId, GearEffect> = {
  'star-wand': 'luck',
  'comet-blade': 'daily',
  'moon-hat': 'cooldown',
  'astro-helmet': 'energy',
  'nebula-cloak': 'energy',
  'starry-sweater': 'daily',
  'orbit-boots': 'cooldown',
  'galaxy-trousers': 'luck',
};

/**
 * Per level of a worn piece: energy, more maximum energy; cooldown, milliseconds off /explore's
 * wait; luck, weight (out of 100) moved from /explore's coins-only find to a Comet Shard; daily,
 * more coins from /daily.
 */
export const GEAR_PER_LEVEL: Record<GearEffect, number> = {
  energy: 10,
  cooldown: 45_000,
  luck: 2,
  daily: 10,
};

/** The shop's price of every piece of gear (each is bought once; a new piece is level 1). */
export const GEAR_PRICE = 400;
export const GEAR_LEVEL_MAX = 5;
/** Comet Shards that raise a piece from `level` to the next: 1, 2, 3, 4 (10 from 1 to 5). */
export const upgradeShards = (level: number): number => level;

/** What a member wears and owns: the piece per slot, and the level of each piece they own. */
export interface Gear {
  worn: Partial<Record<GearSlot, GearId>>;
  levels: Partial<Record<GearId, number>>;
}

/** The level of an owned piece (a piece worn but not listed, as the demo seeds it, is level 1). */
export const gearLevel = (gear: Gear, id: GearId): number => gear.levels[id] ?? 1;

/** The sum of each effect over the pieces worn: the numbers the commands add. */
export function gearBonus(gear: Gear): Record<GearEffect, number> {
  const bonus: Record<GearEffect, number> = { energy: 0, cooldown: 0, luck: 0, daily: 0 };
  for (const id of Object.values(gear.worn)) {
    const effect = GEAR_EFFECTS[id];
    bonus[effect] += GEAR_PER_LEVEL[effect] * gearLevel(gear, id);
  }
  return bonus;
}

/** /explore's finds with `luck`: that much weight moved from coins only to a Comet Shard. */
export function luckyFinds(luck: number): readonly Find[] {
  if (luck <= 0) return EXPLORE_FINDS;
  return EXPLORE_FINDS.map((find) => {
    if (find.item === null) return { ...find, weight: Math.max(find.weight - luck, 0) };
    if (find.item === 'comet-shard') return { ...find, weight: find.weight + luck };
    return find;
  });
}
