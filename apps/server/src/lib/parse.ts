import type { z } from 'zod';
import { HttpError } from './http-error.ts';

/** Parses input with a contract schema; failures answer 400 naming each field. */
export function parse<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ path: i.path.join('.') || '(body)', message: i.message }));
  const fields = [...new Set(issues.map((i) => i.path))].join(', ');
  throw new HttpError(400, 'invalid_request', `Invalid ${fields}`, issues);
}
