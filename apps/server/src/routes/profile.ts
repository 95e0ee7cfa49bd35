import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  achievementsAnswer,
  cardsAnswer,
  clickmeAnswer,
  dataAnswer,
  petsAnswer,
  petsDocument,
  saveBody,
  snowflake,
  starshooterAnswer,
  starshooterBody,
  userSchema,
} from '@hoshi/contracts';
import { invalidRequest, issue } from '../lib/http-error.ts';
import { requireAuth } from '../plugins/auth.ts';

const userParams = z.object({ id: snowflake });

/**
 * The member profile (docs/product.md#api-calls): /api/users/{id}/… and the pets save, each only for the
 * signed-in user (`self`: another id answers 403).
 */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const self = { config: { access: 'self' as const } };

  app.get(
    '/api/users/:id/achievements',
    { ...self, schema: { params: userParams, response: { 200: achievementsAnswer } } },
    async (request) => app.profiles.achievements(requireAuth(request).session.userId),
  );

  // The body is the user object the page stored at sign-in (docs/product.md#api-calls): it must be the caller.
  app.post(
    '/api/users/:id/achievements/clickme',
    { ...self, schema: { params: userParams, body: userSchema, response: { 200: clickmeAnswer } } },
    async (request) => {
      const { userId } = requireAuth(request).session;
      if (request.body.id !== userId) throw invalidRequest([issue('id', 'invalid', {}, 'is not you')]);
      return app.profiles.clickme(userId);
    },
  );

  // docs/product.md#api-calls: sent by Starshooter when a signed-in player's game ends with 350 or more.
  app.post(
    '/api/users/:id/achievements/starshooter',
    { ...self, schema: { params: userParams, body: starshooterBody, response: { 200: starshooterAnswer } } },
    async (request) => app.profiles.starshooter(requireAuth(request).session.userId, request.body.score),
  );

  app.get(
    '/api/users/:id/cards',
    { ...self, schema: { params: userParams, response: { 200: cardsAnswer } } },
    async (request) => app.profiles.cards(requireAuth(request).session.userId),
  );

  app.get(
    '/api/users/:id/pets',
    { ...self, schema: { params: userParams, response: { 200: petsAnswer } } },
    async (request) => app.profiles.pets(requireAuth(request).session.userId),
  );

  // docs/product.md#api-rules: the pets save goes through the shared save path with the user's id.
  app.post(
    '/api/save/guilds/:id/pets',
    {
      ...self,
      schema: {
        params: userParams,
        body: saveBody(petsDocument),
        response: { 200: dataAnswer(petsDocument) },
      },
    },
    async (request) => ({
      data: await app.profiles.savePets(requireAuth(request).session.userId, request.body),
    }),
  );
};

export default profileRoutes;
