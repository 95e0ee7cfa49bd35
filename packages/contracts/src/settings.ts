import { z } from 'zod';
import { token } from './common.ts';
import { snowflake } from './fields.ts';

/** Every settings document carries its version; a save names the version it started from. */
export const version = z.number().int().nonnegative();

/** The GET answer of a settings page (docs/product.md#api-calls): the server basics plus its settings. */
export const settingsAnswer = <T extends z.ZodType>(settings: T) =>
  z.object({ id: snowflake, name: z.string(), icon: z.string().nullable(), settings });

/**
 * A save body: the settings plus the caller's token (docs/product.md#api-rules). Parsed, it is the settings
 * document alone: the token proves who sends it and is never stored.
 */
export const saveBody = <T extends z.ZodObject>(settings: T) =>
  settings.extend({ token }).transform((body): z.output<T> => settings.parse(body));

/**
 * The save body of a page saved by sections (the pings page's tabs): its version, one or more of
 * its sections, and the token. Parsed, it is the version and the sections sent.
 */
export const sectionSaveBody = <T extends z.ZodObject>(settings: T, sections: readonly string[]) => {
  const sent = settings.partial(Object.fromEntries(sections.map((key) => [key, true])) as never);
  return sent
    .extend({ token })
    .refine((body: Record<string, unknown>) => sections.some((key) => body[key] !== undefined), {
      message: 'must carry at least one section',
      path: [sections[0] ?? ''],
    })
    .transform((body): Partial<z.output<T>> => sent.parse(body) as Partial<z.output<T>>);
};

/** 409: someone saved meanwhile; the answer carries their document. */
export const conflictAnswer = <T extends z.ZodType>(settings: T) =>
  z.object({
    error: z.object({
      code: z.literal('version_conflict'),
      message: z.string(),
      issues: z.array(z.unknown()),
    }),
    current: settings,
  });
