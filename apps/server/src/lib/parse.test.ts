import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parsedAnswerSerializer, validatorCompiler } from './parse.ts';

const snowflakeParams = z.object({ id: z.string().regex(/^\d{17,20}$/) });

describe('validatorCompiler', () => {
  const params = validatorCompiler({
    schema: snowflakeParams,
    httpPart: 'params',
    method: 'GET',
    url: '/x/:id',
  });

  it('answers a repeated valid path with the same frozen value', () => {
    const first = params({ id: '200000000000000001' }) as { value: unknown };
    const again = params({ id: '200000000000000001' }) as { value: unknown };
    expect(first.value).toEqual({ id: '200000000000000001' });
    expect(again.value).toBe(first.value);
    expect(Object.isFrozen(again.value)).toBe(true);
  });

  it('never remembers a refusal: an invalid path is refused every time, naming the field', () => {
    for (let i = 0; i < 2; i++) {
      const result = params({ id: 'nope' }) as {
        error?: { statusCode: number; issues: Array<{ path: string }> };
      };
      expect(result.error?.statusCode).toBe(400);
      expect(result.error?.issues[0]?.path).toBe('id');
    }
  });

  it('parses bodies every time (a body is not a path that repeats)', () => {
    const body = validatorCompiler({ schema: snowflakeParams, httpPart: 'body', method: 'POST', url: '/x' });
    const first = body({ id: '200000000000000001' }) as { value: unknown };
    expect(body({ id: '200000000000000001' })).not.toBe(first);
    expect((body({ id: '200000000000000001' }) as { value: unknown }).value).not.toBe(first.value);
  });
});

describe('parsedAnswerSerializer', () => {
  const serialize = parsedAnswerSerializer();

  it('reuses the text of an answer made of the very same parts, and writes a new one otherwise', () => {
    const settings = Object.freeze({ rate: 1, exempt: Object.freeze([]) });
    const answer = (name: string, doc: object = settings) => ({ id: '1', name, settings: doc });
    expect(serialize(answer('Star Lounge'))).toBe(
      '{"id":"1","name":"Star Lounge","settings":{"rate":1,"exempt":[]}}',
    );
    expect(serialize(answer('Star Lounge'))).toBe(serialize(answer('Star Lounge')));
    // Renamed guild, same document: the new name is in the text.
    expect(serialize(answer('Moon Hall'))).toContain('"name":"Moon Hall"');
    // A saved document is a new object: its text is written anew.
    expect(serialize(answer('Moon Hall', Object.freeze({ rate: 2, exempt: [] })))).toContain('"rate":2');
  });

  it('does not remember answers around values that could still change', () => {
    const settings = { rate: 1 };
    const answer = { id: '1', settings };
    expect(serialize(answer)).toContain('"rate":1');
    settings.rate = 3;
    expect(serialize({ id: '1', settings })).toContain('"rate":3');
  });
});
