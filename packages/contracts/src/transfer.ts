import { z } from 'zod';
import { token } from './common.ts';
import { snowflake, type DiscordRule } from './fields.ts';
import { fieldChange } from './history.ts';
import { issueSchema } from './issues.ts';
import { mapLeaves } from './schema-walk.ts';
import { SETTINGS_PAGE_NAMES, type SettingsPageName } from './page-names.ts';

/**
 * A server's settings as one document (docs/product.md#export-and-import): every settings page's
 * document without its version, and the names and types of the channels and roles it holds, so
 * another server can match them by name. No member data, no secrets.
 */
export const EXPORT_FORMAT = 'hoshi-server-settings';
export const EXPORT_VERSION = 1;
/** The largest document an import reads (1 MB); a bigger request is refused before it is parsed. */
export const IMPORT_MAX_BYTES = 1_000_000;
/** Room the request keeps beside the document for `preview` and the token. */
export const IMPORT_ENVELOPE_BYTES = 1_024;

/** Why an import was refused as a whole (worded on the web in `transfer.errors.<code>`). */
export const IMPORT_ERRORS = ['import_format', 'import_version', 'import_too_large'] as const;
export type ImportError = (typeof IMPORT_ERRORS)[number];

export const exportedChannel = z.object({ name: z.string(), type: z.number().int() });
export const exportedRole = z.object({ name: z.string() });

/** The export as written; an import reads it again step by step (see `importHeader`). */
export const exportDocument = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: z.string(),
  server: z.object({ id: snowflake, name: z.string() }),
  /** Each settings page's document, without its version. */
  pages: z.partialRecord(z.enum(SETTINGS_PAGE_NAMES), z.record(z.string(), z.unknown())),
  /** The channels and roles the pages hold, by id, as the exporting server named them. */
  channels: z.record(z.string(), exportedChannel),
  roles: z.record(z.string(), exportedRole),
});
export type ExportDocument = z.infer<typeof exportDocument>;

/** What tells a document's kind and version apart before its pages are read. */
export const importHeader = z.object({ format: z.unknown(), version: z.unknown() });

export const importBody = z.object({
  /** The exported document as read from the file; checked by the server step by step. */
  document: z.unknown(),
  /** true: answer what would change; false: apply it. */
  preview: z.boolean(),
  token,
});

/** One page of an import: what it would change, or why it cannot be imported. */
export const importPage = z.object({
  page: z.enum(SETTINGS_PAGE_NAMES),
  state: z.enum(['change', 'same', 'invalid']),
  changes: z.array(fieldChange),
  /** Why the page cannot be imported (its schema, or its rules against this server). */
  issues: z.array(issueSchema),
});
export type ImportPage = z.infer<typeof importPage>;

/** A channel or role of the document with no namesake of its type here: left empty. */
export const unmatchedRef = z.object({
  kind: z.enum(['channel', 'role']),
  id: z.string(),
  /** Its name in the exporting server; null when the document does not name it. */
  name: z.string().nullable(),
  /** A channel's type (Discord's number); null for a role. */
  type: z.number().int().nullable(),
  pages: z.array(z.enum(SETTINGS_PAGE_NAMES)),
});
export type UnmatchedRef = z.infer<typeof unmatchedRef>;

export const importAnswer = z.object({
  id: snowflake,
  name: z.string(),
  icon: z.string().nullable(),
  /** The server the document was exported from. */
  source: z.object({ id: z.string(), name: z.string() }),
  pages: z.array(importPage),
  unmatched: z.array(unmatchedRef),
  /** Names of this server's channels and roles the changes hold, by id. */
  names: z.record(z.string(), z.string()),
  /** The pages written (always empty for a preview). */
  applied: z.array(z.enum(SETTINGS_PAGE_NAMES)),
});
export type ImportAnswer = z.infer<typeof importAnswer>;

/**
 * `value` with each channel and role id its schema declares replaced by `swap(id, rule)`: a null
 * answer empties a single field, and drops the id from a list or a map. Anything else is kept.
 */
export const mapRefs = (
  schema: z.ZodType,
  value: unknown,
  swap: (id: string, rule: DiscordRule) => string | null,
): unknown =>
  mapLeaves(schema, value, ({ leaf, value: id }) =>
    leaf.rule && typeof id === 'string' ? swap(id, leaf.rule) : id,
  );

export const isImportError = (code: string): code is ImportError =>
  (IMPORT_ERRORS as readonly string[]).includes(code);

export type ExportedPages = Partial<Record<SettingsPageName, Record<string, unknown>>>;
