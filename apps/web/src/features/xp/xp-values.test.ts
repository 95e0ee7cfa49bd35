import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boostMultiplier } from '@hoshi/contracts';
import { clampInt, formatBoost, parseLevel } from './xp-values.ts';

describe('rate and boost inputs', () => {
  it('clamp to 0–5', () => {
    expect(clampInt('7', 0, 5)).toBe(5);
    expect(clampInt('-2', 0, 5)).toBe(0);
    expect(clampInt('3', 0, 5)).toBe(3);
  });

  it('keep whole steps of 1', () => {
    expect(clampInt('2.7', 0, 5)).toBe(2);
  });

  it('fall back to the minimum when emptied or not a number', () => {
    expect(clampInt('', 0, 5)).toBe(0);
    expect(clampInt('abc', 0, 5)).toBe(0);
  });
});

describe('level inputs', () => {
  it('store the absolute integer: -5 becomes 5', () => {
    expect(parseLevel('-5')).toBe(5);
  });

  it('clamp above 1000 to 1000', () => {
    expect(parseLevel('1500')).toBe(1000);
  });

  it('drop fractions', () => {
    expect(parseLevel('12.9')).toBe(12);
  });

  it('are empty (no level) when cleared, and 0 is a level', () => {
    expect(parseLevel('')).toBeNull();
    expect(parseLevel('0')).toBe(0);
  });
});

describe('the boost display', () => {
  it('shows (100 + bonus×20)/100', () => {
    expect([0, 1, 2, 3, 4, 5].map((bonus) => formatBoost(boostMultiplier(bonus)))).toEqual([
      '1',
      '1.2',
      '1.4',
      '1.6',
      '1.8',
      '2',
    ]);
  });
});

describe('xp values, for any input', () => {
  it('clampInt always gives a whole number within its bounds', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -50, max: 50 }), fc.nat(50), (raw, min, span) => {
        const value = clampInt(raw, min, min + span);
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(min);
        expect(value).toBeLessThanOrEqual(min + span);
      }),
    );
  });

  it('parseLevel gives no level or a whole level from 0 to 1000, the absolute value of what was typed', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const level = parseLevel(raw);
        if (level !== null) {
          expect(Number.isInteger(level)).toBe(true);
          expect(level).toBeGreaterThanOrEqual(0);
          expect(level).toBeLessThanOrEqual(1000);
        }
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (n) => {
        expect(parseLevel(String(n))).toBe(Math.min(1000, Math.abs(n)));
      }),
    );
  });
});
