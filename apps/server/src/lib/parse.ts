import type { FastifySchemaCompiler } from 'fastify';
import { toIssues } from '@hoshi/contracts';
import type { z } from 'zod';
import { invalidRequest } from './http-error.ts';

/** How many distinct params a route remembers as valid before it starts over. */
const KNOWN_PARAMS = 1000;

/**
 * Validates params, query and body with the route's zod schema (fastify-type-provider-zod
 * declares them; this compiler words the failures): a 400 naming each field with its issue code.
 * A missing body is read as `{}`, so each required field is named rather than "the body".
 *
 * Params are a few strings from the path that repeat from request to request (the same guild's
 * pages): a route remembers the ones its schema accepted, and their parsed value, frozen and
 * shared, so a repeated path is not parsed again. Anything else is parsed every time.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const validate = (data: unknown) => {
    const result = schema.safeParse(data ?? {}, { reportInput: true });
    return result.success ? { value: result.data } : { error: invalidRequest(toIssues(result.error.issues)) };
  };
  if (httpPart !== 'params') return validate;
  const known = new Map<string, { value: unknown }>();
  return (data: unknown) => {
    const key = paramsKey(data);
    const hit = key === undefined ? undefined : known.get(key);
    if (hit) return hit;
    const result = validate(data);
    if (key !== undefined && 'value' in result) {
      if (known.size >= KNOWN_PARAMS) known.clear();
      known.set(key, { value: Object.freeze(result.value) });
    }
    return result;
  };
};

/** Params as one string: the value itself for one param, else their values in order as JSON. */
function paramsKey(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const values = Object.values(data);
  if (!values.every((v) => typeof v === 'string')) return undefined;
  return values.length === 1 ? (values[0] as string) : JSON.stringify([Object.keys(data), values]);
}

/**
 * For reads whose answer is built only from values already parsed by their schema (documents
 * read from the database go through the page's schema, guild fields come from the parsed Discord
 * answer): the route keeps its zod answer schema for its types and docs, but serialising does
 * not parse the same value a second time — on a cached read that parse was a sixth of the work.
 *
 * Those values are kept in memory, frozen, between requests: an answer made of the very same
 * parts as the last one built around the same document (each top-level value identical) is the
 * same text, so that text is reused rather than written again.
 */
export const parsedAnswerSerializer = () => {
  const last = new WeakMap<object, { parts: unknown[]; json: string }>();
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null) return JSON.stringify(data);
    const parts = Object.values(data);
    const anchor = parts.find((part): part is object => typeof part === 'object' && part !== null);
    if (!anchor || !Object.isFrozen(anchor)) return JSON.stringify(data);
    const seen = last.get(anchor);
    if (seen && seen.parts.length === parts.length && seen.parts.every((part, i) => part === parts[i])) {
      return seen.json;
    }
    const json = JSON.stringify(data);
    last.set(anchor, { parts, json });
    return json;
  };
};
