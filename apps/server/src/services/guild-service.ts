import { eq } from 'drizzle-orm';
import type { GuildInfo, GuildListAnswer, Language } from '@hoshi/contracts';
import type { Database } from '@hoshi/db';
import { auditLog, guilds } from '@hoshi/db/schema';
import type { UserGuild } from '../discord/discord-api.ts';

type GuildRow = typeof guilds.$inferSelect;

const DEFAULTS = { lang: 'en' as Language, troll: false };

export const listEntry = (g: UserGuild) => ({
  id: g.id,
  name: g.name,
  icon: g.icon,
  members: g.approximate_member_count ?? 0,
});

export function toGuildList(entries: UserGuild[]): GuildListAnswer {
  return Object.fromEntries(entries.map((g) => [g.id, listEntry(g)]));
}

export class GuildService {
  constructor(private readonly db: Database) {}

  async info(guild: UserGuild): Promise<Omit<GuildInfo, 'access'>> {
    const [row] = await this.db.select().from(guilds).where(eq(guilds.id, guild.id));
    return { ...listEntry(guild), ...this.basics(row) };
  }

  /** Flips the bot's language for the guild; one transaction with its audit row. */
  toggleLanguage(guildId: string, userId: string): Promise<Language> {
    return this.toggle(guildId, userId, 'language', (row) => ({
      lang: row.lang === 'en' ? 'ja' : 'en',
    })).then((row) => row.lang);
  }

  toggleItems(guildId: string, userId: string): Promise<boolean> {
    return this.toggle(guildId, userId, 'items', (row) => ({ troll: !row.troll })).then((row) => row.troll);
  }

  private basics(row: GuildRow | undefined) {
    return { lang: (row?.lang ?? DEFAULTS.lang) as Language, troll: row?.troll ?? DEFAULTS.troll };
  }

  private async toggle(
    guildId: string,
    userId: string,
    action: string,
    change: (row: { lang: Language; troll: boolean }) => Partial<{ lang: Language; troll: boolean }>,
  ) {
    return this.db.transaction(async (tx) => {
      await tx.insert(guilds).values({ id: guildId }).onConflictDoNothing();
      // Row lock: two admins toggling at once flip twice, never lose one.
      const [row] = await tx.select().from(guilds).where(eq(guilds.id, guildId)).for('update');
      const before = this.basics(row);
      const after = { ...before, ...change(before) };
      await tx
        .update(guilds)
        .set({ ...after, updatedAt: new Date() })
        .where(eq(guilds.id, guildId));
      await tx.insert(auditLog).values({ guildId, userId, action, before, after });
      return after;
    });
  }
}
