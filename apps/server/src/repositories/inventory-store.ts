import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { type GearPiece, type GearSlot, type Inventory } from '@hoshi/contracts';
import type { Database } from '../db/client.ts';
import { inventories } from '../db/schema.ts';
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

/** The gear worn in a slot, if the stored id is a piece of the catalogue made for that slot. */
function gearFor(slot: GearSlot, id: unknown): GearPiece | null {
  if (typeof id !== 'string' || !isGearId(id)) return null;
  const { slot: made, ...piece } = GEAR[id];
  return made === slot ? { id, ...piece } : null;
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
    return {
      coins: Math.max(row.coins, 0),
      bag,
      gear: {
        weapon: gearFor('weapon', worn.weapon),
        head: gearFor('head', worn.head),
        upper: gearFor('upper', worn.upper),
        lower: gearFor('lower', worn.lower),
      },
      energy: { current: Math.min(Math.max(row.energy, 0), row.energyMax), max: Math.max(row.energyMax, 1) },
    };
  }
}
