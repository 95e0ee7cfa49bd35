import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { casesAnswer, casesQuery, type CaseEntry, type CaseType } from '@hoshi/contracts';
import { requireGuild } from '../plugins/auth.ts';
import { listCases } from '@hoshi/db';
import { guildParams } from './settings.ts';

/** An archived message as the case keeps it (the gateway's payload): its id, text and time. */
function archived(message: unknown): CaseEntry['messages'][number] | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const m = message as { id?: unknown; content?: unknown; timestamp?: unknown };
  if (typeof m.id !== 'string') return undefined;
  return {
    id: m.id,
    content: typeof m.content === 'string' ? m.content : '',
    at: typeof m.timestamp === 'string' ? m.timestamp : null,
  };
}

/**
 * A server's moderation cases (docs/decisions/0091-moderation-cases-and-warnings.md): newest
 * first, keyset paged by number, filtered by member and by type; managers only, like every
 * guild route. Members and moderators are named as Discord knows them today.
 */
const casesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/guilds/:id/cases',
    {
      config: { access: 'guild', grantPage: 'cases' },
      schema: { params: guildParams, querystring: casesQuery, response: { 200: casesAnswer } },
    },
    async (request) => {
      const { guild } = requireGuild(request);
      const { user, type, before, limit } = request.query;
      const { cases, next } = await listCases(app.db, guild.id, {
        ...(user && { userId: user }),
        ...(type && { types: type.split(',') }),
        ...(before !== undefined && { before }),
        limit,
      });
      const people = new Map<string, CaseEntry['member']>();
      for (const id of new Set(cases.flatMap((c) => [c.userId, c.moderatorId]))) {
        const member = await app.discord.getMember(guild.id, id).catch(() => null);
        people.set(id, {
          id,
          name: member ? (member.nick ?? member.user.global_name ?? member.user.username) : null,
          avatar: member?.user.avatar ?? null,
        });
      }
      const botId = app.config.discord.clientId;
      const entries: CaseEntry[] = cases.map((row) => ({
        number: row.number,
        type: row.type as CaseType,
        member: people.get(row.userId)!,
        moderator: people.get(row.moderatorId)!,
        automatic: row.moderatorId === botId,
        reason: row.reason,
        rule: row.rule,
        messages: (Array.isArray(row.messages) ? row.messages : [])
          .map(archived)
          .filter((m) => m !== undefined),
        log:
          row.logChannelId && row.logMessageId
            ? { channelId: row.logChannelId, messageId: row.logMessageId }
            : null,
        at: row.createdAt.toISOString(),
        until: row.until?.toISOString() ?? null,
        active: row.type === 'warn' && row.active,
      }));
      return { id: guild.id, name: guild.name, icon: guild.icon, entries, next };
    },
  );
};

export default casesRoutes;
