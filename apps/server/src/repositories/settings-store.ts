import { and, eq } from 'drizzle-orm';
import { type SettingsOf, type SettingsPageName } from '@hoshi/contracts';
import { actorColumns, actorId, readDocument, type Actor, type Database } from '@hoshi/db';
import { auditLog, guildSettings } from '@hoshi/db/schema';
import { HttpError } from '../lib/http-error.ts';
import { deepFreeze } from '../lib/cache.ts';
import { ReadCache } from '../lib/read-cache.ts';

/** Any page's document; the cache key names the page, so a hit is that page's type. */
export type SettingsDocument = SettingsOf<SettingsPageName>;

/** One settings document per guild and page, versioned so no save silently overwrites another. */
export class SettingsStore {
  constructor(
    private readonly db: Database,
    /** Documents by guild and page, served from memory; a save replaces its entry before answering. */
    private readonly cache = new ReadCache<SettingsDocument>('settings', {
      ttlMs: 60_000,
      maxEntries: 10_000,
    }),
  ) {}

  /** The page's document, from memory when this instance holds it. */
  async get<N extends SettingsPageName>(guildId: string, name: N): Promise<SettingsOf<N>> {
    const document = await this.cache.get(cacheKey(guildId, name), async () => {
      const [row] = await this.db.select().from(guildSettings).where(this.where(guildId, name));
      return deepFreeze(readDocument(name, row));
    });
    // Always loaded: a missing row reads as the page's defaults.
    return document as SettingsOf<N>;
  }

  /**
   * Writes `next` when the stored version is still `next.version`; one transaction with its audit
   * row (its action `save:<page>`, or what `action` names: a revert's). A stale version answers
   * 409 carrying the current document.
   */
  async save<N extends SettingsPageName>(
    guildId: string,
    name: N,
    actor: Actor,
    next: SettingsOf<N>,
    action = `save:${name}`,
  ): Promise<SettingsOf<N>> {
    // Other instances would go on answering their cached copy: refused before anything is written.
    this.cache.assertShared();
    const userId = actorId(actor);
    const saved = await this.db.transaction(async (tx) => {
      const where = this.where(guildId, name);
      const [row] = await tx.select().from(guildSettings).where(where).for('update');
      const current = readDocument(name, row);
      if (current.version !== next.version) throw conflict(current);
      const { version: _drop, ...data } = next;
      const saved: SettingsOf<N> = { ...next, version: current.version + 1 };
      if (row) {
        await tx
          .update(guildSettings)
          .set({ data, version: saved.version, updatedBy: userId, updatedAt: new Date() })
          .where(where);
      } else {
        // Two first saves at once: the loser inserts nothing and gets the conflict.
        const inserted = await tx
          .insert(guildSettings)
          .values({ guildId, feature: name, data, version: saved.version, updatedBy: userId })
          .onConflictDoNothing()
          .returning({ version: guildSettings.version });
        if (inserted.length === 0) {
          const [winner] = await tx.select().from(guildSettings).where(where);
          throw conflict(readDocument(name, winner));
        }
      }
      await tx
        .insert(auditLog)
        .values({ guildId, ...actorColumns(actor), action, before: current, after: saved });
      return saved;
    });
    await this.cache.put(cacheKey(guildId, name), deepFreeze(saved));
    return saved;
  }

  private where(guildId: string, name: SettingsPageName) {
    return and(eq(guildSettings.guildId, guildId), eq(guildSettings.feature, name));
  }
}

const cacheKey = (guildId: string, name: SettingsPageName) => `${guildId}:${name}`;

export const conflict = (current: unknown) =>
  new HttpError(409, 'version_conflict', 'Someone else saved these settings meanwhile.', [], { current });
