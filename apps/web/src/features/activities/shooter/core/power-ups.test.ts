import { describe, expect, it } from 'vitest';
import {
  BOMB_BOSS_DAMAGE,
  CHAOS_VARIANTS,
  FIELD_WIDTH,
  FIRE_COOLDOWN_MS,
  LETTER_FALL_SPEED,
  MULTIPLIER_FACTOR,
  PLAYER_MAX_HP,
  PLAYER_SPEED,
  POWER_UP_DURATIONS_MS,
  POWER_UP_TYPES,
  SPEED_FACTOR,
  SPEED_FIRE_COOLDOWN_MS,
  TIMED_POWER_UPS,
} from './constants.ts';
import type { PowerUpType } from './constants.ts';
import { collectPowerUp } from './power-ups.ts';
import { startBossFight } from './bosses.ts';
import { neededLetter } from './progress.ts';
import { letterAbove, letterOnShip, testGame } from './testing.ts';

function collected(type: PowerUpType, seed = 1) {
  const game = testGame(seed);
  game.start();
  collectPowerUp(game.state, type, game.random, 0, 0);
  return game;
}

describe('power-ups', () => {
  it('come in 14 types, caught by the ship or shot', () => {
    expect(POWER_UP_TYPES).toHaveLength(14);
    const game = testGame();
    game.start();
    game.state.player.hp = 3;
    game.state.powerUps.push({ id: 99, type: 'hp', x: game.state.player.x, y: 530 });
    game.run(20);
    expect(game.state.player.hp).toBe(4);
    game.state.powerUps.push({ id: 100, type: 'hp', x: game.state.player.x, y: 480 });
    game.press('Fire');
    game.run(100);
    expect(game.state.player.hp).toBe(5);
    expect(game.events.filter((e) => e.type === 'powerUp')).toHaveLength(2);
  });

  it('hp heals one, never past 5', () => {
    const game = collected('hp');
    expect(game.state.player.hp).toBe(PLAYER_MAX_HP);
    game.state.player.hp = 2;
    collectPowerUp(game.state, 'hp', game.random, 0, 0);
    expect(game.state.player.hp).toBe(3);
  });

  it('bomb clears the letters and the boss shots, and hits every boss for 10', () => {
    const game = testGame();
    game.start();
    letterAbove(game.state, 'a');
    letterAbove(game.state, 'b');
    startBossFight(game.state, game.random);
    game.state.enemyShots.push({ x: 1, y: 1, vx: 0, vy: 1 });
    letterAbove(game.state, 'c');
    const hp = game.state.bosses.map((boss) => boss.hp);
    collectPowerUp(game.state, 'bomb', game.random, 0, 0);
    expect(game.state.letters).toEqual([]);
    expect(game.state.enemyShots).toEqual([]);
    expect(game.state.bosses.map((boss) => boss.hp)).toEqual(hp.map((v) => v - BOMB_BOSS_DAMAGE));
    expect(game.state.score).toBe(0);
  });

  it('speed: the ship moves 1.6× as fast and fires faster', () => {
    const game = collected('speed');
    expect(game.state.player.speed).toBe(PLAYER_SPEED * SPEED_FACTOR);
    game.press('Fire');
    expect(game.state.player.fireCooldownMs).toBe(SPEED_FIRE_COOLDOWN_MS);
    game.run(POWER_UP_DURATIONS_MS.speed);
    expect(game.state.player.speed).toBe(PLAYER_SPEED);
    game.run(200);
    game.press('Fire');
    expect(game.state.player.fireCooldownMs).toBe(FIRE_COOLDOWN_MS);
  });

  it('multiplier doubles the points while it runs', () => {
    const game = collected('multiplier');
    expect(game.state.player.scoreMultiplier).toBe(MULTIPLIER_FACTOR);
    game.run(POWER_UP_DURATIONS_MS.multiplier);
    expect(game.state.player.scoreMultiplier).toBe(1);
  });

  it('shield takes one hit, then is gone', () => {
    const game = collected('shield');
    expect(game.state.player.shield).toBe(true);
    letterOnShip(game.state);
    game.run(20);
    expect(game.state.player.hp).toBe(PLAYER_MAX_HP);
    expect(game.state.player.shield).toBe(false);
    expect(game.state.effects.shield).toBeUndefined();
    expect(game.events.map((e) => e.type)).toContain('blocked');
  });

  it('shield not used runs out with its timer', () => {
    const game = collected('shield');
    game.run(POWER_UP_DURATIONS_MS.shield + 20);
    expect(game.state.player.shield).toBe(false);
  });

  it('timeWarp halves how fast letters fall', () => {
    const game = collected('timeWarp');
    letterAbove(game.state, 'a');
    game.state.letters[0]!.y = 100;
    game.run(1000);
    expect(game.state.letters[0]!.y).toBeCloseTo(100 + LETTER_FALL_SPEED / 2, 0);
  });

  it('stars fires three shots at once', () => {
    const game = collected('stars');
    game.press('Fire');
    expect(game.state.bullets).toHaveLength(3);
    expect(game.state.bullets.map((b) => Math.sign(b.vx))).toEqual([-1, 0, 1]);
  });

  it('magnet draws the needed letter toward the ship, not the others', () => {
    const game = collected('magnet');
    const needed = neededLetter(game.state)!;
    const other = needed === 'q' ? 'x' : 'q';
    game.state.letters.push(
      { id: 901, char: needed, x: 40, y: 100 },
      { id: 902, char: other, x: 40, y: 100 },
    );
    game.run(500);
    expect(game.state.letters[0]!.x).toBeGreaterThan(100);
    expect(game.state.letters[1]!.x).toBe(40);
  });

  it('invincible: no hit counts', () => {
    const game = collected('invincible');
    for (let i = 0; i < 3; i++) {
      letterOnShip(game.state);
      game.run(100);
    }
    expect(game.state.player.hp).toBe(PLAYER_MAX_HP);
  });

  it('reversed swaps left and right', () => {
    const game = collected('reversed');
    game.held.right = true;
    game.run(200);
    expect(game.state.player.x).toBeLessThan(FIELD_WIDTH / 2);
    game.run(POWER_UP_DURATIONS_MS.reversed);
    const x = game.state.player.x;
    game.run(100);
    expect(game.state.player.x).toBeGreaterThan(x);
  });

  it('visualChaos picks one of its five variants and clears with its timer', () => {
    const variants = new Set<string>();
    for (let seed = 1; seed < 60; seed++) {
      const game = collected('visualChaos', seed);
      expect(game.state.chaos).not.toBeNull();
      variants.add(game.state.chaos!);
      if (seed === 1) {
        game.run(POWER_UP_DURATIONS_MS.visualChaos + 20);
        expect(game.state.chaos).toBeNull();
      }
    }
    expect([...variants].sort()).toEqual([...CHAOS_VARIANTS].sort());
  });

  it('random stands for one of the other 13', () => {
    const applied = new Set<string>();
    for (let seed = 1; seed < 200; seed++) {
      const game = collected('random', seed);
      const event = game.state.events.find((e) => e.type === 'powerUp');
      if (event?.type === 'powerUp') applied.add(event.applied);
    }
    expect(applied.has('random')).toBe(false);
    expect(applied.size).toBe(13);
  });

  it.each(TIMED_POWER_UPS)('%s runs exactly its time', (type) => {
    const game = collected(type);
    game.state.player.invincibleMs = 1e9;
    const ms = POWER_UP_DURATIONS_MS[type];
    expect(game.state.effects[type]).toBe(ms);
    game.run(ms - 50);
    expect(game.state.effects[type]).toBeGreaterThan(0);
    game.run(60);
    expect(game.state.effects[type]).toBeUndefined();
  });
});
