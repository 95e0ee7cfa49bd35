import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { announcement, soundOf } from './announce.ts';
import { createBossGame } from './core/state.ts';

// Echoes the key and its values, so the test reads which text and numbers were chosen.
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction<'bosses'>;

describe('what the game announces and sounds', () => {
  const state = createBossGame(1);

  it('names the boss and the level, says hits and the end, and keeps quiet about shots', () => {
    expect(announcement(t, { type: 'bossIn', level: 3, bossId: 'lanternGhost' }, state)).toBe(
      'announce.bossIn {"level":3,"boss":"boss.lanternGhost"}',
    );
    expect(announcement(t, { type: 'playerHit', hp: 2 }, state)).toBe('announce.playerHit {"hp":2}');
    expect(announcement(t, { type: 'gameOver', score: 90 }, state)).toBe('announce.gameOver {"score":90}');
    expect(announcement(t, { type: 'shot' }, state)).toBeNull();
    expect(announcement(t, { type: 'hit' }, state)).toBeNull();
  });

  it('tells a curse from a power-up, in words and in sound', () => {
    expect(announcement(t, { type: 'powerUp', kind: 'reversed' }, state)).toBe(
      'announce.curse {"name":"powerUp.reversed"}',
    );
    expect(announcement(t, { type: 'powerUp', kind: 'shield' }, state)).toBe(
      'announce.powerUp {"name":"powerUp.shield"}',
    );
    expect(soundOf({ type: 'powerUp', kind: 'visualChaos' })).toBe('curse');
    expect(soundOf({ type: 'powerUp', kind: 'bomb' })).toBe('powerUp');
    expect(soundOf({ type: 'bossDown', level: 1, bossId: 'nebulaSlime' })).toBe('bossDown');
  });
});
