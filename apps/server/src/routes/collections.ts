import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  actionAnswer,
  collectionAnswer,
  COLLECTION_PAGE_NAMES,
  COLLECTION_PAGES,
  dataAnswer,
  deletedAnswer,
  itemParams,
  saveBody,
  type CollectionPageName,
  type CreateOf,
  type EditOf,
  type InfoOf,
  type ItemOf,
} from '@hoshi/contracts';
import type { CollectionContext, CollectionFeature } from '../features/collection.ts';
import { COLLECTION_FEATURES } from '../features/index.ts';
import type { GuildObjects } from '../features/feature.ts';
import { parsedAnswerSerializer } from '../lib/parse.ts';
import { notFound } from '@hoshi/db';
import { actorOf, requireGuild } from '../plugins/auth.ts';
import { pickerChannels, pickerRoles } from '../services/guild-objects.ts';
import { guildParams, type GuildParams } from './settings.ts';

type ItemParams = z.infer<typeof itemParams>;
/**
 * The GET answer: the page's info fields (counts, boost tier) sit beside the basics, as the spec
 * has them; Fastify cannot resolve a reply type intersected with a type that depends on N, so
 * they are typed as the info, stored in an index signature, and serialised by the page's schema.
 */
interface CollectionAnswer<N extends CollectionPageName> {
  id: string;
  name: string;
  icon: string | null;
  settings: Record<string, ItemOf<N>>;
  [info: string]: unknown;
}

/** Every collection page's routes, derived from the registry (docs/settings-pages.md). */
const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const name of COLLECTION_PAGE_NAMES) collectionPageRoutes(app.withTypeProvider(), name);
};

/**
 * GET /api/guilds/{id}/info/{name}; create POST /api/save/guilds/{id}/{name}; edit
 * POST /api/save/guilds/{id}/{name}/{itemId}; and, when the page declares them,
 * DELETE and PATCH /api/guilds/{id}/info/{name}/{itemId}. As in settings.ts, the route's generics
 * name the page's types because a type provider cannot resolve schemas that depend on N.
 */
