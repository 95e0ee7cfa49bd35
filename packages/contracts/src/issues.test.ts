import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idList, intRange, snowflake, text } from './fields.ts';
import { toIssues } from './issues.ts';
import { storedReader } from './settings-registry.ts';

const issuesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) throw new Error('expected a failure');
  return toIssues(result.error.issues).map(({ path, code, params }) => ({ path, code, params }));
};

describe('zod issues become stable codes with parameters', () => {
  const doc = z.object({
    id: snowflake,
    message: text(10),
    rate: intRange(0, 5),
    exempt: idList(3),
    style: z.enum(['text', 'card']),
    nested: z.object({ level: z.number().int() }),
  });
  const valid = {
    id: '100000000000000001',
    message: 'hi',
    rate: 1,
    exempt: [],
    style: 'text',
    nested: { level: 1 },
  };

  it.each([
    ['a missing field', { ...valid, rate: undefined }, { path: 'rate', code: 'required', params: {} }],
    [
      'a wrong type',
      { ...valid, rate: 'x' },
      { path: 'rate', code: 'invalid_type', params: { expected: 'number' } },
    ],
    ['an id that is no snowflake', { ...valid, id: '12' }, { path: 'id', code: 'snowflake', params: {} }],
    [
      'a long text',
      { ...valid, message: 'x'.repeat(11) },
      { path: 'message', code: 'too_long', params: { max: 10 } },
    ],
    ['a NUL', { ...valid, message: 'a\u0000' }, { path: 'message', code: 'invalid_characters', params: {} }],
    [
      'a lone surrogate',
      { ...valid, message: '\udc00' },
      { path: 'message', code: 'invalid_characters', params: {} },
    ],
    [
      'a number out of range',
      { ...valid, rate: 6 },
      { path: 'rate', code: 'out_of_range', params: { min: 0, max: 5 } },
    ],
    ['a fraction', { ...valid, rate: 1.5 }, { path: 'rate', code: 'not_integer', params: {} }],
    [
      'an unknown enum value',
      { ...valid, style: 'x' },
      { path: 'style', code: 'one_of', params: { allowed: ['text', 'card'] } },
    ],
    [
      'an id listed twice',
      { ...valid, exempt: [valid.id, valid.id] },
      { path: 'exempt.1', code: 'duplicate', params: {} },
    ],
    [
      'too many ids',
      { ...valid, exempt: ['1', '2', '3', '4'].map((d) => `10000000000000000${d}`) },
      { path: 'exempt', code: 'too_many', params: { max: 3 } },
    ],
    ['a nested field', { ...valid, nested: {} }, { path: 'nested.level', code: 'required', params: {} }],
  ])('%s', (_label, input, expected) => {
    expect(issuesOf(doc, input)).toContainEqual(expected);
  });

  it('keeps emoji sequences and right-to-left text, which Discord stores as typed', () => {
    expect(text(50).safeParse('👩‍👩‍👧‍👦 \u202eolleh 🇯🇵').success).toBe(true);
  });
});

describe('stored documents are read with defaults at every depth', () => {
  const schema = z.object({
    a: z.number(),
    nested: z.object({ b: z.string(), c: z.array(z.string()) }),
  });
  const defaults = { a: 1, nested: { b: 'x', c: ['d'] } };
  const read = storedReader(schema, defaults);

  it('fills a field added later, also a nested one', () => {
    expect(read.parse({ a: 5 })).toEqual({ a: 5, nested: { b: 'x', c: ['d'] } });
    expect(read.parse({ a: 5, nested: { b: 'y' } })).toEqual({ a: 5, nested: { b: 'y', c: ['d'] } });
  });

  it("replaces a value today's schema refuses with its default", () => {
    expect(read.parse({ a: 'five', nested: { b: 3, c: ['e'] } })).toEqual({
      a: 1,
      nested: { b: 'x', c: ['e'] },
    });
    expect(read.parse(null)).toEqual(defaults);
  });

  it('hands out copies: editing one read never changes the defaults', () => {
    const first = read.parse({});
    first.nested.c.push('changed');
    expect(read.parse({})).toEqual(defaults);
  });
});
