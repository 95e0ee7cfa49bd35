import { describe, expect, it } from 'vitest';
import { sayTogether } from './say-together.ts';

describe("a frame's lines said together", () => {
  it('keeps their order and ends each as its language writes sentences', () => {
    expect(sayTogether(['Hit! 2 HP left', 'Power-up: Shield'], 'en')).toBe(
      'Hit! 2 HP left. Power-up: Shield',
    );
    expect(sayTogether(['被弾！残りHP 2', 'パワーアップ：シールド'], 'ja')).toBe(
      '被弾！残りHP 2。パワーアップ：シールド',
    );
  });

  it('adds no stop to a line that has one, nor to the last', () => {
    expect(sayTogether(['Safe!', 'Resumed.', 'Hit! 2 HP left'], 'en')).toBe('Safe! Resumed. Hit! 2 HP left');
    expect(sayTogether(['セーフ！', '再開。', '被弾！残りHP 2'], 'ja')).toBe('セーフ！再開。被弾！残りHP 2');
    expect(sayTogether(['Paused'], 'en')).toBe('Paused');
  });
});
