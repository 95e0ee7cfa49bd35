import { describe, expect, test } from 'vitest';
import { mapRefs } from './transfer.ts';
import { xpSettings } from './xp.ts';

describe('mapRefs', () => {
  const swap = (id: string) => ({ '11111111111111111': '22222222222222222' })[id] ?? null;

  test('swaps each declared id; an unmatched single field empties, a list or a map loses it', () => {
    const doc = {
      channel: '99999999999999999',
      rate: 2,
      exempt: ['11111111111111111', '99999999999999999'],
      lvlroles: { '5': '11111111111111111', '10': '99999999999999999' },
      reward: { role: '11111111111111111', level: 3 },
    };
    expect(mapRefs(xpSettings, doc, swap)).toEqual({
      channel: null,
      rate: 2,
      exempt: ['22222222222222222'],
      lvlroles: { '5': '22222222222222222' },
      reward: { role: '22222222222222222', level: 3 },
    });
  });

  test('leaves what is not an id of the schema alone, nulls and unknown keys included', () => {
    const doc = { channel: null, exempt: 'not a list', extra: '11111111111111111' };
    expect(mapRefs(xpSettings, doc, swap)).toEqual(doc);
  });
});
