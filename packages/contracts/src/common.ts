import { z } from 'zod';
import { LANGUAGES } from './constants.ts';

/** Discord ids are 64-bit integers written as decimal strings. */
export const snowflake = z.string().regex(/^\d{17,20}$/, 'must be a Discord id');
export type Snowflake = z.infer<typeof snowflake>;

export const language = z.enum(LANGUAGES);

/** Every save body carries the caller's access token (spec 000 §7). */
export const tokenBody = z.object({ token: z.string().min(1).max(200) });

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Answers of saves and creates: `{ data }` (DESIGN §6). */
export const dataAnswer = <T extends z.ZodType>(inner: T) => z.object({ data: inner });
