import { beforeEach, describe, expect, it } from 'vitest';
import { readTypingScores, recordTypingScore } from './high-scores.ts';

beforeEach(() => localStorage.clear());

describe('Star Typing best scores (docs/product.md#star-typing)', () => {
  it('are one map from mode to high score under typing_scores', () => {
    expect(recordTypingScore('vocabulary', 120)).toBe(true);
    expect(recordTypingScore('password', 80)).toBe(true);
    expect(JSON.parse(localStorage.getItem('typing_scores') ?? '')).toEqual({
      vocabulary: 120,
      password: 80,
    });
  });

  it('keep the better score per mode', () => {
    recordTypingScore('sentence', 300);
    expect(recordTypingScore('sentence', 200)).toBe(false);
    expect(recordTypingScore('sentence', 301)).toBe(true);
    expect(readTypingScores()).toEqual({ sentence: 301 });
  });

  it('read damaged storage as no scores', () => {
    localStorage.setItem('typing_scores', '{oops');
    expect(readTypingScores()).toEqual({});
    localStorage.setItem('typing_scores', JSON.stringify({ vocabulary: 'many', sentence: 40, other: 9 }));
    expect(readTypingScores()).toEqual({ sentence: 40 });
  });
});
