import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  surveyResponsesAnswer,
  surveyResponsesCsv,
  surveyResponsesParams,
  surveyResponsesQuery,
  type SurveyResponse,
} from '@hoshi/contracts';
import { listSurveyResponses, type SurveyAnswer, type SurveyResponseRow } from '@hoshi/db';
import { requireGuild } from '../plugins/auth.ts';

/** The CSV's fixed headings (a spreadsheet's columns, read by people of either language alike). */
const CSV_HEADINGS = { member: 'member', memberId: 'member_id', at: 'answered_at' };
/** A CSV holds every response, read a page at a time. */
const CSV_PAGE = 500;

const entry = (row: SurveyResponseRow): SurveyResponse => ({
  id: row.id,
  member: { id: row.userId, name: row.username, avatar: row.avatar },
  at: row.createdAt.toISOString(),
  answers: row.answers as SurveyAnswer[],
});

/**
 * A survey's answers in the dashboard (docs/product.md#surveys): newest first, keyset paged, one
 * member's on request; and all of them as a CSV. Managers only, like every guild route; a survey
 * of another server, or none, is 404.
 */
const surveyResponsesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The store refuses an unknown item as not_found (404).
  const surveyOf = (guildId: string, surveyId: string) => app.collections.get(guildId, 'surveys', surveyId);

  app.get(
    '/api/guilds/:id/surveys/:surveyId/responses',
    {
      config: { access: 'guild', grantPage: 'surveys' },
      schema: {
        params: surveyResponsesParams,
        querystring: surveyResponsesQuery,
        response: { 200: surveyResponsesAnswer },
      },
    },
    async (request) => {
      const { guild } = requireGuild(request);
      const survey = await surveyOf(guild.id, request.params.surveyId);
      const { user, before, limit } = request.query;
      const { responses, next } = await listSurveyResponses(app.db, guild.id, survey.id, {
        ...(user && { userId: user }),
        ...(before !== undefined && { before }),
        limit,
      });
      return { surveyId: survey.id, title: survey.title, responses: responses.map(entry), next };
    },
  );

  app.get(
    '/api/guilds/:id/surveys/:surveyId/responses.csv',
    {
      config: { access: 'guild', grantPage: 'surveys', success: 200 },
      schema: { params: surveyResponsesParams },
    },
    async (request, reply) => {
      const { guild } = requireGuild(request);
      const survey = await surveyOf(guild.id, request.params.surveyId);
      const all: SurveyResponse[] = [];
      let before: string | undefined;
      for (;;) {
        const page = await listSurveyResponses(app.db, guild.id, survey.id, {
          ...(before !== undefined && { before }),
          limit: CSV_PAGE,
        });
        all.push(...page.responses.map(entry));
        if (page.next === null) break;
        before = page.next;
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="survey-${survey.id}.csv"`)
        .send(surveyResponsesCsv(all, CSV_HEADINGS));
    },
  );
};

export default surveyResponsesRoutes;
