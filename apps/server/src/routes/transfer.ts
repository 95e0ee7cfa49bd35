import type { FastifyError, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  discordRefs,
  documentSchema,
  entryChanges,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportDocument,
  IMPORT_ENVELOPE_BYTES,
  IMPORT_MAX_BYTES,
  importAnswer,
  importBody,
  mapRefs,
  SETTINGS_PAGE_NAMES,
  toIssues,
  type Channel,
  type ExportDocument,
  type ImportAnswer,
  type ImportPage,
  type Issue,
  type Role,
  type SettingsOf,
  type SettingsPageName,
  type UnmatchedRef,
} from '@hoshi/contracts';
import { settingsCheck } from '../features/index.ts';
import type { GuildObjects } from '../features/feature.ts';
import { HttpError } from '../lib/http-error.ts';
import { requireGuild } from '../plugins/auth.ts';
import { pickerChannels, pickerRoles } from '../services/guild-objects.ts';
import { guildParams } from './settings.ts';

const refused = (code: string, message: string, issues: Issue[] = []) =>
  new HttpError(400, code, message, issues);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A page's document as its schema reads it, version aside. */
type PageDocument = Omit<SettingsOf<SettingsPageName>, 'version'>;

/** One page read from a document and judged against this server: its new document or its issues. */
interface Judged {
  view: ImportPage;
  next?: SettingsOf<SettingsPageName>;
}

/**
 * Export and import of a server's settings (docs/product.md#export-and-import,
 * docs/decisions/0092-export-and-import-of-a-server-s-settings.md). Managers only, like a save.
 */
const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  const botId = app.config.discord.clientId;
  const objects = (guildId: string): GuildObjects => ({
    channels: () => pickerChannels(app.discord, guildId, botId),
    roles: () => pickerRoles(app.discord, guildId, botId),
    basics: () => app.discord.getGuild(guildId),
  });

  // A body over the import's limit is refused while it is read, before any of it is parsed.
  app.setErrorHandler((err: FastifyError, _request, reply) => {
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.status(413).send({
        error: {
          code: 'import_too_large',
          message: `The document is larger than ${IMPORT_MAX_BYTES} bytes.`,
          issues: [],
        },
      });
    throw err;
  });

  app.get(
    '/api/guilds/:id/export',
    {
      config: { access: 'guild' },
      schema: { params: guildParams, response: { 200: exportDocument } },
    },
    async (request, reply): Promise<ExportDocument> => {
      const { guild } = requireGuild(request);
      const pages: ExportDocument['pages'] = {};
      const ids = new Set<string>();
      for (const name of SETTINGS_PAGE_NAMES) {
        const { version: _version, ...document } = await app.settings.get(guild.id, name);
        pages[name] = document;
        for (const ref of discordRefs(documentSchema(name), document)) ids.add(ref.id);
      }
      const channels: ExportDocument['channels'] = {};
      const roles: ExportDocument['roles'] = {};
      if (ids.size > 0) {
        const [found, basics] = await Promise.all([
          app.discord.getChannels(guild.id),
          app.discord.getGuild(guild.id),
        ]);
        for (const c of found) if (ids.has(c.id)) channels[c.id] = { name: c.name ?? '', type: c.type };
        for (const r of basics.roles) if (ids.has(r.id)) roles[r.id] = { name: r.name };
      }
      const file = `hoshi-${guild.id}-settings.json`;
      reply.header('content-disposition', `attachment; filename="${file}"`);
      return {
        format: EXPORT_FORMAT,
        version: EXPORT_VERSION,
        exportedAt: new Date().toISOString(),
        server: { id: guild.id, name: guild.name },
        pages,
        channels,
        roles,
      };
    },
  );

  app.post(
    '/api/guilds/:id/import',
    {
      config: { access: 'guild' },
      bodyLimit: IMPORT_MAX_BYTES + IMPORT_ENVELOPE_BYTES,
      schema: { params: guildParams, body: importBody, response: { 200: importAnswer } },
    },
    async (request): Promise<ImportAnswer> => {
      const { guild, session } = requireGuild(request);
      const document = readDocument(request.body.document);
      const target = objects(guild.id);
      const [channels, roles] = await Promise.all([
        target.channels(),
        pickerRoles(app.discord, guild.id, botId, { own: false }),
      ]);
      const match = matcher(document, channels, roles);
      const judged: Judged[] = [];
      for (const name of SETTINGS_PAGE_NAMES) {
        const page = document.pages[name];
        if (page) judged.push(await judge(app, guild.id, name, match.page(name, page), target));
      }

      // Each page is imported whole or not at all: a page its schema or its rules here refuse
      // is reported and left as it is, the others are saved, each its own save (its own
      // history entry), in the registry's order.
      const applied: SettingsPageName[] = [];
      if (!request.body.preview) {
        for (const { view, next } of judged)
          if (view.state === 'change' && next) {
            await app.settings.save(guild.id, view.page, session.userId, next);
            applied.push(view.page);
          }
      }

      const named = new Map<string, string>([
        ...channels.map((c) => [c.id, c.name] as const),
        ...roles.map((r) => [r.id, r.name] as const),
      ]);
      const names: Record<string, string> = {};
      for (const { view } of judged)
        for (const change of view.changes)
          for (const v of [...strings(change.before), ...strings(change.after)])
            if (named.has(v)) names[v] = named.get(v)!;
      return {
        id: guild.id,
        name: guild.name,
        icon: guild.icon,
        source: document.server,
        pages: judged.map((j) => j.view),
        unmatched: match.unmatched(),
        names,
        applied,
      };
    },
  );
};

