import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillRoomName, lowestFreeNumber, roomLetter } from './room-name.ts';

const context = { number: 3, username: 'akari', members: 1, emoji: '🌙' };

describe("an auto-VC room's name", () => {
  it('fills the number, letter, emoji, maker and member count', () => {
    expect(fillRoomName('!EMOJI! Room !NUM! (!ALPH!) · !USER! · !MEMBERS!', context)).toBe(
      '🌙 Room 3 (C) · akari · 1',
    );
  });

  it('letters rooms past Z like spreadsheet columns', () => {
    expect([1, 26, 27, 52, 53, 702, 703].map(roomLetter)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('is never blank and never longer than Discord allows', () => {
    expect(fillRoomName('   ', context)).toBe('3');
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), fc.string({ maxLength: 40 }), (template, username) => {
        const name = fillRoomName(template, { ...context, username });
        expect(Array.from(name).length).toBeLessThanOrEqual(100);
        expect(name.trim()).not.toBe('');
      }),
    );
  });

  it('takes the lowest number no open room holds', () => {
    expect(lowestFreeNumber([])).toBe(1);
    expect(lowestFreeNumber([1, 2, 4])).toBe(3);
    expect(lowestFreeNumber([2, 3])).toBe(1);
  });
});
