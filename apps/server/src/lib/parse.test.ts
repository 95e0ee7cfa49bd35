import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validatorCompiler } from './parse.ts';

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
