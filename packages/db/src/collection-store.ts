import { randomUUID } from 'node:crypto';
import { and, count, eq, like, lt } from 'drizzle-orm';
import { itemSchema, type CollectionPageName, type ItemOf } from '@hoshi/contracts';
import { actorColumns, actorId, type Actor } from './actor.ts';
import type { Database } from './client.ts';
import { auditLog, guildItems, guilds } from './schema.ts';
import { queueJobs, type NewJob } from './job-store.ts';
import { StoreRefusal } from './store-refusal.ts';

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

/** The id prefix of a slot taken by a create under way (never a Discord id or a snowflake). */
const RESERVED = 'reserved:';
const RESERVATION_TTL_MS = 2 * 60_000;

export const notFound = () => new StoreRefusal('not_found', 'There is no such item.');

/**
 * The items of the collection pages, one row each. Every write is one transaction with its
 * audit row; edits carry the version they started from (`version_conflict` otherwise), creates
 * respect the page's maximum (`limit_reached`, nothing written): StoreRefusal, which the server
 * answers as 404/409.
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

  /**
   * Creates an item built by `build` (which may create things at Discord) unless the guild is at
   * `max`. The slot is taken first, under the guild's lock and before `build` runs, as a
   * reservation row no list shows; so parallel creates past the limit are refused before Discord
   * is asked. An item that then cannot be recorded is handed to `discard` (the channel made for
   * it is deleted again), and its slot is given back.
   */
  async create<N extends CollectionPageName>(
    guildId: string,
    name: N,
    actor: Actor,
    max: number,
    build: () => Promise<ItemOf<N>>,
    discard: (item: ItemOf<N>) => Promise<void> = async () => undefined,
    jobs: (item: ItemOf<N>) => readonly NewJob[] = () => [],
  ): Promise<ItemOf<N>> {
    const userId = actorId(actor);
    const reservation = await this.reserve(guildId, name, userId, max);
    const giveBack = () => this.db.delete(guildItems).where(this.where(guildId, name, reservation));
    let item: ItemOf<N>;
    try {
      item = await build();
    } catch (err) {
      await giveBack().catch(() => undefined);
      throw err;
    }
    try {
      return await this.db.transaction(async (tx) => {
        await tx.delete(guildItems).where(this.where(guildId, name, reservation));
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
        if (inserted.length === 0) throw new StoreRefusal('already_exists', 'This item exists already.');
        await tx
          .insert(auditLog)
          .values({ guildId, ...actorColumns(actor), action: `create:${name}`, before: null, after: item });
        await queueJobs(tx, jobs(item));
        return item;
      });
    } catch (err) {
      await discard(item);
      await giveBack().catch(() => undefined);
      throw err;
    }
  }

  /**
   * Takes one of the guild's `max` slots for a create under way: `limit_reached` when none
   * is left. A reservation older than RESERVATION_TTL_MS belongs to a create that died with its
   * process (every Discord call ends within seconds): it is dropped, not counted.
   */
  private async reserve(guildId: string, name: CollectionPageName, userId: string, max: number) {
    const id = `${RESERVED}${randomUUID()}`;
    await this.db.transaction(async (tx) => {
      // The guild's row is the lock that serialises its creates.
      await tx.insert(guilds).values({ id: guildId }).onConflictDoNothing();
      await tx.select({ id: guilds.id }).from(guilds).where(eq(guilds.id, guildId)).for('update');
      await tx
        .delete(guildItems)
        .where(
          and(
            eq(guildItems.guildId, guildId),
            eq(guildItems.feature, name),
            like(guildItems.id, `${RESERVED}%`),
            lt(guildItems.createdAt, new Date(Date.now() - RESERVATION_TTL_MS)),
          ),
        );
      const [held] = await tx
        .select({ n: count() })
        .from(guildItems)
        .where(and(eq(guildItems.guildId, guildId), eq(guildItems.feature, name)));
      if ((held?.n ?? 0) >= max) throw limitReached(max);
      await tx
        .insert(guildItems)
        .values({ guildId, feature: name, id, version: 0, data: {}, createdBy: userId });
    });
    return id;
  }

  /**
   * Replaces the item when its stored version is still `fromVersion`; the new copy gets the
   * next version. `version_conflict` with the current item otherwise. `options.keep` takes from the stored row
   * what others than managers write (a lottery's entrants), so a manager's change never drops
   * them; `options.jobs` are queued with the change.
   */
  async replace<N extends CollectionPageName>(
    guildId: string,
    name: N,
    actor: Actor,
    fromVersion: number,
    next: ItemOf<N>,
    action: string,
    options: {
      keep?: (stored: ItemOf<N>, next: ItemOf<N>) => ItemOf<N>;
      jobs?: (saved: ItemOf<N>) => readonly NewJob[];
    } = {},
  ): Promise<ItemOf<N>> {
    return this.db.transaction(async (tx) => {
      const where = this.where(guildId, name, next.id);
      const [row] = await tx.select().from(guildItems).where(where).for('update');
      const current = row && readItem(name, row);
      if (!current) throw notFound();
      if (current.version !== fromVersion)
        throw new StoreRefusal('version_conflict', 'Someone else changed this meanwhile.', { current });
      const kept = options.keep ? options.keep(current, next) : next;
      const saved: ItemOf<N> = { ...kept, version: current.version + 1 };
      await tx
        .update(guildItems)
        .set({ data: dataOf(saved), version: saved.version, updatedAt: new Date() })
        .where(where);
      await tx.insert(auditLog).values({
        guildId,
        ...actorColumns(actor),
        action: `${action}:${name}`,
        before: current,
        after: saved,
      });
      await queueJobs(tx, options.jobs?.(saved) ?? []);
      return saved;
    });
  }

  /**
   * Changes what is not a manager's to change (a member entering a lottery) on the locked row,
   * keeping its version: a manager editing meanwhile is not refused for it, and `replace` keeps
   * the change. `change` answers the new item, or null to leave the row as it is; the answer is
   * the item as stored afterwards (null when there is no such item). `jobs` are queued with a
   * change, in its transaction. With `raiseVersion` the change takes the next version (an act
   * settling the item before it starts: an edit made from the copy before it is refused). The
   * row's lock is what a press and an act take in turn; on PGlite, one connection, a transaction
   * runs alone, which is the same order.
   */
  async amend<N extends CollectionPageName>(
    guildId: string,
    name: N,
    id: string,
    change: (current: ItemOf<N>) => ItemOf<N> | null,
    jobs?: (saved: ItemOf<N>) => NewJob[],
    options: { raiseVersion?: boolean } = {},
  ): Promise<ItemOf<N> | null> {
    return this.db.transaction(async (tx) => {
      const where = this.where(guildId, name, id);
      const [row] = await tx.select().from(guildItems).where(where).for('update');
      const current = row && readItem(name, row);
      if (!current) return null;
      const next = change(current);
      if (next === null) return current;
      const saved: ItemOf<N> = {
        ...next,
        version: options.raiseVersion ? current.version + 1 : current.version,
      };
      await tx
        .update(guildItems)
        .set({ data: dataOf(saved), version: saved.version, updatedAt: new Date() })
        .where(where);
      await queueJobs(tx, jobs?.(saved) ?? []);
      return saved;
    });
  }

  /** Deletes an item; `jobs` (given the item as it was) are queued with the deletion. */
  async remove<N extends CollectionPageName>(
    guildId: string,
    name: N,
    actor: Actor,
    id: string,
    jobs?: (removed: ItemOf<N>) => readonly NewJob[],
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const where = this.where(guildId, name, id);
      const [row] = await tx.select().from(guildItems).where(where).for('update');
      if (!row) throw notFound();
      await tx.delete(guildItems).where(where);
      const removed = jobs && readItem(name, row);
      if (removed) await queueJobs(tx, jobs(removed));
      await tx.insert(auditLog).values({
        guildId,
        ...actorColumns(actor),
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
  new StoreRefusal('limit_reached', `This server already has the most it may have (${max}).`, { max });
