import { describe, expect, it } from 'vitest';
import { BOMB_DAMAGE, BULLET_SPEED, PLAYER_HP, POWER_UP_EVERY_DAMAGE, STEP_MS } from './constants.ts';
import { addScore, blastBosses, damageBody } from './damage.ts';
import { shoot } from './fire.ts';
import { hurtPlayer } from './player.ts';
import { POWER_UP_KINDS, applyPowerUp } from './power-ups.ts';
import { createBossGame, startBossGame } from './state.ts';
import { enter, gameWith, holdFire, run } from './testing.ts';
import type { BossGameState, PowerUpKind } from './types.ts';

function playing(seed = 5): BossGameState {
  const state = createBossGame(seed);
  startBossGame(state);
  holdFire(state);
  return state;
}
const apply = (state: BossGameState, kind: PowerUpKind) =>
  applyPowerUp(state, kind, (n) => blastBosses(state, n));

describe('power-ups (docs/product.md#boss-shooter)', () => {
  it('offers the eleven kinds', () => {
    expect([...POWER_UP_KINDS].sort()).toEqual(
      [
        'bomb',
        'hp',
        'magnet',
        'multiplier',
        'random',
        'reversed',
        'shield',
        'speed',
        'stars',
        'timeWarp',
        'visualChaos',
      ].sort(),
    );
  });

  it('runs good effects for 5 s and curses for 4 s, then ends them', () => {
    const state = playing();
    for (const kind of ['shield', 'magnet', 'speed', 'multiplier', 'stars', 'timeWarp'] as const)
      apply(state, kind);
    apply(state, 'reversed');
    apply(state, 'visualChaos');
    expect(state.effects).toMatchObject({
      shield: 5000,
      magnet: 5000,
      speed: 5000,
      multiplier: 5000,
      stars: 5000,
      timeWarp: 5000,
      reversed: 4000,
      visualChaos: 4000,
    });
    expect(state.texts.filter((t) => t.key === 'cursed')).toHaveLength(2);
    run(state, 4000 + STEP_MS);
    expect(Object.keys(state.effects).sort()).toEqual([
      'magnet',
      'multiplier',
      'shield',
      'speed',
      'stars',
      'timeWarp',
    ]);
    run(state, 1000);
    expect(state.effects).toEqual({});
  });

  it('shield takes one hit instead of the ship', () => {
    const state = playing();
    apply(state, 'shield');
    expect(hurtPlayer(state)).toBe(false);
    expect(state.player.hp).toBe(PLAYER_HP);
    expect(state.effects.shield).toBeUndefined();
  });

  it('hp heals one, never past 5', () => {
    const state = playing();
    hurtPlayer(state);
    apply(state, 'hp');
    apply(state, 'hp');
    expect(state.player.hp).toBe(PLAYER_HP);
  });

  it('bomb clears enemy bullets and costs the boss 50 HP', () => {
    const { state, boss } = gameWith('nebulaSlime');
    holdFire(state);
    enter(state, boss);
    shoot(state, 100, 100, 1);
    apply(state, 'bomb');
    expect(state.bullets).toEqual([]);
    expect(boss.hp).toBe(boss.maxHp - BOMB_DAMAGE);
  });

  it('speed moves the ship 1.5× faster; reversed turns the keys around', () => {
    const state = playing();
    const x = state.player.x;
    apply(state, 'speed');
    run(state, 250, { moveX: 1, moveY: 0, target: null });
    expect(state.player.x - x).toBeCloseTo(120, 0);
    apply(state, 'reversed');
    const y = state.player.y;
    // Down on the keys flies up.
    run(state, 250, { moveX: 0, moveY: 1, target: null });
    expect(y - state.player.y).toBeCloseTo(120, 0);
  });

  it('multiplier doubles points; stars pays 50 and fires three shots at once', () => {
    const state = playing();
    addScore(state, 10);
    apply(state, 'multiplier');
    addScore(state, 10);
    expect(state.score).toBe(30);
    apply(state, 'stars');
    expect(state.score).toBe(80);
    state.player.fireMs = 0;
    state.playerBullets = [];
    run(state, STEP_MS);
    expect(state.playerBullets).toHaveLength(3);
  });

  it('time warp halves enemy bullet speed; magnet pulls power-ups in', () => {
    const state = playing();
    state.bosses = [];
    shoot(state, 320, 100, Math.PI / 2);
    run(state, 100);
    const normal = state.bullets[0]!.y;
    state.bullets = [];
    apply(state, 'timeWarp');
    shoot(state, 320, 100, Math.PI / 2);
    run(state, 100);
    expect(state.bullets[0]!.y - 100).toBeCloseTo((normal - 100) / 2, 0);
    expect(normal - 100).toBeCloseTo(BULLET_SPEED / 10, 0);

    apply(state, 'magnet');
    state.powerUps = [{ kind: 'hp', x: state.player.x + 150, y: state.player.y }];
    run(state, 100);
    expect(state.powerUps[0]!.x).toBeLessThan(state.player.x + 150);
  });

  it('random becomes one of the other kinds', () => {
    const state = playing(9);
    apply(state, 'random');
    const kinds = state.events.flatMap((e) => (e.type === 'powerUp' ? [e.kind] : []));
    expect(kinds).toHaveLength(1);
    expect(POWER_UP_KINDS.filter((k) => k !== 'random')).toContain(kinds[0]);
  });

  it('one falls for every 120 damage dealt and is caught by touching it', () => {
    const { state, boss } = gameWith('nebulaSlime');
    holdFire(state);
    enter(state, boss);
    for (let dealt = 0; dealt < POWER_UP_EVERY_DAMAGE - 10; dealt += 10) damageBody(state, boss, 10);
    expect(state.powerUps).toHaveLength(0);
    damageBody(state, boss, 10);
    expect(state.powerUps).toHaveLength(1);
    state.powerUps[0]!.x = state.player.x;
    state.powerUps[0]!.y = state.player.y;
    run(state, STEP_MS);
    expect(state.powerUps).toHaveLength(0);
    expect(state.events.some((e) => e.type === 'powerUp')).toBe(true);
  });
});
