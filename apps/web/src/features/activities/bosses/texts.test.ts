import { describe, expect, it } from 'vitest';
import en from '../../../locales/bosses.en.json';
import ja from '../../../locales/bosses.ja.json';
import { BOSS_TYPES } from './core/boss-types.ts';
import { POWER_UP_KINDS } from './core/power-ups.ts';

describe('boss shooter texts', () => {
  it('name every boss and every power-up in English and Japanese, each name different', () => {
    for (const texts of [en, ja]) {
      const names = BOSS_TYPES.map((type) => Reflect.get(texts.boss, type.id) as unknown);
      expect(names.every((name) => typeof name === 'string' && name.length > 0)).toBe(true);
      expect(new Set(names).size).toBe(BOSS_TYPES.length);
      for (const kind of POWER_UP_KINDS.filter((k) => k !== 'random')) {
        expect(Reflect.get(texts.powerUp, kind)).toEqual(expect.any(String));
      }
    }
    expect(Object.keys(en.boss)).toHaveLength(BOSS_TYPES.length);
  });

  it('has the spec texts where the game uses them', () => {
    expect(en.float).toMatchObject({
      cursed: 'CURSED!',
      safe: 'SAFE!',
      findSafeZone: 'Find the safe zone!',
      hitCorrectTarget: 'Hit the correct target!',
      timeUp: 'TIME UP',
    });
    expect(en.hud.bossHp).toBe('BOSS HP');
  });
});
