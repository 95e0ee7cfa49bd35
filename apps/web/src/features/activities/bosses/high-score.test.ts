import { beforeEach, describe, expect, it } from 'vitest';
import { readBossesBest, recordBossesScore } from './high-score.ts';

beforeEach(() => localStorage.clear());

describe('the boss shooter best score', () => {
  it('is stored under its own key and only replaced by a better score', () => {
    expect(readBossesBest()).toBe(0);
    expect(recordBossesScore(120)).toBe(true);
    expect(localStorage.getItem('bossShooterHighScore')).toBe('120');
    expect(recordBossesScore(80)).toBe(false);
    expect(readBossesBest()).toBe(120);
  });

  it('reads junk as no score', () => {
    localStorage.setItem('bossShooterHighScore', 'lots');
    expect(readBossesBest()).toBe(0);
  });
});
