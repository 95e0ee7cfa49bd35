import { beforeEach, describe, expect, it } from 'vitest';
import { readWhackBest, readWhackBests, recordWhackScore } from './high-scores.ts';

beforeEach(() => localStorage.clear());

describe('Whack-A-Star best scores', () => {
  it('are stored per difficulty under whackMoleHighScore_{difficulty}', () => {
    expect(recordWhackScore('easy', 12)).toBe(true);
    expect(recordWhackScore('hard', 3)).toBe(true);
    expect(localStorage.getItem('whackMoleHighScore_easy')).toBe('12');
    expect(localStorage.getItem('whackMoleHighScore_hard')).toBe('3');
    expect(localStorage.getItem('whackMoleHighScore_intermediate')).toBeNull();
    expect(readWhackBests()).toEqual({ easy: 12, intermediate: 0, hard: 3 });
  });

  it('keep the better score', () => {
    recordWhackScore('intermediate', 9);
    expect(recordWhackScore('intermediate', 5)).toBe(false);
    expect(recordWhackScore('intermediate', 9)).toBe(false);
    expect(readWhackBest('intermediate')).toBe(9);
    expect(recordWhackScore('intermediate', 10)).toBe(true);
    expect(readWhackBest('intermediate')).toBe(10);
  });

  it('read a damaged value as no score', () => {
    localStorage.setItem('whackMoleHighScore_easy', 'lots');
    expect(readWhackBest('easy')).toBe(0);
  });
});
