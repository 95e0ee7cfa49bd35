import type { FastifySchemaCompiler } from 'fastify';
import AjvCompiler from '@fastify/ajv-compiler';
import fastJson, { type Schema } from 'fast-json-stringify';
import { SNOWFLAKE, toIssues } from '@hoshi/contracts';
import { z } from 'zod';
import { invalidRequest } from './http-error.ts';

/** Fastify's own validator: its ajv compiler with Fastify's default options. */
const ajvCompile = AjvCompiler()({}, { customOptions: {}, plugins: [] });

/** A Discord id in a path, as JSON Schema. */
const SNOWFLAKE_JSON = { type: 'string', pattern: SNOWFLAKE.source } as const;

/**
 * Path ids (Discord ids) as a plain JSON Schema route schema, checked by Fastify's ajv: zod's
 * parse of `{ id }` was a twelfth of a cached read. Refused like zod's `snowflake`.
 */
export function snowflakeParams<K extends string>(...names: K[]) {
  return {
    type: 'object',
    properties: Object.fromEntries(names.map((name) => [name, SNOWFLAKE_JSON])) as Record<
      K,
      typeof SNOWFLAKE_JSON
    >,
    required: names,
  } as const;
}

const isZod = (schema: unknown): schema is z.ZodType => schema instanceof z.ZodType;

/**
 * Validates params, query and body with the route's zod schema (fastify-type-provider-zod
 * declares them; this compiler words the failures): a 400 naming each field with its issue code.
 * A missing body is read as `{}`, so each required field is named rather than "the body".
 * A plain JSON Schema (`snowflakeParams`) goes to Fastify's ajv; its only check is the ids'
 * pattern, so each failure is worded as zod's `snowflake` refinement words it.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType | object> = (route) => {
  const { schema } = route;
  if (!isZod(schema)) {
    const check = ajvCompile(route);
    return (data: unknown) =>
      check(data)
        ? { value: data }
        : {
            error: invalidRequest(
              (check.errors ?? []).map((e) => ({
                path: e.instancePath.slice(1) || '(body)',
                code: 'snowflake' as const,
                params: {},
                message: 'must be a Discord id',
              })),
            ),
          };
  }
  return (data: unknown) => {
    const result = schema.safeParse(data ?? {}, { reportInput: true });
    return result.success ? { value: result.data } : { error: invalidRequest(toIssues(result.error.issues)) };
  };
};

/**
 * For reads whose answer is built only from values already parsed by their schema (documents
 * read from the database go through the page's schema, guild fields come from the parsed Discord
 * answer): the route keeps its zod answer schema for its types and docs, but serialising does
 * not parse the same value a second time — on a cached read that parse was a sixth of the work.
 */
export const parsedAnswerSerializer = () => (data: unknown) => JSON.stringify(data);

/**
 * For answers of a fixed shape built by the server (a leaderboard page): the route's zod answer
 * schema as JSON Schema, compiled once by fast-json-stringify, Fastify's own serializer. Writing
 * from the schema skips zod's parse of every line (four fifths of a first page's serialising).
 * Refinements do not carry into JSON Schema; the values are ours, built from parsed rows.
 */
export const fixedShapeSerializer = ({ schema }: { schema: unknown }): ((data: unknown) => string) =>
  fastJson(z.toJSONSchema(schema as z.ZodType, { target: 'draft-07', io: 'output' }) as Schema);
