import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampTyped, NUMBER_FIELDS, numberFieldRange } from './number-fields.ts';

describe('the declared number fields', () => {
  it('are found in every page and collection, with their spec ranges (docs/product.md#settings-forms, docs/product.md#settings-pages)', () => {
    const typed = [...NUMBER_FIELDS].filter(([, range]) => !range.choice);
    expect(Object.fromEntries(typed.map(([path, { min, max }]) => [path, [min, max]]))).toEqual({
      'xp.rate': [0, 5],
      'xp.boostBonus': [0, 5],
      'xp.lvlroles.*': [0, 1000],
      'xp.reward.level': [0, 1000],
      'warnings.regression': [0, 30],
      'warnings.rules.*.level': [1, 100],
      'pings.msgSettings.time': [0, 900],
      'pings.ghostSettings.time': [0, 900],
      'autovc.limit': [0, 99],
      'lotteries.maxWinners': [1, 10],
    });
    expect(numberFieldRange('xp.reward.level').absolute).toBe(true);
    expect(numberFieldRange('antispam.level').choice).toBe(true);
    expect(() => numberFieldRange('xp.nothing')).toThrow(/xp.nothing/);
  });
});

describe('clampTyped', () => {
  const range = { min: 0, max: 5 };
  it('clamps what is typed, whole, and never reads the last digit alone', () => {
    expect(clampTyped('-3', range)).toBe(0);
    expect(clampTyped('1e9', { min: 0, max: 99 })).toBe(99);
    expect(clampTyped('1e999', range)).toBe(5);
    expect(clampTyped('-3', { min: 1, max: 10 })).toBe(1);
    expect(clampTyped('12abc', { min: 0, max: 99 })).toBe(12);
    expect(clampTyped('2.7', range)).toBe(2);
    expect(clampTyped('03', range)).toBe(3);
  });

  it('drops a level’s sign (docs/product.md#settings-forms: -5 is 5)', () => {
    expect(clampTyped('-5', { min: 0, max: 1000, absolute: true })).toBe(5);
  });

  it('has no number for a blank or a text with none', () => {
    for (const typed of ['', ' ', '-', 'e', 'abc', '.']) expect(clampTyped(typed, range)).toBeNull();
  });

  it('gives a whole number within the range, for anything typed', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -50, max: 50 }), fc.nat(50), (typed, min, span) => {
        const value = clampTyped(typed, { min, max: min + span });
        if (value === null) return;
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(min);
        expect(value).toBeLessThanOrEqual(min + span);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (n) => {
        expect(clampTyped(String(n), { min: 0, max: 1000, absolute: true })).toBe(
          Math.min(1000, Math.abs(n)),
        );
      }),
    );
  });
});
