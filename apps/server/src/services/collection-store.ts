import { and, count, eq } from 'drizzle-orm';
import { itemSchema, type CollectionPageName, type ItemOf } from '@hoshi/contracts';
import type { Database } from '../db/client.ts';
import { auditLog, guildItems, guilds } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';

type Row = typeof guildItems.$inferSelect;

/** A stored row as today's item; a row today's schema cannot read is left out rather than failing the page. */
export function readItem<N extends CollectionPageName>(name: N, row: Row): ItemOf<N> | undefined {
  const parsed = itemSchema(name).safeParse({ ...(row.data as object), id: row.id, version: row.version });
  return parsed.success ? parsed.data : undefined;
}

/** What is stored for an item: everything but its id and version, which are columns. */
function dataOf<N extends CollectionPageName>(item: ItemOf<N>): Record<string, unknown> {
  const { id: _id, version: _version, ...data } = item;
  return data;
}

export const notFound = () => new HttpError(404, 'not_found', 'There is no such item.');

/**
 * The items of the collection pages, one row each. Every write is one transaction with its
 * audit row; edits carry the version they started from (409 otherwise), creates respect the
 * page's maximum (409 `limit_reached`, nothing written).
 */
export class CollectionStore {
  constructor(private readonly db: Database) {}

  async list<N extends CollectionPageName>(guildId: string, name: N): Promise<Record<string, ItemOf<N>>> {
    const rows = await this.db
      .select()
      .from(guildItems)
      .where(and(eq(guildItems.guildId, guildId), eq(guildItems.feature, name)))
      .orderBy(guildItems.createdAt, guildItems.id);
    const items: Record<string, ItemOf<N>> = {};
    for (const row of rows) {
      const item = readItem(name, row);
      if (item) items[row.id] = item;
    }
    return items;
  }

  async get<N extends CollectionPageName>(guildId: string, name: N, id: string): Promise<ItemOf<N>> {
    const [row] = await this.db
      .select()
      .from(guildItems)
      .where(this.where(guildId, name, id));
    const item = row && readItem(name, row);
    if (!item) throw notFound();
    return item;
  }

  async count(guildId: string, name: CollectionPageName): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(guildItems)
      .where(and(eq(guildItems.guildId, guildId), eq(guildItems.feature, name)));
    return row?.n ?? 0;
  }

  /** Throws 409 `limit_reached` when the guild already holds `max` items of this page. */
  async assertRoom(guildId: string, name: CollectionPageName, max: number): Promise<void> {
    if ((await this.count(guildId, name)) >= max) throw limitReached(max);
  }

  /** Inserts `item` (version 1) unless the guild is at `max`; two creates at once cannot both pass. */
  async create<N extends CollectionPageName>(
    guildId: string,
    name: N,
    userId: string,
    item: ItemOf<N>,
    max: number,
  ): Promise<ItemOf<N>> {
    return this.db.transaction(async (tx) => {
      // The guild's row is the lock that serialises its creates.
      await tx.insert(guilds).values({ id: guildId }).onConflictDoNothing();
      await tx.select({ id: guilds.id }).from(guilds).where(eq(guilds.id, guildId)).for('update');
      const [held] = await tx
        .select({ n: count() })
        .from(guildItems)
        .where(and(eq(guildItems.guildId, guildId), eq(guildItems.feature, name)));
      if ((held?.n ?? 0) >= max) throw limitReached(max);
      const inserted = await tx
        .insert(guildItems)
        .values({
          guildId,
          feature: name,
          id: item.id,
          version: item.version,
          data: dataOf(item),
          createdBy: userId,
        })
        .onConflictDoNothing()
        .returning({ id: guildItems.id });
      if (inserted.length === 0) throw new HttpError(409, 'already_exists', 'This item exists already.');
      await tx
        .insert(auditLog)
        .values({ guildId, userId, action: `create:${name}`, before: null, after: item });
      return item;
    });
  }

  /**
   * Replaces the item when its stored version is still `fromVersion`; the new copy gets the
   * next version. 409 with the current item otherwise.
   */
  async replace<N extends CollectionPageName>(
    guildId: string,
    name: N,
    userId: string,
    fromVersion: number,
    next: ItemOf<N>,
    action: string,
  ): Promise<ItemOf<N>> {
    return this.db.transaction(async (tx) => {
      const where = this.where(guildId, name, next.id);
      const [row] = await tx.select().from(guildItems).where(where).for('update');
      const current = row && readItem(name, row);
      if (!current) throw notFound();
      if (current.version !== fromVersion)
        throw new HttpError(409, 'version_conflict', 'Someone else changed this meanwhile.', [], { current });
      const saved: ItemOf<N> = { ...next, version: current.version + 1 };
      await tx
        .update(guildItems)
        .set({ data: dataOf(saved), version: saved.version, updatedAt: new Date() })
        .where(where);
      await tx
        .insert(auditLog)
        .values({ guildId, userId, action: `${action}:${name}`, before: current, after: saved });
      return saved;
    });
  }

  async remove(guildId: string, name: CollectionPageName, userId: string, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const where = this.where(guildId, name, id);
      const [row] = await tx.select().from(guildItems).where(where).for('update');
      if (!row) throw notFound();
      await tx.delete(guildItems).where(where);
      await tx.insert(auditLog).values({
        guildId,
        userId,
        action: `delete:${name}`,
        before: { ...(row.data as object), id: row.id, version: row.version },
        after: null,
      });
    });
  }

  private where(guildId: string, name: CollectionPageName, id: string) {
    return and(eq(guildItems.guildId, guildId), eq(guildItems.feature, name), eq(guildItems.id, id));
  }
}

const limitReached = (max: number) =>
  new HttpError(409, 'limit_reached', `This server already has the most it may have (${max}).`, [], { max });
