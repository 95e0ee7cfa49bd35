import { describe, expect, it } from 'vitest';
import { accuracyOf, finalScore, multiplierTenths, wordPoints } from './scoring.ts';

describe('accuracy multiplier (docs/product.md#star-typing)', () => {
  it.each([
    [0, 10],
    [89.99, 10],
    [90, 11],
    [92, 11],
    [92.01, 12],
    [93.99, 12],
    [94, 13],
    [95.99, 13],
    [96, 14],
    [97.99, 14],
    [98, 15],
    [100, 15],
  ])('%f %% → ×%i/10', (accuracy, tenths) => {
    expect(multiplierTenths(accuracy)).toBe(tenths);
  });
});

describe('final score', () => {
  it('is floor(points × multiplier)', () => {
    expect(finalScore(5, 90)).toBe(5);
    expect(finalScore(25, 93)).toBe(30);
    expect(finalScore(35, 96)).toBe(49);
    expect(finalScore(105, 99)).toBe(157);
    expect(finalScore(100, 50)).toBe(100);
  });

  it('has exact integer maths where floating point would slip (70 × 1.1 = 77)', () => {
    expect(finalScore(70, 91)).toBe(77);
    expect(finalScore(1000, 94)).toBe(1300);
  });
});

describe('accuracy and word points', () => {
  it('accuracy is the share of right keys in percent, 0 with no keys', () => {
    expect(accuracyOf(0, 0)).toBe(0);
    expect(accuracyOf(9, 1)).toBe(90);
    expect(accuracyOf(49, 1)).toBe(98);
  });

  it('a word gives 5 points per letter', () => {
    expect(wordPoints('star')).toBe(20);
    expect(wordPoints('a')).toBe(5);
    expect(wordPoints('ra-men')).toBe(30);
  });
});
