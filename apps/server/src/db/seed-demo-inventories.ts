import { DEMO } from '@hoshi/discord-emulator';
import type { GearId, ItemId } from '../inventory/catalogue.ts';
import type { GearSlot } from '@hoshi/contracts';
import type { Database } from '@hoshi/db';
import { inventories } from '@hoshi/db/schema';

interface DemoInventory {
  guildId: string;
  userId: string;
  coins: number;
  energy: number;
  energyMax: number;
  bag: Partial<Record<ItemId, number>>;
  /** Worn per slot, and `levels` as /upgrade stores them (a piece without one is level 1). */
  gear: Partial<Record<GearSlot, GearId>> & { levels?: Partial<Record<GearId, number>> };
}

/** docs/product.md#the-demo-world: akari has an inventory (a full one in Star Lounge, a new one in Night Sky Club), and so has mika. */
export const DEMO_INVENTORIES: DemoInventory[] = [
  {
    guildId: DEMO.guilds.A,
    userId: DEMO.users.akari,
    coins: 1250,
    energy: 72,
    energyMax: 100,
    bag: {
      'star-candy': 5,
      'moon-cookie': 2,
      'comet-shard': 1,
      'stardust-jar': 3,
      'nebula-tea': 1,
      'meteor-ticket': 2,
    },
    gear: { weapon: 'star-wand', head: 'moon-hat', upper: 'starry-sweater', lower: 'orbit-boots' },
  },
  {
    guildId: DEMO.guilds.B,
    userId: DEMO.users.akari,
    coins: 300,
    energy: 100,
    energyMax: 100,
    bag: { 'star-candy': 1 },
    gear: { weapon: 'comet-blade' },
  },
  {
    guildId: DEMO.guilds.A,
    userId: DEMO.users.mika,
    coins: 480,
    energy: 40,
    // The Astro Helmet at level 2: 20 more maximum energy (docs/product.md#economy).
    energyMax: 120,
    bag: { 'rocket-fuel': 4, 'gift-box': 1 },
    gear: {
      head: 'astro-helmet',
      upper: 'starry-sweater',
      lower: 'galaxy-trousers',
      levels: { 'astro-helmet': 2 },
    },
  },
];

/** Inserted once, like the rest of the demo data: a row that exists is never touched again. */
export async function seedDemoInventories(db: Database): Promise<void> {
  await db.insert(inventories).values(DEMO_INVENTORIES).onConflictDoNothing();
}
