import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  dataAnswer,
  discordRefs,
  goneRefs,
  isSettingsPage,
  revertAction,
  revertBody,
  revertedDocument,
  revertParams,
  revertPreview,
  revertRefusal,
  storedDocumentSchema,
  type RevertPreview,
  type SettingsPageName,
} from '@hoshi/contracts';
import { schema } from '@hoshi/db';
import { settingsCheck } from '../features/index.ts';
import { HttpError, invalidRequest } from '../lib/http-error.ts';
import { requireGuild } from '../plugins/auth.ts';
import { conflict } from '../repositories/settings-store.ts';
import { splitAction } from './history.ts';
import { guildObjects } from './settings.ts';

const { auditLog } = schema;

type Guild = ReturnType<typeof requireGuild>['guild'];

/** The history row `entryId` of this guild, as a revertable settings save: 404 or 409 otherwise. */
async function revertable(app: FastifyInstance, guild: Guild, entryId: number) {
  const [row] = await app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.id, entryId), eq(auditLog.guildId, guild.id)));
  if (!row || row.action.startsWith('seed:'))
    throw new HttpError(404, 'not_found', 'There is no such change in this server’s history.');
  const { action, page } = splitAction(row.action);
  const reason = revertRefusal(action, page);
  if (reason !== null || !isSettingsPage(page))
    throw new HttpError(409, 'not_revertable', 'This change cannot be reverted here.', [], {
      reason: reason ?? 'other',
    });
  return { row, page };
}

/** What reverting `row` would write over today's document of `page`, and what it would set back that is gone. */
async function plan(
  app: FastifyInstance,
  guild: Guild,
  row: typeof auditLog.$inferSelect,
  page: SettingsPageName,
) {
  const current = await app.settings.get(guild.id, page);
  const { next, changes } = revertedDocument(page, current, row);
  const [channels, basics] = await Promise.all([
    app.discord.getChannels(guild.id),
    app.discord.getGuild(guild.id),
  ]);
  const names = new Map<string, string>();
  for (const c of channels) if ('name' in c && c.name) names.set(c.id, c.name);
  const roles = new Map(basics.roles.map((r) => [r.id, r.name]));
  const gone = goneRefs(page, next, changes, (kind, id) => (kind === 'role' ? roles.has(id) : names.has(id)));
  return { current, next, changes, gone, channels: names, roles };
}

/**
 * Reverting one change of a server's history (docs/decisions/0093-reverting-one-change.md): a
 * preview of what it would change, and the revert itself, a new save of the page with a history
 * row of its own. Managers only, like the page's save.
 */
const historyRevertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/guilds/:id/history/:entryId/revert',
    { config: { access: 'guild' }, schema: { params: revertParams, response: { 200: revertPreview } } },
    async (request): Promise<RevertPreview> => {
      const { guild } = requireGuild(request);
      const { row, page } = await revertable(app, guild, request.params.entryId);
      const { current, next, changes, gone, channels, roles } = await plan(app, guild, row, page);
      const names: Record<string, string> = {};
      const schema = storedDocumentSchema(page);
      for (const ref of [...discordRefs(schema, current), ...discordRefs(schema, next)]) {
        const name = ref.rule.kind === 'role' ? roles.get(ref.id) : channels.get(ref.id);
        if (name) names[ref.id] = name;
      }
      return {
        entry: { id: row.id, action: splitAction(row.action).action, page, at: row.at.toISOString() },
        version: current.version,
        changes,
        gone,
        names,
      };
    },
  );

  app.post(
    '/api/guilds/:id/history/:entryId/revert',
    {
      config: { access: 'guild' },
      schema: { params: revertParams, body: revertBody, response: { 200: dataAnswer(z.unknown()) } },
    },
    async (request) => {
      const { guild, session } = requireGuild(request);
      const { row, page } = await revertable(app, guild, request.params.entryId);
      const { current, next, changes, gone } = await plan(app, guild, row, page);
      // Like any save: the page changed since the dialog showed it → 409 with today's document.
      if (current.version !== request.body.version) throw conflict(current);
      if (gone.length > 0)
        throw new HttpError(
          409,
          'revert_target_gone',
          'A channel or role this change would set back no longer exists.',
          [],
          { gone },
        );
      if (changes.length === 0)
        throw new HttpError(409, 'nothing_to_revert', 'The page already holds what this change replaced.');
      const issues = await settingsCheck(page)(next, guildObjects(app, guild.id));
      if (issues.length) throw invalidRequest(issues);
      const saved = await app.settings.save(
        guild.id,
        page,
        session.userId,
        { ...next, version: request.body.version },
        revertAction(page, row.id),
      );
      return { data: saved };
    },
  );
};

export default historyRevertRoutes;