/** Every string a value holds, at any depth (the ids a change's lists and maps hold). */
const strings = (v: unknown): string[] =>
  typeof v === 'string'
    ? [v]
    : typeof v === 'object' && v !== null
      ? Object.values(v as Record<string, unknown>).flatMap(strings)
      : [];

/** The document's kind, then its version, then its shape: each refused with its own code. */
function readDocument(sent: unknown): ExportDocument {
  if (!isRecord(sent) || sent.format !== EXPORT_FORMAT)
    throw refused('import_format', 'This is not a Hoshi settings export.');
  if (sent.version !== EXPORT_VERSION)
    throw refused(
      'import_version',
      `This export is of version ${String(sent.version)}; this Hoshi reads version ${EXPORT_VERSION}.`,
    );
  const parsed = exportDocument.safeParse(sent);
  if (!parsed.success)
    throw refused('import_format', 'This Hoshi settings export is damaged.', toIssues(parsed.error.issues));
  return parsed.data;
}

/**
 * The document's channels and roles matched with this server's by name and type (a channel's
 * type must be the same; the first in the server's order wins), and the ones that found none.
 */
function matcher(document: ExportDocument, channels: readonly Channel[], roles: readonly Role[]) {
  const missing = new Map<string, UnmatchedRef>();
  const page = (name: SettingsPageName, sent: Record<string, unknown>) =>
    mapRefs(documentSchema(name), sent, (id, rule) => {
      // An id the document does not name (a channel deleted before the export) matches nothing.
      const channel = Object.hasOwn(document.channels, id) ? document.channels[id] : undefined;
      const role = Object.hasOwn(document.roles, id) ? document.roles[id] : undefined;
      const found =
        rule.kind === 'channel'
          ? channel && channels.find((c) => c.name === channel.name && c.type === channel.type)
          : role && roles.find((r) => r.name === role.name);
      if (found) return found.id;
      const key = `${rule.kind}:${id}`;
      const entry = missing.get(key) ?? {
        kind: rule.kind,
        id,
        name: (rule.kind === 'channel' ? channel?.name : role?.name) ?? null,
        type: rule.kind === 'channel' ? (channel?.type ?? null) : null,
        pages: [],
      };
      if (!entry.pages.includes(name)) entry.pages.push(name);
      missing.set(key, entry);
      return null;
    }) as PageDocument;
  return { page, unmatched: () => [...missing.values()] };
}

/** A page as a save of it would be judged here: its schema, then its rules against the server. */
async function judge(
  app: FastifyInstance,
  guildId: string,
  name: SettingsPageName,
  sent: PageDocument,
  target: GuildObjects,
): Promise<Judged> {
  const current = await app.settings.get(guildId, name);
  const parsed = documentSchema(name).safeParse({ ...sent, version: current.version });
  const invalid = (issues: Issue[]): Judged => ({
    view: { page: name, state: 'invalid', changes: [], issues },
  });
  if (!parsed.success) return invalid(toIssues(parsed.error.issues));
  const issues = await settingsCheck(name)(parsed.data, target);
  if (issues.length) return invalid(issues);
  const changes = entryChanges(name, current, parsed.data);
  return {
    view: { page: name, state: changes.length ? 'change' : 'same', changes, issues: [] },
    next: parsed.data,
  };
}

export default transferRoutes;