function collectionPageRoutes<N extends CollectionPageName>(app: FastifyInstance, name: N) {
  const page = COLLECTION_PAGES[name];
  const feature: CollectionFeature<N> = COLLECTION_FEATURES[name];
  const botId = app.config.discord.clientId;
  const limits = app.config.limits;
  const max = typeof page.max === 'number' ? page.max : limits[page.max];
  const writeOptions = feature.keep ? { keep: feature.keep.bind(feature) } : {};

  const context = (request: FastifyRequest): CollectionContext<N> => {
    const { guild, session } = requireGuild(request);
    const objects: GuildObjects = {
      channels: () => pickerChannels(app.discord, guild.id, botId),
      roles: () => pickerRoles(app.discord, guild.id, botId),
      basics: () => app.discord.getGuild(guild.id),
    };
    return {
      guildId: guild.id,
      userId: session.userId,
      objects,
      discord: app.discord,
      nowMs: Date.now(),
      memberCount: guild.approximate_member_count ?? 0,
      items: () => app.collections.list(guild.id, name),
    };
  };

  app.get<{ Params: GuildParams; Reply: CollectionAnswer<N> }>(
    `/api/guilds/:id/info/${name}`,
    {
      config: { access: 'guild', grantPage: name },
      schema: { params: guildParams, response: { 200: collectionAnswer(page.item, page.info) } },
      serializerCompiler: parsedAnswerSerializer,
    },
    async (request) => {
      const { guild } = requireGuild(request);
      const ctx = context(request);
      const settings = await app.collections.list(guild.id, name);
      const info: InfoOf<N> = await feature.info(ctx, { count: Object.keys(settings).length, max });
      const answer: CollectionAnswer<N> = {
        ...info,
        id: guild.id,
        name: guild.name,
        icon: guild.icon,
        settings,
      };
      return answer;
    },
  );

  app.post<{ Params: GuildParams; Body: CreateOf<N>; Reply: { data: ItemOf<N> } }>(
    `/api/save/guilds/:id/${name}`,
    {
      config: { access: 'guild', grantPage: name },
      schema: { params: guildParams, body: saveBody(page.create), response: { 200: dataAnswer(page.item) } },
    },
    async (request) => {
      const ctx = context(request);
      const body = request.body as CreateOf<N>;
      const discard = async (item: ItemOf<N>) => {
        // Discord's side of an item that could not be recorded is undone; failing that, logged.
        await feature.discard?.(body, item, ctx).catch((err: unknown) => {
          request.log.error({ err, item }, 'could not undo at Discord what an unrecorded create made');
        });
      };
      const data = await app.collections.create(
        ctx.guildId,
        name,
        actorOf(request),
        max,
        () => feature.create(body, ctx),
        discard,
        (item) => feature.jobs?.(item, 'create', ctx) ?? [],
      );
      return { data };
    },
  );

  app.post<{ Params: ItemParams; Body: EditOf<N>; Reply: { data: ItemOf<N> } }>(
    `/api/save/guilds/:id/${name}/:itemId`,
    {
      config: { access: 'guild', grantPage: name },
      schema: { params: itemParams, body: saveBody(page.edit), response: { 200: dataAnswer(page.item) } },
    },
    async (request) => {
      const ctx = context(request);
      const body = request.body as EditOf<N>;
      const current = await app.collections.get(ctx.guildId, name, request.params.itemId);
      const next = await feature.edit(current, body, ctx);
      return {
        data: await app.collections.replace(ctx.guildId, name, actorOf(request), body.version, next, 'edit', {
          ...writeOptions,
          jobs: (saved) => feature.jobs?.(saved, 'edit', ctx) ?? [],
        }),
      };
    },
  );

  if (page.deletable)
    app.delete<{ Params: ItemParams; Reply: z.infer<typeof deletedAnswer> }>(
      `/api/guilds/:id/info/${name}/:itemId`,
      {
        config: { access: 'guild', grantPage: name },
        schema: { params: itemParams, response: { 200: deletedAnswer } },
      },
      async (request) => {
        const ctx = context(request);
        await app.actionThrottle.run('destructive', ctx.userId, ctx.guildId, () =>
          app.collections.remove(
            ctx.guildId,
            name,
            actorOf(request),
            request.params.itemId,
            (removed) => feature.jobs?.(removed, 'delete', ctx) ?? [],
          ),
        );
        return { data: { id: request.params.itemId } };
      },
    );

  const act = feature.act?.bind(feature);
  if (page.action && act)
    app.patch<{ Params: ItemParams; Reply: { id: string; info: ItemOf<N> } }>(
      `/api/guilds/:id/info/${name}/:itemId`,
      {
        config: { access: 'guild', grantPage: name },
        schema: { params: itemParams, response: { 200: actionAnswer(page.item) } },
      },
      async (request) => {
        const ctx = context(request);
        const saved = await app.actionThrottle.run('destructive', ctx.userId, ctx.guildId, async () => {
          const id = request.params.itemId;
          // Settled under the item's lock first (entries closed), so what the act reads while
          // Discord answers is what it writes over: nothing is recorded on the item meanwhile.
          const settle = feature.settle?.bind(feature);
          const current = settle
            ? await app.collections.amend(
                ctx.guildId,
                name,
                id,
                (stored) => settle(stored, ctx),
                (saved) => feature.jobs?.(saved, 'settle', ctx) ?? [],
                { raiseVersion: true },
              )
            : await app.collections.get(ctx.guildId, name, id);
          if (!current) throw notFound();
          const { item, action } = await act(current, ctx);
          return app.collections.replace(ctx.guildId, name, actorOf(request), current.version, item, action, {
            ...writeOptions,
            jobs: (saved) => feature.jobs?.(saved, action, ctx) ?? [],
          });
        });
        return { id: saved.id, info: saved };
      },
    );
}

export default collectionRoutes;
