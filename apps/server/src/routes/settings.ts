import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  botPermissionsAnswer,
  channelSchema,
  dataAnswer,
  roleSchema,
  saveBody,
  sectionSaveBody,
  documentSections,
  settingsAnswer,
  SETTINGS_PAGE_NAMES,
  SETTINGS_PAGES,
  type AnswerFieldsOf,
  type SettingsOf,
  type SettingsPageName,
  type SettingsSchema,
} from '@hoshi/contracts';
import { SETTINGS_ANSWERS, settingsCheck } from '../features/index.ts';
import type { AnswerFields, GuildObjects, SettingsChecks } from '../features/feature.ts';
import { invalidRequest } from '../lib/http-error.ts';
import { parsedAnswerSerializer, snowflakeParams } from '../lib/parse.ts';
import { actorOf, requireGuild } from '../plugins/auth.ts';
import { heldPermissions, pickerChannels, pickerRoles } from '../services/guild-objects.ts';
import { revalidated } from '../lib/revalidate.ts';

interface SettingsAnswer<N extends SettingsPageName> {
  id: string;
  name: string;
  icon: string | null;
  settings: SettingsOf<N>;
  /** The page's answer fields (AnswerFieldsOf<N>), checked by the route's response schema. */
  [field: string]: unknown;
}

/** `{id}` of every guild route; the access check has already found it among the caller's guilds. */
export const guildParams = snowflakeParams('id');

export interface GuildParams {
  id: string;
}

/** What a page's checks read of a guild: its channels and roles as the pickers list them, its basics. */
export const guildObjects = (app: FastifyInstance, guildId: string): GuildObjects => ({
  channels: () => pickerChannels(app.discord, guildId, app.config.discord.clientId),
  roles: () => pickerRoles(app.discord, guildId, app.config.discord.clientId),
  basics: () => app.discord.getGuild(guildId),
});

/** The pickers' lists, and every registered settings page's read and save (docs/architecture.md#where-a-thing-lives, docs/product.md#api-rules). */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const botId = app.config.discord.clientId;
  const objects = (guildId: string) => guildObjects(app, guildId);

  app.get(
    '/api/guilds/:id/channels',
    {
      config: { access: 'guild', grantPage: 'any' },
      schema: { params: guildParams, response: { 200: z.array(channelSchema) } },
    },
    async (request) => objects(requireGuild(request).guild.id).channels(),
  );
  app.get(
    '/api/guilds/:id/roles',
    {
      config: { access: 'guild', grantPage: 'any' },
      schema: { params: guildParams, response: { 200: z.array(roleSchema) } },
    },
    async (request) => pickerRoles(app.discord, requireGuild(request).guild.id, botId, { own: false }),
  );

  // docs/product.md#hoshis-permissions: what Hoshi holds; `fresh` when a person asks to check again.
  app.get(
    '/api/guilds/:id/bot-permissions',
    {
      config: { access: 'guild', grantPage: 'any' },
      schema: {
        params: guildParams,
        querystring: z.object({ fresh: z.enum(['0', '1']).optional() }),
        response: { 200: botPermissionsAnswer },
      },
    },
    async (request) => ({
      permissions: await heldPermissions(
        app.discord,
        requireGuild(request).guild.id,
        botId,
        request.query.fresh === '1',
      ),
    }),
  );

  for (const name of SETTINGS_PAGE_NAMES) settingsPageRoutes(app.withTypeProvider(), name, objects);
};

/**
 * GET /api/guilds/{id}/info/{name} and POST /api/save/guilds/{id}/{name}. The page's schemas
 * validate and serialise; its types are named here because a type provider cannot resolve a
 * schema that depends on the type parameter N.
 */
function settingsPageRoutes<N extends SettingsPageName>(
  app: FastifyInstance,
  name: N,
  objects: (guildId: string) => GuildObjects,
) {
  const schema: SettingsSchema<N> = SETTINGS_PAGES[name].schema;
  const check: SettingsChecks<N> = settingsCheck(name);
  const answerFields = SETTINGS_PAGES[name].answer;
  const answer: AnswerFields<N> | undefined = SETTINGS_ANSWERS[name];
  if (Object.keys(answerFields.shape).length > 0 && !answer)
    throw new Error(`Settings page ${name} declares answer fields but SETTINGS_ANSWERS has none for it`);

  app.get<{ Params: GuildParams; Reply: SettingsAnswer<N> }>(
    `/api/guilds/:id/info/${name}`,
    {
      // The access page belongs to no group: it stays the owners' and managers'.
      config: { access: 'guild', grantPage: name },
      schema: { params: guildParams, response: { 200: settingsAnswer(schema).extend(answerFields.shape) } },
      serializerCompiler: parsedAnswerSerializer,
      onSend: revalidated,
    },
    async (request) => {
      const { guild } = requireGuild(request);
      const answerWith = (settings: SettingsOf<N>, fields?: AnswerFieldsOf<N>): SettingsAnswer<N> => ({
        id: guild.id,
        name: guild.name,
        icon: guild.icon,
        settings,
        ...fields,
      });
      const settings = await app.settings.get(guild.id, name);
      return answer ? answerWith(settings, await answer(objects(guild.id))) : answerWith(settings);
    },
  );

  // A page saved by sections (pings: its active tab, docs/product.md#api-calls) fills the sections a save
  // leaves out from the stored document; the save still names the version it started from, so
  // the stored copy it is filled from is the one the version check accepts (or a 409).
  const sections = documentSections(name);
  app.post<{ Params: GuildParams; Body: Partial<SettingsOf<N>>; Reply: { data: SettingsOf<N> } }>(
    `/api/save/guilds/:id/${name}`,
    {
      config: { access: 'guild', grantPage: name },
      schema: {
        params: guildParams,
        body: sections.length ? sectionSaveBody(schema, sections) : saveBody(schema),
        response: { 200: dataAnswer(schema) },
      },
    },
    async (request) => {
      const { guild } = requireGuild(request);
      // Fastify defers its body type while N is open; the route's own generic names it.
      const sent = request.body as SettingsOf<N>;
      const settings: SettingsOf<N> = sections.length
        ? { ...(await app.settings.get(guild.id, name)), ...sent }
        : sent;
      const issues = await check(settings, objects(guild.id));
      if (issues.length) throw invalidRequest(issues);
      return { data: await app.settings.save(guild.id, name, actorOf(request), settings) };
    },
  );
}

export default settingsRoutes;
