import { z } from 'zod';
import { snowflake } from './fields.ts';

/** docs/product.md#inventory: the gear tab's four slots, in the order the page shows them. */
export const GEAR_SLOTS = ['weapon', 'head', 'upper', 'lower'] as const;
export type GearSlot = (typeof GEAR_SLOTS)[number];

/** An item's name: English, Japanese, and (ja2) the Japanese name's reading in kana. */
export const itemName = z.object({ en: z.string(), ja: z.string(), ja2: z.string() });
export const itemText = z.object({ en: z.string(), ja: z.string() });

/** One kind of item in the bag, with how many the member holds. */
export const bagItem = z.object({
  id: z.string(),
  name: itemName,
  amount: z.number().int().positive(),
  description: itemText,
  /** A picture under /images/{img}. */
  img: z.string(),
});
export type BagItem = z.infer<typeof bagItem>;

export const gearPiece = z.object({
  id: z.string(),
  name: itemName,
  /** Its effect per level (contracts' economy.ts), in both languages. */
  description: itemText,
  img: z.string(),
  /** Raised by /upgrade with Comet Shards (docs/product.md#economy). */
  level: z.number().int().positive(),
});
export type GearPiece = z.infer<typeof gearPiece>;

export const inventory = z.object({
  coins: z.number().int().nonnegative(),
  bag: z.array(bagItem),
  /** What the member wears in each slot; null while a slot is empty. */
  gear: z.object({
    weapon: gearPiece.nullable(),
    head: gearPiece.nullable(),
    upper: gearPiece.nullable(),
    lower: gearPiece.nullable(),
  }),
  energy: z.object({ current: z.number().int().nonnegative(), max: z.number().int().positive() }),
});
export type Inventory = z.infer<typeof inventory>;

/**
 * GET /api/guilds/{id}/info/inventory (docs/product.md#api-calls): the server basics and the signed-in
 * member's inventory in that server. Read-only: the spec has no save for it.
 */
export const inventoryAnswer = z.object({
  id: snowflake,
  name: z.string(),
  icon: z.string().nullable(),
  settings: inventory,
});
export type InventoryAnswer = z.infer<typeof inventoryAnswer>;

/**
 * GET /api/users/{id}/inventories (docs/product.md#api-calls): the servers Hoshi is in where the
 * signed-in user is a member, each with an inventory of theirs (the profile hub links them).
 */
export const inventoryServers = z.object({
  servers: z.array(z.object({ id: snowflake, name: z.string(), icon: z.string().nullable() })),
});
export type InventoryServers = z.infer<typeof inventoryServers>;
