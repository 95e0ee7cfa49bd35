import {
  BAG_MAX,
  dailyCoins,
  ENERGY_ITEMS,
  ENERGY_REFILL_MS,
  EXPLORE_COOLDOWN_MS,
  EXPLORE_ENERGY,
  ENERGY_MAX,
  gearBonus,
  gearLevel,
  GEAR_LEVEL_MAX,
  GEAR_PRICE,
  luckyFinds,
  nextStreak,
  pickFind,
  SELL_VALUES,
  SHOP_PRICES,
  utcDay,
  upgradeShards,
  type Find,
  type Gear,
} from '@hoshi/contracts/economy';
import { GEAR as CATALOGUE_GEAR, type GearId, type ItemId } from '@hoshi/contracts/inventory-catalogue';
import type { GearSlot } from '@hoshi/contracts';

/**
 * What the economy's commands decide, pure (docs/product.md#economy): given a member's wallet as
 * the database holds it (locked), the change and the answer. Numbers from contracts' economy.ts.
 */

/** A member's inventory in one server, energy already refilled to `now`. */
export interface Wallet {
  coins: number;
  energy: number;
  energyMax: number;
  /** When `energy` holds (the refill counts from it). */
  energyAt: number;
  bag: Record<string, number>;
  dailyDay: number | null;
  dailyStreak: number;
  exploreAt: number | null;
  /** The gear worn per slot and the level of each piece owned. */
  gear: Gear;
}

export type Outcome<R> = { ok: true; wallet: Wallet; result: R } | { ok: false; refusal: Refusal };

export type Refusal =
  | { kind: 'claimed'; msLeft: number }
  | { kind: 'notSold' }
  | { kind: 'tooPoor'; cost: number; balance: number }
  | { kind: 'bagFull' }
  | { kind: 'notHeld' }
  | { kind: 'tired'; energy: number; msToEnough: number }
  | { kind: 'exploreWait'; msLeft: number }
  | { kind: 'energyFull' }
  | { kind: 'gearOwned' }
  | { kind: 'gearNotOwned' }
  | { kind: 'gearWorn' }
  | { kind: 'slotEmpty'; slot: GearSlot }
  | { kind: 'gearMax' }
  | { kind: 'tooFewShards'; cost: number; have: number };

const DAY_MS = 86_400_000;

const held = (wallet: Pick<Wallet, 'bag'>, item: ItemId) => wallet.bag[item] ?? 0;

function withItem(bag: Record<string, number>, item: ItemId, change: number): Record<string, number> {
  const amount = (bag[item] ?? 0) + change;
  const next = { ...bag };
  if (amount > 0) next[item] = amount;
  else delete next[item];
  return next;
}

/** /daily: once per UTC day; a day missed starts the streak again. */
export function daily(wallet: Wallet, now: number): Outcome<{ coins: number; streak: number }> {
  const today = utcDay(now);
  const streak = nextStreak(wallet.dailyDay, wallet.dailyStreak, today);
  if (streak === 'claimed')
    return { ok: false, refusal: { kind: 'claimed', msLeft: (today + 1) * DAY_MS - now } };
  const coins = dailyCoins(streak) + gearBonus(wallet.gear).daily;
  return {
    ok: true,
    wallet: { ...wallet, coins: wallet.coins + coins, dailyDay: today, dailyStreak: streak },
    result: { coins, streak },
  };
}

/** /buy: the whole price at once, or nothing (never below zero coins, never past BAG_MAX). */
export function buy(wallet: Wallet, item: ItemId, amount: number): Outcome<{ cost: number }> {
  const price = SHOP_PRICES[item];
  if (price === undefined) return { ok: false, refusal: { kind: 'notSold' } };
  const cost = price * amount;
  if (cost > wallet.coins) return { ok: false, refusal: { kind: 'tooPoor', cost, balance: wallet.coins } };
  if (held(wallet, item) + amount > BAG_MAX) return { ok: false, refusal: { kind: 'bagFull' } };
  return {
    ok: true,
    wallet: { ...wallet, coins: wallet.coins - cost, bag: withItem(wallet.bag, item, amount) },
    result: { cost },
  };
}

