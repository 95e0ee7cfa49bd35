import { describe, expect, it } from 'vitest';
import { BOSS_TYPES, bossTypeForLevel } from './boss-types.ts';
import {
  ATTACK_COOLDOWN_MAX_MS,
  ATTACK_COOLDOWN_MIN_MS,
  BOSS_DYING_MS,
  NEXT_LEVEL_MS,
  PLAYER_HP,
  PLAYER_INVINCIBLE_MS,
  STEP_MS,
} from './constants.ts';
import { damageBody } from './damage.ts';
import { hurtPlayer } from './player.ts';
import { bossMaxHp, clampCooldown, createBossGame, startBossGame, togglePause } from './state.ts';
import { stepBossGame } from './step.ts';
import { enter, gameWith, holdFire, run, runUntil } from './testing.ts';

describe('boss roster and numbers (docs/product.md#boss-shooter)', () => {
  it('has 25 distinct bosses, each with a multiplier from 1 to 3 and a cooldown from 1000 to 4000 ms', () => {
    expect(BOSS_TYPES).toHaveLength(25);
    expect(new Set(BOSS_TYPES.map((t) => t.id)).size).toBe(25);
    for (const type of BOSS_TYPES) {
      expect(type.multiplier).toBeGreaterThanOrEqual(1);
      expect(type.multiplier).toBeLessThanOrEqual(3);
      expect(type.cooldownMs).toBeGreaterThanOrEqual(ATTACK_COOLDOWN_MIN_MS);
      expect(type.cooldownMs).toBeLessThanOrEqual(ATTACK_COOLDOWN_MAX_MS);
    }
    expect(clampCooldown(200)).toBe(1000);
    expect(clampCooldown(9000)).toBe(4000);
  });

  it('gives a boss (150 + level × 50) × its multiplier HP', () => {
    expect(bossMaxHp(1, 1)).toBe(200);
    // Fractional multipliers round to whole HP: 350 × 1.25 = 437.5.
    expect(bossMaxHp(4, 1.25)).toBe(438);
    expect(bossMaxHp(25, 3)).toBe((150 + 25 * 50) * 3);
    const state = createBossGame(1);
    startBossGame(state, 11);
    expect(state.bosses[0]!.maxHp).toBe((150 + 11 * 50) * bossTypeForLevel(11).multiplier);
    expect(state.bosses[0]!.hp).toBe(state.bosses[0]!.maxHp);
  });

  it('brings every behaviour of the issue into the roster, the final boss last', () => {
    const behaviors = new Set(BOSS_TYPES.map((t) => t.behavior));
    for (const b of [
      'rammer',
      'phantom',
      'shielded',
      'multipart',
      'final',
      'illusion',
      'judgement',
      'volley',
      'skull',
      'sentinel',
      'mitosis',
      'serpent',
    ] as const) {
      expect(behaviors).toContain(b);
    }
    expect(bossTypeForLevel(25).behavior).toBe('final');
    expect(bossTypeForLevel(26)).toBe(bossTypeForLevel(1));
  });
});

describe('general boss states: entering → fighting → dying → defeated', () => {
  it('enters at 2.5 units per 60 Hz frame, cannot be hurt while entering, then fights', () => {
    const { state, boss } = gameWith('nebulaSlime');
    holdFire(state);
    expect(boss.life).toBe('entering');
    const y = boss.y;
    run(state, 1000 / 60);
    expect(boss.y).toBeCloseTo(y + 2.5, 5);
    damageBody(state, boss, 10);
    expect(boss.hp).toBe(boss.maxHp);
    enter(state, boss);
    expect(boss.y).toBe(boss.homeY);
    expect(boss.mode).toBe('attacking');
  });

  it('takes 10 HP per player bullet', () => {
    const { state, boss } = gameWith('nebulaSlime');
    enter(state, boss);
    state.player.x = boss.x;
    const before = boss.hp;
    runUntil(state, () => boss.hp < before);
    expect(before - boss.hp).toBe(10);
  });

  it('dies for 1.2 s, is defeated, pays its bonus and the next level comes in', () => {
    const { state, boss } = gameWith('nebulaSlime');
    holdFire(state);
    enter(state, boss);
    const score = state.score;
    damageBody(state, boss, boss.hp);
    expect(boss.life).toBe('dying');
    expect(state.events).toContainEqual({ type: 'bossDown', level: 1, bossId: 'nebulaSlime' });
    expect(runUntil(state, () => state.bosses.length === 0)).toBeCloseTo(BOSS_DYING_MS, -1);
    expect(boss.life).toBe('defeated');
    // 1 for the hit, 100 × level 1 × multiplier 1 for the level.
    expect(state.score).toBe(score + 1 + 100);
    run(state, NEXT_LEVEL_MS + STEP_MS);
    expect(state.level).toBe(2);
    expect(state.bosses[0]!.type.id).toBe('cometCrab');
    expect(state.bosses[0]!.maxHp).toBe(250);
  });
});

describe('the player', () => {
  it('has 5 HP, is invincible for 1 s after a hit and the game ends at 0', () => {
    const state = createBossGame(3);
    startBossGame(state);
    expect(state.player.hp).toBe(PLAYER_HP);
    expect(hurtPlayer(state)).toBe(true);
    expect(hurtPlayer(state)).toBe(false);
    state.bullets = [];
    holdFire(state);
    run(state, PLAYER_INVINCIBLE_MS - 20);
    expect(state.player.invincibleMs).toBeGreaterThan(0);
    run(state, 30);
    expect(state.player.invincibleMs).toBe(0);
    for (let hp = 4; hp > 0; hp--) {
      state.player.invincibleMs = 0;
      hurtPlayer(state);
    }
    expect(state.phase).toBe('gameover');
    expect(state.events).toContainEqual({ type: 'gameOver', score: state.score });
  });

  it('moves by keys and toward a pointer, staying on screen', () => {
    const state = createBossGame(3);
    startBossGame(state);
    const x = state.player.x;
    run(state, 500, { moveX: 1, moveY: 0, target: null });
    expect(state.player.x).toBeCloseTo(x + 160, 0);
    run(state, 3000, { moveX: 0, moveY: 0, target: { x: 100, y: 700 } });
    expect(state.player.x).toBeCloseTo(100, 5);
    run(state, 5000, { moveX: -1, moveY: 0, target: null });
    expect(state.player.x).toBeGreaterThan(0);
  });

  it('freezes while paused', () => {
    const state = createBossGame(3);
    startBossGame(state);
    togglePause(state);
    const y = state.bosses[0]!.y;
    stepBossGame(state, 1000);
    expect(state.bosses[0]!.y).toBe(y);
    togglePause(state);
    stepBossGame(state, STEP_MS);
    expect(state.bosses[0]!.y).toBeGreaterThan(y);
  });
});
