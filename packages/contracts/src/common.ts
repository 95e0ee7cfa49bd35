import { z } from 'zod';
import { LANGUAGES } from './constants.ts';

export const language = z.enum(LANGUAGES);

/** Every save body carries the caller's access token (docs/product.md#api-calls). */
export const token = z.string().min(1).max(200);
export const tokenBody = z.object({ token });

/** Answers of saves and creates: `{ data }` (docs/product.md#api-rules). */
export const dataAnswer = <T extends z.ZodType>(inner: T) => z.object({ data: inner });
