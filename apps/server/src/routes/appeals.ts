import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appealAnswer, appealBody, appealEntry, type AppealEntry, type AppealStatus } from '@hoshi/contracts';
import { appealRefusal, fileAppeal, latestAppeal, listCases, type AppealRow } from '@hoshi/db';
import { botAbsent, HttpError } from '../lib/http-error.ts';
import { snowflakeParams } from '../lib/parse.ts';
import { requireAuth } from '../plugins/auth.ts';

const appealParams = snowflakeParams('guildId');

const entryOf = (row: AppealRow): AppealEntry => ({
  id: row.id,
  status: row.status as AppealStatus,
  answers: row.answers,
  at: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/** The signed-in user and the guild they appeal to; 404 where Hoshi is not (nothing to appeal to). */
async function appellant(app: FastifyInstance, request: FastifyRequest) {
  const { session } = requireAuth(request);
  const { guildId } = request.params as { guildId: string };
  // Discord answers 403/404 where the bot is not (getGuild notes it): no server to appeal to.
  const guild = await app.discord.getGuild(guildId).catch(() => {
    throw botAbsent();
  });
  // Asked of Discord through the bot each time: an approved appeal (or a moderator) lifts it.
  const ban = await app.discord.getBan(guildId, session.userId);
  const { cooldown } = await app.settings.get(guildId, 'banappeals');
  return { userId: session.userId, guild, ban, cooldown };
}

/**
 * Ban appeals (docs/product.md#ban-appeals, docs/decisions/0099-ban-appeals.md): any signed-in
 * user, not only managers (the banned are no members). GET answers their ban as Discord says
 * now, its case where Hoshi opened one, and their newest appeal; POST files one, posted in the
 * ban-appeals channel by the bot's `appealPost` job queued with it. One pending at a time, the
 * page's cooldown after a denial (429 with when it opens), never again once blocked.
 */
const appealRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/appeals/:guildId',
    { config: { access: 'user' }, schema: { params: appealParams, response: { 200: appealAnswer } } },
    async (request) => {
      const { userId, guild, ban, cooldown } = await appellant(app, request);
      const latest = await latestAppeal(app.db, guild.id, userId);
      const refused = appealRefusal(latest, cooldown, Date.now());
      const banCase = ban
        ? (await listCases(app.db, guild.id, { userId, types: ['ban'], limit: 1 })).cases[0]
        : undefined;
      return {
        guild: { id: guild.id, name: guild.name, icon: guild.icon },
        banned: ban !== null,
        ban: ban && { reason: ban.reason, case: banCase?.number ?? null },
        appeal: latest ? entryOf(latest) : null,
        canAppeal: ban !== null && !refused,
        opensAt: refused?.code === 'cooldown' ? refused.opensAt.toISOString() : null,
      };
    },
  );

  app.post(
    '/api/appeals/:guildId',
    {
      config: { access: 'user' },
      schema: {
        params: appealParams,
        body: appealBody,
        response: { 201: z.object({ appeal: appealEntry }) },
      },
    },
    async (request, reply) => {
      const { userId, guild, ban, cooldown } = await appellant(app, request);
      if (!ban) throw new HttpError(403, 'not_banned', 'You are not banned from this server.');
      const filed = await fileAppeal(app.db, {
        guildId: guild.id,
        userId,
        answers: request.body.answers,
        cooldown,
        now: new Date(),
      });
      if ('refused' in filed) {
        const { refused } = filed;
        if (refused.code === 'pending')
          throw new HttpError(409, 'appeal_pending', 'Your appeal is still waiting for a decision.');
        if (refused.code === 'blocked')
          throw new HttpError(403, 'appeal_blocked', 'You may not appeal this ban again.');
        const opensAt = refused.opensAt.toISOString();
        reply.header('retry-after', String(Math.ceil((refused.opensAt.getTime() - Date.now()) / 1000)));
        throw new HttpError(429, 'appeal_cooldown', `You may appeal again from ${opensAt}.`, [], { opensAt });
      }
      return reply.code(201).send({ appeal: entryOf(filed.appeal) });
    },
  );
};

export default appealRoutes;
