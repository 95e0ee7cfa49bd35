import { describe, expect, it, vi } from 'vitest';
import type { User } from '@hoshi/contracts';
import { readShooterBest, recordShooterScore } from './high-score.ts';
import { reportFinalScore } from './achievement.ts';

const user = { id: '100000000000000001', username: 'akari' } as User;

describe('the Starshooter achievement post', () => {
  it('is sent for 350 or more when signed in, with the user and the score', async () => {
    const post = vi.fn(() => Promise.resolve());
    expect(await reportFinalScore(349, user, post)).toBe(false);
    expect(await reportFinalScore(350, null, post)).toBe(false);
    expect(post).not.toHaveBeenCalled();
    expect(await reportFinalScore(350, user, post)).toBe(true);
    expect(post).toHaveBeenCalledWith(user.id, 350);
  });

  it('is only logged when it fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const post = vi.fn(() => Promise.reject(new Error('503')));
    expect(await reportFinalScore(400, user, post)).toBe(false);
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});

describe('the Starshooter high score', () => {
  it('is kept under spaceShooterHighScore, only when beaten', () => {
    localStorage.clear();
    expect(readShooterBest()).toBe(0);
    expect(recordShooterScore(120)).toBe(true);
    expect(recordShooterScore(90)).toBe(false);
    expect(localStorage.getItem('spaceShooterHighScore')).toBe('120');
    expect(readShooterBest()).toBe(120);
  });
});
