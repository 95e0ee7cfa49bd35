import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { channelId, idList, intChoice, intRange, roleId, text } from './fields.ts';
import { entryChanges, fieldChanges } from './history.ts';
import { GREETINGS_DEFAULTS } from './greetings.ts';

const schema = z.object({
  message: text(100),
  count: intRange(0, 10),
  level: intChoice(0, 3),
  style: z.enum(['card', 'text']),
  on: z.boolean(),
  channel: channelId([0], 'send').nullable(),
  role: roleId(true),
  roles: idList(5, roleId(true)),
  nested: z.object({ deep: text(10) }),
});
const base: z.infer<typeof schema> = {
  message: 'Hi',
  count: 1,
  level: 0,
  style: 'card',
  on: false,
  channel: null,
  role: '100000000000000001',
  roles: [],
  nested: { deep: 'a' },
};

describe('history changes, by field kind from the schema', () => {
  test('nothing changed is no change', () => {
    expect(fieldChanges(schema, base, structuredClone(base))).toEqual([]);
  });

  test('every field kind is named by what its schema declares', () => {
    const after = {
      message: 'Welcome !USER!',
      count: 2,
      level: 3,
      style: 'text',
      on: true,
      channel: '200000000000000002',
      role: '100000000000000003',
      roles: ['100000000000000004'],
      nested: { deep: 'b' },
    };
    expect(fieldChanges(schema, base, after)).toEqual([
      { field: 'message', kind: 'text', before: 'Hi', after: 'Welcome !USER!' },
      { field: 'count', kind: 'number', before: 1, after: 2 },
      { field: 'level', kind: 'choice', before: 0, after: 3 },
      { field: 'style', kind: 'choice', before: 'card', after: 'text' },
      { field: 'on', kind: 'switch', before: false, after: true },
      { field: 'channel', kind: 'channel', before: null, after: '200000000000000002' },
      { field: 'role', kind: 'role', before: '100000000000000001', after: '100000000000000003' },
      { field: 'roles', kind: 'list', of: 'role', before: [], after: ['100000000000000004'] },
      { field: 'nested.deep', kind: 'text', before: 'a', after: 'b' },
    ]);
  });

  test('a registered page is walked by its own schema, its version left out', () => {
    const before = { ...GREETINGS_DEFAULTS, version: 1 };
    const after = { ...before, join: { ...before.join, message: 'Welcome !USER!' }, version: 2 };
    expect(entryChanges('greetings', before, after)).toEqual([
      { field: 'join.message', kind: 'text', before: before.join.message, after: 'Welcome !USER!' },
    ]);
  });

  test('a row of a page no schema declares (a toggle) is one change', () => {
    expect(entryChanges('language', { lang: 'en' }, { lang: 'ja' })).toEqual([
      { field: '', kind: 'other', before: { lang: 'en' }, after: { lang: 'ja' } },
    ]);
  });
});
