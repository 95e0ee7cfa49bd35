import type { FastifySchemaCompiler } from 'fastify';
import { toIssues } from '@hoshi/contracts';
import type { z } from 'zod';
import { invalidRequest } from './http-error.ts';

/**
 * Validates params, query and body with the route's zod schema (fastify-type-provider-zod
 * declares them; this compiler words the failures): a 400 naming each field with its issue code.
 * A missing body is read as `{}`, so each required field is named rather than "the body".
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data: unknown) => {
    const result = schema.safeParse(data ?? {}, { reportInput: true });
    return result.success ? { value: result.data } : { error: invalidRequest(toIssues(result.error.issues)) };
  };

/**
 * For reads whose answer is built only from values already parsed by their schema (documents
 * read from the database go through the page's schema, guild fields come from the parsed Discord
 * answer): the route keeps its zod answer schema for its types and docs, but serialising does
 * not parse the same value a second time — on a cached read that parse was a sixth of the work.
 */
export const parsedAnswerSerializer = () => (data: unknown) => JSON.stringify(data);
