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
