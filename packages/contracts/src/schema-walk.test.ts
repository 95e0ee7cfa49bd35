import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { channelId, intChoice, intRange, roleId, text } from './fields.ts';
import { childAt, mapLeaves, nodeOf, schemaLeaves, valueLeaves } from './schema-walk.ts';

const CHANNEL = '100000000000000001';
const channel = channelId([0], 'send');

/** Every wrapper a settings schema may put around a field, each around a channel id. */
const wrapped: Record<string, z.ZodType> = {
  optional: channel.optional(),
  nullable: channel.nullable(),
  default: channel.default(CHANNEL),
  prefault: channel.prefault(CHANNEL),
  catch: channel.catch(CHANNEL),
  nonoptional: channel.optional().nonoptional(),
  readonly: channel.readonly(),
  transform: channel.transform((v) => v),
  preprocess: z.preprocess((v) => v, channel),
  pipe: z.string().pipe(channel),
  lazy: z.lazy(() => channel),
  stacked: channel.nullable().optional().default(null).catch(null),
};

describe('the schema walk', () => {
  test.each(Object.entries(wrapped))('looks through %s to the declared channel', (_, schema) => {
    expect(nodeOf(schema)).toEqual({
      type: 'leaf',
      kind: 'channel',
      rule: { kind: 'channel', types: [0], bot: 'send' },
    });
    const doc = z.object({ field: schema });
    expect(valueLeaves(doc, { field: CHANNEL })).toEqual([
      { path: ['field'], leaf: nodeOf(channel), value: CHANNEL },
    ]);
  });

  test('names each leaf by its declared kind', () => {
    const kinds = {
      text: text(10),
      number: intRange(0, 5),
      choice: intChoice(0, 3),
      word: z.enum(['a', 'b']),
      on: z.boolean(),
      role: roleId(true),
      other: z.unknown(),
    };
    expect(
      Object.fromEntries(
        Object.entries(kinds).map(([key, schema]) => [key, nodeOf(schema).type === 'leaf' && nodeOf(schema)]),
      ),
    ).toMatchObject({
      text: { kind: 'text' },
      number: { kind: 'number', range: { min: 0, max: 5 } },
      choice: { kind: 'choice', range: { min: 0, max: 3, choice: true } },
      word: { kind: 'choice' },
      on: { kind: 'switch' },
      role: { kind: 'role', rule: { kind: 'role', assign: true } },
      other: { kind: 'other' },
    });
  });

  const doc = z
    .object({
      channels: z.array(channel).optional(),
      levels: z.record(z.string(), roleId(true)).nullable(),
      nested: z.object({ count: intRange(0, 9) }).default({ count: 0 }),
    })
    .catch({ channels: [], levels: null, nested: { count: 0 } });

  test('descends objects, lists and maps under wrappers, with and without a document', () => {
    expect(schemaLeaves(doc).map(({ path, leaf }) => [path.join('.'), leaf.kind])).toEqual([
      ['channels.*', 'channel'],
      ['levels.*', 'text'],
      ['levels.*', 'role'],
      ['nested.count', 'number'],
    ]);
    const value = { channels: [CHANNEL, 'x'], levels: { '5': '200000000000000002' }, nested: { count: 3 } };
    expect(valueLeaves(doc, value).map(({ path, value }) => [path.join('.'), value])).toEqual([
      ['channels.0', CHANNEL],
      ['channels.1', 'x'],
      ['levels.5', '200000000000000002'],
      ['nested.count', 3],
    ]);
    expect(valueLeaves(doc, { channels: 'not a list', levels: null })).toEqual([]);
  });

  test('maps leaves, dropping an item turned to null and keeping what it does not declare', () => {
    const value = { channels: [CHANNEL, 'x'], levels: { '5': 'y' }, nested: { count: 3 }, extra: CHANNEL };
    const mapped = mapLeaves(doc, value, ({ leaf, value }) =>
      leaf.kind === 'channel' ? (value === CHANNEL ? 'swapped' : null) : value,
    );
    expect(mapped).toEqual({
      channels: ['swapped'],
      levels: { '5': 'y' },
      nested: { count: 3 },
      extra: CHANNEL,
    });
  });

  test('steps down a path: a field, a list item, a map key; nothing past a leaf', () => {
    expect(childAt(doc, 'channels')?.step).toBe('field');
    expect(childAt(childAt(doc, 'channels')!.schema, '0')).toMatchObject({ step: 'item', schema: channel });
    expect(childAt(childAt(doc, 'levels')!.schema, '5')?.step).toBe('key');
    expect(childAt(doc, 'missing')).toBeNull();
    expect(childAt(doc, 'toString')).toBeNull();
    expect(childAt(channel, '0')).toBeNull();
  });
});
