import { z } from 'zod';
import { GREETINGS_DEFAULTS, greetingsSettings } from './greetings.ts';
import type { SettingsPageName } from './page-names.ts';
import { XP_DEFAULTS, xpSettings } from './xp.ts';
import { ROLES_DEFAULTS, rolesSettings } from './roles.ts';
import { VCALERTS_DEFAULTS, vcalertsSettings } from './vcalerts.ts';
import { BOOSTS_DEFAULTS, boostsAnswerFields, boostsSettings } from './boosts.ts';
import { ANTISPAM_DEFAULTS, antispamSettings } from './antispam.ts';
import { WARNINGS_DEFAULTS, warningsSettings } from './warnings.ts';
import { BANAPPEALS_DEFAULTS, banappealsSettings } from './banappeals.ts';
import { PING_TABS, PINGS_DEFAULTS, pingsSettings } from './pings.ts';
import { LOGS_DEFAULTS, logsSettings } from './logs.ts';
import { ACCESS_DEFAULTS, accessSettings } from './access.ts';

/**
 * One page: its document's schema and defaults, and what its GET answers besides the server
 * basics and the settings (docs/product.md#api-calls "settings and counts"; the boost level), which is read
 * with the document but never saved with it.
 */
const page = <S extends z.ZodObject, A extends z.ZodRawShape = Record<never, never>>(
  schema: S,
  defaults: z.infer<S>,
  answerFields: A = {} as A,
  sections: readonly (keyof z.infer<S> & string)[] = [],
) => ({
  schema,
  defaults,
  stored: storedReader(schema, defaults),
  answer: z.object(answerFields),
  sections,
});

/**
 * Every per-server settings page, declared once (docs/architecture.md#where-a-thing-lives): its document's schema and the
 * defaults a server has before its first save. The server's routes
 * (`GET /api/guilds/{id}/info/{name}`, `POST /api/save/guilds/{id}/{name}`), the web's
 * endpoints and routes, and the field labels are derived from this table (docs/settings-pages.md).
 */
export const SETTINGS_PAGES = {
  greetings: page(greetingsSettings, GREETINGS_DEFAULTS),
  xp: page(xpSettings, XP_DEFAULTS),
  roles: page(rolesSettings, ROLES_DEFAULTS),
  vcalerts: page(vcalertsSettings, VCALERTS_DEFAULTS),
  boosts: page(boostsSettings, BOOSTS_DEFAULTS, boostsAnswerFields),
  // Moderation (docs/product.md#settings-pages), under /dashboard/servers/{id}/moderation/{name} on the web.
  antispam: page(antispamSettings, ANTISPAM_DEFAULTS),
  warnings: page(warningsSettings, WARNINGS_DEFAULTS),
  banappeals: page(banappealsSettings, BANAPPEALS_DEFAULTS),
  // A save carries the active tab's section only (docs/product.md#api-calls); the server keeps the others.
  pings: page(pingsSettings, PINGS_DEFAULTS, {}, PING_TABS),
  logs: page(logsSettings, LOGS_DEFAULTS),
  access: page(accessSettings, ACCESS_DEFAULTS),
} as const satisfies Record<SettingsPageName, unknown>;

export {
  SETTINGS_PAGE_NAMES,
  MODERATION_PAGE_NAMES,
  isModerationPage,
  type SettingsPageName,
  type ModerationPageName,
} from './page-names.ts';
export type SettingsSchema<N extends SettingsPageName> = (typeof SETTINGS_PAGES)[N]['schema'];
export type SettingsOf<N extends SettingsPageName> = z.infer<SettingsSchema<N>>;
/** What page N's GET answers besides the server basics and its settings (often nothing). */
export type AnswerFieldsOf<N extends SettingsPageName> = z.infer<(typeof SETTINGS_PAGES)[N]['answer']>;

/** The registry seen through each page's document type (checked page by page, no cast). */
const TYPED_PAGES: {
  [N in SettingsPageName]: {
    schema: z.ZodType<SettingsOf<N>>;
    defaults: SettingsOf<N>;
    stored: z.ZodType<SettingsOf<N>>;
    answer: z.ZodType<AnswerFieldsOf<N>>;
    sections: readonly (keyof SettingsOf<N> & string)[];
  };
} = SETTINGS_PAGES;

/**
 * The sections a save of page N may carry alone (docs/product.md#api-calls: the pings page sends its active
 * tab only); empty for a page saved whole. The server fills the sections a save leaves out from
 * the stored document of the same version.
 */
export const documentSections = <N extends SettingsPageName>(
  name: N,
): readonly (keyof SettingsOf<N> & string)[] => TYPED_PAGES[name].sections;

/** What a save of page N sends: the whole document, or its version and the changed sections only. */
export function saveOutgoing<N extends SettingsPageName>(
  name: N,
  doc: SettingsOf<N>,
  saved: SettingsOf<N>,
): Partial<SettingsOf<N>> & { version: number } {
  const sections = documentSections(name);
  if (sections.length === 0) return doc;
  const changed = sections.filter((key) => JSON.stringify(doc[key]) !== JSON.stringify(saved[key]));
  return {
    version: doc.version,
    ...Object.fromEntries((changed.length ? changed : sections).map((key) => [key, doc[key]])),
  } as Partial<SettingsOf<N>> & { version: number };
}

/** How page N's answer fields are read (an empty object for most pages). */
export const answerFieldsSchema = <N extends SettingsPageName>(name: N): z.ZodType<AnswerFieldsOf<N>> =>
  TYPED_PAGES[name].answer;

/** Page N's schema, typed so that parsing with it answers SettingsOf<N> even while N is open. */
export const documentSchema = <N extends SettingsPageName>(name: N): z.ZodType<SettingsOf<N>> =>
  TYPED_PAGES[name].schema;

/** How page N's stored documents are read (see storedReader). */
export const storedDocumentSchema = <N extends SettingsPageName>(name: N): z.ZodType<SettingsOf<N>> =>
  TYPED_PAGES[name].stored;

/** Page N's defaults, as a fresh copy. */
export const documentDefaults = <N extends SettingsPageName>(name: N): SettingsOf<N> =>
  structuredClone(TYPED_PAGES[name].defaults);

export const isSettingsPage = (name: string): name is SettingsPageName => Object.hasOwn(SETTINGS_PAGES, name);

/**
 * How a stored document is read: every field at every depth that is missing, or no longer
 * valid under today's schema, takes its default. A field added after a server last saved
 * (a nested one too) so reaches it, and an old document never fails to load.
 */
export function storedReader<S extends z.ZodObject>(schema: S, defaults: z.infer<S>) {
  return withDefaults(schema, defaults) as z.ZodType<z.infer<S>>;
}

function withDefaults(schema: z.ZodType, fallback: unknown): z.ZodType {
  const safe = () => structuredClone(fallback);
  if (schema instanceof z.ZodObject && fallback !== null && typeof fallback === 'object') {
    const shape = Object.fromEntries(
      Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => [
        key,
        withDefaults(field, (fallback as Record<string, unknown>)[key]),
      ]),
    );
    return z.object(shape).catch(() => structuredClone(fallback) as Record<string, unknown>);
  }
  return schema.catch(safe);
}
