import { z } from 'zod';
import { LANGUAGES } from './constants.ts';

export const language = z.enum(LANGUAGES);

/** Every save body carries the caller's access token (spec 000 §7). */
export const token = z.string().min(1).max(200);
export const tokenBody = z.object({ token });

/** Answers of saves and creates: `{ data }` (DESIGN §6). */
export const dataAnswer = <T extends z.ZodType>(inner: T) => z.object({ data: inner });
