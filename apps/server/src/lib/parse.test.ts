import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { snowflake } from '@hoshi/contracts';
import { fixedShapeSerializer, snowflakeParams as jsonSnowflakeParams, validatorCompiler } from './parse.ts';

const snowflakeParams = z.object({ id: z.string().regex(/^\d{17,20}$/) });

describe('validatorCompiler', () => {
  const params = validatorCompiler({
    schema: snowflakeParams,
    httpPart: 'params',
    method: 'GET',
    url: '/x/:id',
  });

  it('answers the parsed value of a valid path', () => {
    expect(params({ id: '200000000000000001' })).toEqual({ value: { id: '200000000000000001' } });
  });

  it('refuses an invalid path with a 400 naming the field', () => {
    const result = params({ id: 'nope' }) as {
      error?: { statusCode: number; code: string; issues: Array<{ path: string }> };
    };
    expect(result.error).toMatchObject({ statusCode: 400, code: 'invalid_request' });
    expect(result.error?.issues.map((i) => i.path)).toEqual(['id']);
  });

  it('reads a missing body as {}, so each required field is named', () => {
    const body = validatorCompiler({ schema: snowflakeParams, httpPart: 'body', method: 'POST', url: '/x' });
    const result = body(undefined) as { error?: { issues: Array<{ path: string }> } };
    expect(result.error?.issues.map((i) => i.path)).toEqual(['id']);
  });
});

describe("path ids as JSON Schema (Fastify's ajv)", () => {
  const check = validatorCompiler({
    schema: jsonSnowflakeParams('id', 'userId'),
    httpPart: 'params',
    method: 'GET',
    url: '/x/:id/:userId',
  });
  const zodCheck = validatorCompiler({
    schema: z.object({ id: snowflake, userId: snowflake }),
    httpPart: 'params',
    method: 'GET',
    url: '/x/:id/:userId',
  });
  const ok = { id: '200000000000000001', userId: '100000000000000001' };

  it('answers a valid path as it came', () => {
    expect(check({ ...ok })).toEqual({ value: ok });
  });

  it.each([
    ['a word', { ...ok, id: 'nope' }],
    ['too short', { ...ok, userId: '12' }],
    ['digits around a newline', { ...ok, id: '200000000000000001\n1' }],
  ])("refuses %s with the same 400 as zod's snowflake", (_what, path) => {
    const ajv = check(path) as { error?: { statusCode: number; code: string; issues: unknown[] } };
    const zod = zodCheck(path) as { error?: { statusCode: number; code: string; issues: unknown[] } };
    expect(ajv.error).toMatchObject({ statusCode: 400, code: 'invalid_request' });
    expect(ajv.error?.issues).toEqual(zod.error?.issues);
  });
});

describe('fixedShapeSerializer', () => {
  const answer = z.object({
    id: snowflake,
    icon: z.string().nullable(),
    entries: z.array(z.object({ rank: z.number().int().positive(), name: z.string() })),
  });
  const write = fixedShapeSerializer({ schema: answer });

  it('writes what JSON.stringify writes, escapes and nulls included', () => {
    const value = {
      id: '200000000000000001',
      icon: null,
      entries: [{ rank: 1, name: 'Akari "\u2028</script>\u0000' }],
    };
    expect(write(value)).toBe(JSON.stringify(value));
  });

  it('writes only the declared fields', () => {
    const value = { id: '200000000000000001', icon: 'a', entries: [], token: 'secret' };
    expect(JSON.parse(write(value))).toEqual({ id: '200000000000000001', icon: 'a', entries: [] });
  });
});
