import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, desc, eq, inArray, like, lt, notLike, or, type SQL } from 'drizzle-orm';
import {
  discordRefs,
  entryChanges,
  historyAnswer,
  historyQuery,
  historySchema,
  revertedEntryId,
  type HistoryEntry,
} from '@hoshi/contracts';
import { auditLog } from '@hoshi/db/schema';
import { requireGuild } from '../plugins/auth.ts';
import { guildParams } from './settings.ts';

/** "save:greetings" → save on greetings; "reset:xp:all" → reset on xp; "language" → a toggle of language. */
export function splitAction(action: string): { action: string; page: string } {
  const [verb, page] = action.split(':');
  return page === undefined ? { action: 'toggle', page: verb! } : { action: verb!, page };
}

/** The rows of one page (its name after the verb) of the audit log: "save:xp", "reset:xp:all", "xp". */
const onPage = (page: string): SQL =>
  or(eq(auditLog.action, page), like(auditLog.action, `%:${page}`), like(auditLog.action, `%:${page}:%`))!;

/** A server's history: every audit row of the guild, newest first, keyset paged by id (managers only). */
const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/guilds/:id/history',
    {
      config: { access: 'guild' },
      schema: { params: guildParams, querystring: historyQuery, response: { 200: historyAnswer } },
    },
    async (request) => {
      const { guild } = requireGuild(request);
      const { page, user, before, limit } = request.query;
      // The demo's seed marker is the demo being set up, not a change anyone made.
      const where = [eq(auditLog.guildId, guild.id), notLike(auditLog.action, 'seed:%')];
      if (page) where.push(onPage(page));
      if (user) where.push(eq(auditLog.userId, user));
      if (before) where.push(lt(auditLog.id, before));
      const rows = await app.db
        .select()
        .from(auditLog)
        .where(and(...where))
        .orderBy(desc(auditLog.id))
        .limit(limit + 1);
      const more = rows.length > limit;
      const shown = rows.slice(0, limit);

      const people = new Map<string, HistoryEntry['user']>();
      for (const id of new Set(shown.map((r) => r.userId))) {
        const member = await app.discord.getMember(guild.id, id).catch(() => null);
        people.set(id, {
          id,
          name: member ? (member.nick ?? member.user.global_name ?? member.user.username) : null,
          avatar: member?.user.avatar ?? null,
        });
      }

      // A revert names the entry it set back; when that was is read here (it may be on another page).
      const revertedIds = shown.flatMap((row) => revertedEntryId(row.action) ?? []);
      const revertedAt = new Map<number, string>();
      if (revertedIds.length > 0) {
        const reverted = await app.db
          .select({ id: auditLog.id, at: auditLog.at })
          .from(auditLog)
          .where(and(eq(auditLog.guildId, guild.id), inArray(auditLog.id, revertedIds)));
        for (const r of reverted) revertedAt.set(r.id, r.at.toISOString());
      }

      const entries = shown.map((row) => {
        const reverts = revertedEntryId(row.action);
        const { action, page: name } = splitAction(row.action);
        return {
          id: row.id,
          action,
          page: name,
          user: people.get(row.userId)!,
          at: row.at.toISOString(),
          changes: entryChanges(name, row.before, row.after),
          reverts: reverts === null ? null : { id: reverts, at: revertedAt.get(reverts) ?? null },
          grant: row.grant ?? null,
        };
      });

      // Channels and roles are worded by their names today; one that is gone has none.
      const ids = new Set<string>();
      for (const row of shown) {
        if (row.grant) ids.add(row.grant.role);
        const schema = historySchema(splitAction(row.action).page);
        if (!schema) continue;
        for (const v of [row.before, row.after]) for (const ref of discordRefs(schema, v)) ids.add(ref.id);
      }
      const names: Record<string, string> = {};
      if (ids.size > 0) {
        const [channels, basics] = await Promise.all([
          app.discord.getChannels(guild.id),
          app.discord.getGuild(guild.id),
        ]);
        for (const c of channels) if (ids.has(c.id) && 'name' in c && c.name) names[c.id] = c.name;
        for (const r of basics.roles) if (ids.has(r.id)) names[r.id] = r.name;
      }
      return {
        id: guild.id,
        name: guild.name,
        icon: guild.icon,
        entries,
        next: more ? shown[shown.length - 1]!.id : null,
        names,
      };
    },
  );
};

export default historyRoutes;
