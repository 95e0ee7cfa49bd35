import { describe, expect, it } from 'vitest';
import { boostMultiplier } from '@hoshi/contracts';
import { formatBoost } from './xp-values.ts';

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