/** /sell: at the item's sell value, as many as the member holds of the amount asked. */
export function sell(
  wallet: Wallet,
  item: ItemId,
  amount: number,
): Outcome<{ coins: number; amount: number }> {
  const have = held(wallet, item);
  if (have === 0) return { ok: false, refusal: { kind: 'notHeld' } };
  const sold = Math.min(have, amount);
  const coins = SELL_VALUES[item] * sold;
  return {
    ok: true,
    wallet: { ...wallet, coins: wallet.coins + coins, bag: withItem(wallet.bag, item, -sold) },
    result: { coins, amount: sold },
  };
}

/** A find of /explore or a Gift Box, for a random number: coins in its range and its item. */
export function found(find: Find, roll: number): { coins: number; item: ItemId | null } {
  const [min, max] = find.coins;
  return { coins: min + Math.floor(roll * (max - min + 1)), item: find.item };
}

/** Adds a find to a wallet (an item past BAG_MAX is not added). */
export function addFind(wallet: Wallet, find: { coins: number; item: ItemId | null }): Wallet {
  const item = find.item;
  return {
    ...wallet,
    coins: wallet.coins + find.coins,
    bag: item && held(wallet, item) < BAG_MAX ? withItem(wallet.bag, item, 1) : wallet.bag,
  };
}

/**
 * /explore: costs EXPLORE_ENERGY and waits EXPLORE_COOLDOWN_MS after the last one, unless
 * `free` (Rocket Fuel). `rolls` are two random numbers in [0, 1): the outcome and its coins.
 */
export function explore(
  wallet: Wallet,
  now: number,
  rolls: readonly [number, number],
  free = false,
): Outcome<{ coins: number; item: ItemId | null }> {
  const bonus = gearBonus(wallet.gear);
  const cooldown = EXPLORE_COOLDOWN_MS - bonus.cooldown;
  if (!free) {
    if (wallet.exploreAt !== null && now - wallet.exploreAt < cooldown)
      return {
        ok: false,
        refusal: { kind: 'exploreWait', msLeft: cooldown - (now - wallet.exploreAt) },
      };
    if (wallet.energy < EXPLORE_ENERGY) {
      const missing = EXPLORE_ENERGY - wallet.energy;
      const msToEnough = missing * ENERGY_REFILL_MS - (now - wallet.energyAt);
      return { ok: false, refusal: { kind: 'tired', energy: wallet.energy, msToEnough } };
    }
  }
  const find = found(pickFind(luckyFinds(bonus.luck), rolls[0]), rolls[1]);
  const spent = free
    ? wallet
    : {
        ...wallet,
        // Energy full until now refills from now on; otherwise the part-way point is kept.
        energy: wallet.energy - EXPLORE_ENERGY,
        energyAt: wallet.energy >= wallet.energyMax ? now : wallet.energyAt,
        exploreAt: now,
      };
  return { ok: true, wallet: addFind(spent, find), result: find };
}

/**
 * The wallet with its maximum energy as its worn gear makes it (ENERGY_MAX plus the energy
 * effect); energy above a lowered maximum comes down to it.
 */
function withGear(wallet: Wallet, gear: Gear, now: number): Wallet {
  const energyMax = ENERGY_MAX + gearBonus(gear).energy;
  const wasFull = wallet.energy >= wallet.energyMax;
  const energy = Math.min(wallet.energy, energyMax);
  return {
    ...wallet,
    gear,
    energyMax,
    energy,
    energyAt: wasFull && energy < energyMax ? now : wallet.energyAt,
  };
}

const owns = (gear: Gear, id: GearId) =>
  gear.levels[id] !== undefined || Object.values(gear.worn).includes(id);

