import { describe, expect, it } from 'vitest';
import {
  FIELD_WIDTH,
  INVINCIBLE_AFTER_HIT_MS,
  LETTER_POINTS,
  PLAYER_MAX_HP,
  PLAYER_SPEED,
  WORD_POINTS_PER_LETTER,
  WRONG_FLASH_MS,
  WRONG_PENALTY,
} from './constants.ts';
import { setShooterLanguage, spawnIntervalMs } from './engine.ts';
import { neededLetter, targetWord } from './progress.ts';
import { letterAbove, letterOnShip, testGame } from './testing.ts';

describe('Starshooter states (docs/product.md#starshooter)', () => {
  it.each(['Enter', 'Space', 'Tap'] as const)('starts on %s, and on nothing else', (press) => {
    const game = testGame();
    game.press('R', 'Fire', 'Left', 'Pause');
    expect(game.state.phase).toBe('ready');
    game.press(press);
    expect(game.state.phase).toBe('playing');
    expect(game.events.map((e) => e.type)).toEqual(['start', 'target']);
  });

  it('pauses and resumes on Enter or the pause button; paused, nothing moves', () => {
    const game = testGame();
    game.start();
    game.press('Enter');
    expect(game.state.phase).toBe('paused');
    letterAbove(game.state, 'q');
    const before = JSON.stringify(game.state.letters);
    game.held.right = true;
    game.run(500);
    expect(JSON.stringify(game.state.letters)).toBe(before);
    expect(game.state.player.x).toBe(FIELD_WIDTH / 2);
    game.press('Pause');
    expect(game.state.phase).toBe('playing');
    game.run(100);
    expect(game.state.player.x).toBeGreaterThan(FIELD_WIDTH / 2);
    expect(game.events.map((e) => e.type)).toContain('resume');
  });

  it('restarts on R while paused, and only then', () => {
    const game = testGame();
    game.start();
    game.state.score = 120;
    game.press('R');
    expect(game.state.score).toBe(120);
    game.press('Enter', 'R');
    expect(game.state.phase).toBe('playing');
    expect(game.state.score).toBe(0);
  });

  it('ends at 0 hp with GAME OVER, and Space, Enter or a tap starts again', () => {
    const game = testGame();
    game.start();
    expect(game.state.player.hp).toBe(PLAYER_MAX_HP);
    for (let hit = 0; hit < PLAYER_MAX_HP; hit++) {
      letterOnShip(game.state);
      game.run(INVINCIBLE_AFTER_HIT_MS + 20);
    }
    expect(game.state.phase).toBe('over');
    expect(game.events.at(-1)).toEqual({ type: 'over', score: 0, cause: 'hp' });
    game.press('Fire', 'R');
    expect(game.state.phase).toBe('over');
    game.press('Tap');
    expect(game.state.phase).toBe('playing');
    expect(game.state.player.hp).toBe(PLAYER_MAX_HP);
  });
});

describe('the ship', () => {
  it('is invincible for 1 s after a hit', () => {
    const game = testGame();
    game.start();
    letterOnShip(game.state);
    game.run(20);
    expect(game.state.player.hp).toBe(4);
    game.run(INVINCIBLE_AFTER_HIT_MS - 60);
    letterOnShip(game.state);
    game.run(20);
    expect(game.state.player.hp).toBe(4);
    game.run(40);
    letterOnShip(game.state);
    game.run(20);
    expect(game.state.player.hp).toBe(3);
  });

  it('moves at its speed and stays on the field', () => {
    const game = testGame();
    game.start();
    game.held.left = true;
    game.run(500);
    expect(game.state.player.x).toBeCloseTo(FIELD_WIDTH / 2 - PLAYER_SPEED / 2, 0);
    game.run(3000);
    expect(game.state.player.x).toBe(20);
  });
});

describe('spawning', () => {
  it('waits 2 ms less per point, never under 200 ms', () => {
    expect(spawnIntervalMs(0)).toBe(1200);
    expect(spawnIntervalMs(100)).toBe(1000);
    expect(spawnIntervalMs(499)).toBe(202);
    expect(spawnIntervalMs(500)).toBe(200);
    expect(spawnIntervalMs(5000)).toBe(200);
  });

  it('drops letters on that clock: one at once, then one per interval', () => {
    const spawned = (score: number, ms: number) => {
      const game = testGame(3);
      game.press('Enter');
      game.state.powerUpInMs = Number.POSITIVE_INFINITY;
      game.state.score = score;
      game.state.player.invincibleMs = 1e9;
      game.state.spawnInMs = 0;
      const firstId = game.state.nextId;
      game.run(ms);
      return game.state.nextId - firstId;
    };
    expect(spawned(0, 5900)).toBe(5);
    expect(spawned(0, 6100)).toBe(6);
    expect(spawned(600, 1950)).toBe(10);
  });
});

describe('scoring', () => {
  it('pays 10 per needed letter and 5 per letter for the word, doubled by the multiplier', () => {
    const game = testGame();
    game.start();
    const word = targetWord(game.state)!;
    for (const [i, char] of [...word.letters].entries()) {
      if (i === 1) game.state.effects.multiplier = 60_000;
      letterAbove(game.state, char);
      game.press('Fire');
      game.run(200);
    }
    const length = word.letters.length;
    expect(game.state.score).toBe(
      LETTER_POINTS + 2 * LETTER_POINTS * (length - 1) + 2 * WORD_POINTS_PER_LETTER * length,
    );
    expect(game.state.wordsCleared).toBe(1);
    expect(game.events.filter((e) => e.type === 'letter')).toHaveLength(length);
    expect(targetWord(game.state)).not.toEqual(word);
  });

  it('calls any other letter WRONG!, costs 5 points and never goes below 0', () => {
    const game = testGame();
    game.start();
    const wrong = neededLetter(game.state) === 'q' ? 'x' : 'q';
    game.state.score = 7;
    letterAbove(game.state, wrong);
    game.press('Fire');
    game.run(100);
    expect(game.state.score).toBe(7 - WRONG_PENALTY);
    expect(game.state.wrongMs).toBeGreaterThan(WRONG_FLASH_MS - 120);
    expect(game.events).toContainEqual({ type: 'wrong', char: wrong });
    game.run(200);
    letterAbove(game.state, wrong);
    game.press('Fire');
    game.run(100);
    expect(game.state.score).toBe(0);
    game.run(WRONG_FLASH_MS);
    expect(game.state.wrongMs).toBe(0);
  });
});

describe('language', () => {
  it('offers Japanese words shot as romaji, switching before a game and from the next game during one', () => {
    const game = testGame();
    setShooterLanguage(game.state, 'ja', game.random);
    expect(game.state.words.every((w) => /^[a-z]+$/.test(w.letters) && w.text !== w.letters)).toBe(true);
    expect(game.state.words.map((w) => w.text)).toContain('星');
    game.start();
    setShooterLanguage(game.state, 'en', game.random);
    expect(targetWord(game.state)!.text).not.toMatch(/^[a-z]+$/);
    game.press('Enter', 'R');
    expect(targetWord(game.state)!.text).toMatch(/^[a-z]+$/);
  });
});
