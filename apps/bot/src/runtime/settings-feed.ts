import { and, eq, inArray } from 'drizzle-orm';
import type { Language } from '@hoshi/contracts';
import { readDocument, readItem, schema, type Database } from '@hoshi/db';
import { READ_COLLECTIONS, READ_PAGES, type GuildSettings } from '../modules/registry.ts';

/** The channel the database's trigger notifies on every manager's change (migration 0006). */
export const SETTINGS_CHANNEL = 'hoshi_settings';

export interface LoadedSettings {
  settings: GuildSettings;
  lang: Language;
}

interface Entry {
  /** Raised by each notification; a read that started under an older generation is thrown away. */
  generation: number;
  value?: LoadedSettings;
  loading?: Promise<LoadedSettings>;
}

/**
 * Reads one guild's documents as today's contracts read them (defaults for what was never saved):
 * the pages and collections the bot's modules declare (modules/registry.ts), and no others.
 */
export async function readGuildSettings(db: Database, guildId: string): Promise<LoadedSettings> {
  const [rows, items, guild] = await Promise.all([
    db
      .select()
      .from(schema.guildSettings)
      .where(
        and(
          eq(schema.guildSettings.guildId, guildId),
          inArray(schema.guildSettings.feature, [...READ_PAGES]),
        ),
      ),
    READ_COLLECTIONS.length === 0
      ? []
      : db
          .select()
          .from(schema.guildItems)
          .where(
            and(
              eq(schema.guildItems.guildId, guildId),
              inArray(schema.guildItems.feature, [...READ_COLLECTIONS]),
            ),
          ),
    db.select({ lang: schema.guilds.lang }).from(schema.guilds).where(eq(schema.guilds.id, guildId)),
  ]);
  const pages = READ_PAGES.map((name) => [
    name,
    readDocument(
      name,
      rows.find((r) => r.feature === name),
    ),
  ]);
  const collections = READ_COLLECTIONS.map((name) => [
    name,
    new Map(
      items.flatMap((item) => {
        const entry = item.feature === name ? readItem(name, item) : undefined;
        return entry ? [[entry.id, entry] as const] : [];
      }),
    ),
  ]);
  return {
    // Each page read by readDocument with its own schema and each collection by readItem: the
    // object has exactly the declared keys, which TypeScript cannot follow through the lists.
    settings: Object.fromEntries([...pages, ...collections]) as GuildSettings,
    lang: guild[0]?.lang === 'ja' ? 'ja' : 'en',
  };
}

/**
 * How many guilds' settings are read at once. A read is three queries side by side, on a pool of
 * 10 connections that fails a wait longer than 5 s: after a ready every guild's resync reads its
 * settings, and 5,000 reads queued on the pool at once had some fail ("Failed query"). Three leave
 * a connection for the rest of the bot's work; the others wait their turn here, in order.
 */
export const READS_AT_ONCE = 3;

/**
 * The settings the bot acts on, held in memory per guild. The database stays the truth: a
 * notification (a manager saved something) drops the guild's copy, and the next event reads it
 * again. A read that was under way when the notification came is not used — the bot never acts
 * on a version older than one it has been told about.
 */
export class SettingsFeed {
  private readonly entries = new Map<string, Entry>();
  private readonly watchers = new Set<(guildId: string) => void>();
  private reading = 0;
  /** Reads waiting for one in flight to end, first come first served. */
  private readonly turns: (() => void)[] = [];

  constructor(
    private readonly read: (guildId: string) => Promise<LoadedSettings>,
    private readonly atOnce = READS_AT_ONCE,
  ) {}

  get(guildId: string): LoadedSettings | Promise<LoadedSettings> {
    const entry = this.entry(guildId);
    if (entry.value) return entry.value;
    entry.loading ??= this.load(guildId, entry);
    return entry.loading;
  }

  /** A notification's payload (JSON with the guild's id), or null when any guild may have changed. */
  notified(payload: string | null): void {
    const guildId = payload === null ? null : guildOf(payload);
    if (guildId === null) {
      for (const [id, entry] of this.entries) this.drop(id, entry);
      return;
    }
    const entry = this.entries.get(guildId);
    if (entry) this.drop(guildId, entry);
    else for (const watch of this.watchers) watch(guildId);
  }

  /** Called with the guild's id each time a change reaches the bot (the bench times it). */
  watch(onChange: (guildId: string) => void): () => void {
    this.watchers.add(onChange);
    return () => this.watchers.delete(onChange);
  }

  private drop(guildId: string, entry: Entry) {
    entry.generation += 1;
    entry.value = undefined;
    entry.loading = undefined;
    for (const watch of this.watchers) watch(guildId);
  }

  private entry(guildId: string): Entry {
    let entry = this.entries.get(guildId);
    if (!entry) {
      entry = { generation: 0 };
      this.entries.set(guildId, entry);
    }
    return entry;
  }

  private async load(guildId: string, entry: Entry): Promise<LoadedSettings> {
    for (;;) {
      const generation = entry.generation;
      let value: LoadedSettings;
      try {
        value = await this.readInTurn(guildId);
      } catch (err) {
        // A failed read is not kept: the next get reads again (a lost connection passes).
        if (entry.generation === generation) entry.loading = undefined;
        throw err;
      }
      if (entry.generation === generation) {
        entry.value = value;
        entry.loading = undefined;
        return value;
      }
    }
  }

  /** The guild's settings read once fewer than `atOnce` reads are in flight. */
  private async readInTurn(guildId: string): Promise<LoadedSettings> {
    if (this.reading >= this.atOnce) await new Promise<void>((resolve) => this.turns.push(resolve));
    else this.reading += 1;
    try {
      return await this.read(guildId);
    } finally {
      // The slot passes straight to the next waiting read, or is given back.
      const next = this.turns.shift();
      if (next) next();
      else this.reading -= 1;
    }
  }
}

function guildOf(payload: string): string | null {
  try {
    const parsed: unknown = JSON.parse(payload);
    if (parsed && typeof parsed === 'object' && 'guildId' in parsed && typeof parsed.guildId === 'string')
      return parsed.guildId;
  } catch {
    // A payload that is not ours: every guild is read again, which is always safe.
  }
  return null;
}