/** /buy of gear: once per piece, at GEAR_PRICE; the new piece is level 1 and not yet worn. */
export function buyGear(wallet: Wallet, id: GearId): Outcome<{ cost: number }> {
  if (owns(wallet.gear, id)) return { ok: false, refusal: { kind: 'gearOwned' } };
  if (GEAR_PRICE > wallet.coins)
    return { ok: false, refusal: { kind: 'tooPoor', cost: GEAR_PRICE, balance: wallet.coins } };
  const gear = { ...wallet.gear, levels: { ...wallet.gear.levels, [id]: 1 } };
  return {
    ok: true,
    wallet: { ...wallet, coins: wallet.coins - GEAR_PRICE, gear },
    result: { cost: GEAR_PRICE },
  };
}

/** /equip: wears an owned piece in its slot (the piece there before goes back to the owned ones). */
export function equip(wallet: Wallet, id: GearId, now: number): Outcome<{ slot: GearSlot }> {
  const slot = CATALOGUE_GEAR[id].slot;
  if (!owns(wallet.gear, id)) return { ok: false, refusal: { kind: 'gearNotOwned' } };
  if (wallet.gear.worn[slot] === id) return { ok: false, refusal: { kind: 'gearWorn' } };
  const gear: Gear = {
    worn: { ...wallet.gear.worn, [slot]: id },
    levels: { ...wallet.gear.levels, [id]: gearLevel(wallet.gear, id) },
  };
  return { ok: true, wallet: withGear(wallet, gear, now), result: { slot } };
}

/** /upgrade slot: the piece worn there one level up, for upgradeShards(level) Comet Shards. */
export function upgrade(
  wallet: Wallet,
  slot: GearSlot,
  now: number,
): Outcome<{ id: GearId; level: number; cost: number }> {
  const id = wallet.gear.worn[slot];
  if (id === undefined) return { ok: false, refusal: { kind: 'slotEmpty', slot } };
  const level = gearLevel(wallet.gear, id);
  if (level >= GEAR_LEVEL_MAX) return { ok: false, refusal: { kind: 'gearMax' } };
  const cost = upgradeShards(level);
  const have = held(wallet, 'comet-shard');
  if (have < cost) return { ok: false, refusal: { kind: 'tooFewShards', cost, have } };
  const gear = { ...wallet.gear, levels: { ...wallet.gear.levels, [id]: level + 1 } };
  const paid = { ...wallet, bag: withItem(wallet.bag, 'comet-shard', -cost) };
  return { ok: true, wallet: withGear(paid, gear, now), result: { id, level: level + 1, cost } };
}

/** An energy item used on `wallet` (the user's or another member's): refused when already full. */
export function restore(wallet: Wallet, item: ItemId, now: number): Outcome<{ energy: number }> {
  const gives = ENERGY_ITEMS[item];
  if (gives === undefined || wallet.energy >= wallet.energyMax)
    return { ok: false, refusal: { kind: 'energyFull' } };
  const energy = gives === 'full' ? wallet.energyMax : Math.min(wallet.energyMax, wallet.energy + gives);
  return {
    ok: true,
    wallet: { ...wallet, energy, energyAt: energy >= wallet.energyMax ? now : wallet.energyAt },
    result: { energy },
  };
}

/** Takes one of an item from the bag (the caller checked it is there). */
export const spend = (wallet: Wallet, item: ItemId): Wallet => ({
  ...wallet,
  bag: withItem(wallet.bag, item, -1),
});

export { held };

/**
 * Whether an item may act on another member (docs/product.md#economy): only where the server's
 * Items toggle is on, never on a bot, and only on a member whose highest role is below Hoshi's
 * (the server's owner is above everyone).
 */
export function mayActOn(target: {
  itemsOn: boolean;
  isBot: boolean;
  isOwner: boolean;
  highestPosition: number;
  botHighestPosition: number;
}): 'itemsOff' | 'notBot' | 'notBelow' | null {
  if (!target.itemsOn) return 'itemsOff';
  if (target.isBot) return 'notBot';
  if (target.isOwner || target.highestPosition >= target.botHighestPosition) return 'notBelow';
  return null;
}
