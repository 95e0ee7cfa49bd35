import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { auditLog, guildSettings } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';

export interface Versioned {
  version: number;
}

/** One settings document per guild and feature, versioned so no save silently overwrites another. */
export class SettingsStore {
  constructor(private readonly db: Database) {}

  async get<T extends Versioned>(guildId: string, feature: string, defaults: T): Promise<T> {
    const [row] = await this.db
      .select()
      .from(guildSettings)
      .where(and(eq(guildSettings.guildId, guildId), eq(guildSettings.feature, feature)));
    return row ? ({ ...defaults, ...(row.data as object), version: row.version } as T) : defaults;
  }

  /**
   * Writes `next` when the stored version is still `next.version`; one transaction with its audit
   * row. A stale version answers 409 carrying the current document.
   */
  async save<T extends Versioned>(
    guildId: string,
    feature: string,
    userId: string,
    next: T,
    defaults: T,
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      const where = and(eq(guildSettings.guildId, guildId), eq(guildSettings.feature, feature));
      const [row] = await tx.select().from(guildSettings).where(where).for('update');
      const current = row ? ({ ...defaults, ...(row.data as object), version: row.version } as T) : defaults;
      if (current.version !== next.version) throw conflict(current);
      const { version: _drop, ...data } = next;
      const saved = { ...next, version: current.version + 1 } as T;
      if (row) {
        await tx
          .update(guildSettings)
          .set({ data, version: saved.version, updatedBy: userId, updatedAt: new Date() })
          .where(where);
      } else {
        // Two first saves at once: the loser inserts nothing and gets the conflict.
        const inserted = await tx
          .insert(guildSettings)
          .values({ guildId, feature, data, version: saved.version, updatedBy: userId })
          .onConflictDoNothing()
          .returning({ version: guildSettings.version });
        if (inserted.length === 0) {
          const [winner] = await tx.select().from(guildSettings).where(where);
          throw conflict({ ...defaults, ...(winner?.data as object), version: winner?.version ?? 0 });
        }
      }
      await tx
        .insert(auditLog)
        .values({ guildId, userId, action: `save:${feature}`, before: current, after: saved });
      return saved;
    });
  }
}

const conflict = (current: unknown) =>
  new HttpError(409, 'version_conflict', 'Someone else saved these settings meanwhile.', [], { current });
