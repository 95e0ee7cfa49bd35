import { z } from 'zod';
import { SNOWFLAKE } from './constants.ts';
import { coded } from './issues.ts';

// U+0000 and UTF-16 halves without their partner: PostgreSQL's jsonb refuses both, Discord too.
// eslint-disable-next-line no-control-regex -- finding U+0000 is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The text without what cannot be stored (for text we did not type: names Discord sends). */
export const stripUnstorable = (v: string) => v.replace(new RegExp(UNSTORABLE.source, 'g'), '');

/** Discord ids are 64-bit integers written as decimal strings. */
export const snowflake = z
  .string()
  .refine((v) => SNOWFLAKE.test(v), coded('snowflake', {}, 'must be a Discord id'));
export type Snowflake = z.infer<typeof snowflake>;

/** Free text a person typed, at most `max` characters, storable and sendable as it is. */
export const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine(
      (v) => !UNSTORABLE.test(v),
      coded('invalid_characters', {}, 'has a character that cannot be stored'),
    );

/** A whole number within the spec's range; the server does not clamp (DESIGN §6). */
export const intRange = (min: number, max: number) =>
  z
    .number()
    .int()
    .refine(
      (n) => n >= min && n <= max,
      coded('out_of_range', { min, max }, `must be from ${min} to ${max}`),
    );

/** A list of distinct ids (a channel or role listed twice is a mistake, not a wish). */
export const idList = (max: number) =>
  z
    .array(snowflake)
    .max(max)
    .superRefine((ids, ctx) => {
      const seen = new Set<string>();
      ids.forEach((id, i) => {
        if (seen.has(id))
          ctx.addIssue({ code: 'custom', path: [i], ...coded('duplicate', {}, 'is listed twice') });
        seen.add(id);
      });
    });
