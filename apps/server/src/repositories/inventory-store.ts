import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { type GearPiece, type GearSlot, type Inventory } from '@hoshi/contracts';
import { energyNow } from '@hoshi/contracts/economy';
import type { Database } from '@hoshi/db';
import { inventories } from '@hoshi/db/schema';
import { GEAR, ITEMS, isGearId, isItemId } from '../inventory/catalogue.ts';

/** A member with no inventory row yet: nothing collected, full energy. */
export const EMPTY_INVENTORY: Inventory = {
  coins: 0,
  bag: [],
  gear: { weapon: null, head: null, upper: null, lower: null },
  energy: { current: 100, max: 100 },
};

// Stored JSON is read defensively: a malformed or retired entry is left out, never a 500.
const storedMap = z.record(z.string(), z.unknown()).catch({});
const amount = z.number().int().positive();

/**
 * The gear worn in a slot, if the stored id is a piece of the catalogue made for that slot, with
 * its level from the stored `levels` (1 when missing or malformed, as the bot reads it).
 */
function gearFor(slot: GearSlot, id: unknown, levels: Record<string, unknown>): GearPiece | null {
  if (typeof id !== 'string' || !isGearId(id)) return null;
  const { slot: made, ...piece } = GEAR[id];
  const level = amount.safeParse(levels[id]);
  return made === slot ? { id, ...piece, level: level.success ? level.data : 1 } : null;
}

/**
 * Members' inventories per server (docs/product.md#inventory). Read-only for the dashboard: the bot changes
 * them as members play; the page only shows them.
 */
export class InventoryStore {
  constructor(private readonly db: Database) {}

  async get(guildId: string, userId: string): Promise<Inventory> {
    const [row] = await this.db
      .select()
      .from(inventories)
      .where(and(eq(inventories.guildId, guildId), eq(inventories.userId, userId)));
    if (!row) return structuredClone(EMPTY_INVENTORY);
    const held = storedMap.parse(row.bag);
    // In the catalogue's order: stored JSON keeps no order of its own.
    const bag = Object.keys(ITEMS)
      .filter(isItemId)
      .flatMap((id) => {
        const count = amount.safeParse(held[id]);
        return count.success ? [{ id, amount: count.data, ...ITEMS[id] }] : [];
      });
    const worn = storedMap.parse(row.gear);
    const levels = storedMap.parse(worn.levels);
    return {
      coins: Math.max(row.coins, 0),
      bag,
      gear: {
        weapon: gearFor('weapon', worn.weapon, levels),
        head: gearFor('head', worn.head, levels),
        upper: gearFor('upper', worn.upper, levels),
        lower: gearFor('lower', worn.lower, levels),
      },
      // Refilled to now by the bot's own arithmetic (docs/decisions/0100-member-economy.md).
      energy: {
        current: Math.min(
          Math.max(energyNow(row.energy, row.energyMax, row.energyAt.getTime(), Date.now()).energy, 0),
          row.energyMax,
        ),
        max: Math.max(row.energyMax, 1),
      },
    };
  }
}
