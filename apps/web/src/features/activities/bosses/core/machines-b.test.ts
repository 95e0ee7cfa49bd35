import { describe, expect, it } from 'vitest';
import { sentinelMinions } from './behaviors/sentinel.ts';
import {
  ILLUSION_HP,
  ILLUSION_REVEAL_DAMAGE,
  JUDGEMENT_SAFE_WIDTH,
  SCORE_SAFE,
  SERPENT_SEGMENTS,
  SERPENT_SPACING,
  SKULL_SUMMON_BULLETS,
  STEP_MS,
} from './constants.ts';
import { damageBody, damagePart, shotHits } from './damage.ts';
import { enter, gameWith, holdFire, run, runUntil } from './testing.ts';
import type { BossGameState } from './types.ts';

const near = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(STEP_MS + 1e-6);
const texts = (state: BossGameState) => state.texts.map((t) => t.key);

describe('illusion (docs/product.md#boss-shooter)', () => {
  function toAttacking(seed = 1) {
    const { state, boss } = gameWith('mirrorFox', seed);
    holdFire(state);
    enter(state, boss);
    expect(boss.mode).toBe('idle');
    runUntil(state, () => boss.mode === 'hiding');
    near(
      runUntil(state, () => boss.mode === 'attacking'),
      800,
    );
    return { state, boss };
  }

  it('hides for 0.8 s behind 3 illusions of 30 HP, one of them real, and asks for the correct target', () => {
    const { state, boss } = toAttacking();
    expect(boss.parts.map((p) => p.hp)).toEqual([ILLUSION_HP, ILLUSION_HP, ILLUSION_HP]);
    expect(boss.parts.filter((p) => p.real)).toHaveLength(1);
    expect(texts(state)).toContain('hitCorrectTarget');
    expect(boss.alpha).toBe(0);
  });

  it('curses the player for breaking a fake one', () => {
    const { state, boss } = toAttacking();
    damagePart(
      state,
      boss,
      boss.parts.find((p) => !p.real)!,
      ILLUSION_HP,
    );
    expect(state.effects.reversed).toBe(4000);
    expect(texts(state)).toContain('cursed');
    expect(boss.mode).toBe('attacking');
  });

  it('drags the boss out, hurt, when the real one breaks', () => {
    const { state, boss } = toAttacking();
    damagePart(
      state,
      boss,
      boss.parts.find((p) => p.real)!,
      ILLUSION_HP,
    );
    expect(boss.mode).toBe('idle');
    expect(boss.hp).toBe(boss.maxHp - ILLUSION_REVEAL_DAMAGE);
    expect(boss.parts).toEqual([]);
  });

  it('ends the round after 5 s with TIME UP', () => {
    const { state, boss } = toAttacking();
    near(
      runUntil(state, () => boss.mode === 'idle'),
      5000,
    );
    expect(texts(state)).toContain('timeUp');
    expect(boss.alpha).toBe(1);
  });
});

describe('judgement (docs/product.md#boss-shooter)', () => {
  it('waits, then judges: SAFE! inside the zone, a hit outside; phase2 from half HP after a transition', () => {
    const { state, boss } = gameWith('scaleOfJudgement');
    holdFire(state);
    enter(state, boss);
    expect(boss.mode).toBe('waiting');
    near(
      runUntil(state, () => boss.mode === 'phase1'),
      1500,
    );
    expect(boss.safeWidth).toBe(JUDGEMENT_SAFE_WIDTH[0]);
    expect(texts(state)).toContain('findSafeZone');

    state.player.x = boss.safeX + boss.safeWidth / 2;
    const score = state.score;
    near(
      runUntil(state, () => boss.safeWidth === 0),
      5000,
    );
    expect(texts(state)).toContain('safe');
    expect(state.score).toBe(score + SCORE_SAFE);

    runUntil(state, () => boss.safeWidth > 0);
    state.player.x = boss.safeX > 320 ? 20 : 620;
    const hp = state.player.hp;
    state.player.invincibleMs = 0;
    runUntil(state, () => boss.safeWidth === 0);
    expect(state.player.hp).toBe(hp - 1);

    damageBody(state, boss, Math.ceil(boss.maxHp / 2));
    runUntil(state, () => boss.mode === 'transitioning', 100);
    expect(boss.invulnerable).toBe(true);
    near(
      runUntil(state, () => boss.mode === 'phase2'),
      1500,
    );
    expect(boss.safeWidth).toBe(JUDGEMENT_SAFE_WIDTH[1]);
    near(
      runUntil(state, () => boss.safeWidth === 0),
      4000,
    );
  });
});

describe('volley (docs/product.md#boss-shooter)', () => {
  function toWaiting(seed: number) {
    const { state, boss } = gameWith('hailArcher', seed);
    holdFire(state);
    state.player.invincibleMs = Number.POSITIVE_INFINITY;
    enter(state, boss);
    expect(boss.mode).toBe('idle');
    runUntil(state, () => boss.mode === 'firing');
    const before = state.bullets.length;
    runUntil(state, () => boss.mode === 'waiting');
    const shots = state.bullets.filter((b) => b.kind === 'volley').length;
    expect(shots).toBeGreaterThanOrEqual(15);
    expect(shots).toBeLessThanOrEqual(20);
    expect(state.bullets.length).toBeGreaterThanOrEqual(before);
    runUntil(state, () => boss.mode !== 'waiting');
    return { state, boss, shots };
  }

  it('fires 15–20 shots, waits, then either explodes them or recalls them and fires them back', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 12 && seen.size < 2; seed++) {
      const { state, boss, shots } = toWaiting(seed);
      seen.add(boss.mode);
      expect(['exploding', 'recall_converge']).toContain(boss.mode);
      if (boss.mode === 'exploding') {
        expect(state.bullets.some((b) => b.kind === 'volley')).toBe(false);
        runUntil(state, () => boss.mode === 'idle');
      } else {
        near(
          runUntil(state, () => boss.mode === 'recall_fire'),
          800,
        );
        expect(state.bullets.filter((b) => b.kind === 'big')).toHaveLength(shots);
        runUntil(state, () => boss.mode === 'idle');
      }
    }
    expect(seen).toEqual(new Set(['exploding', 'recall_converge']));
  });
});

describe('skull (docs/product.md#boss-shooter)', () => {
  it('attacks every 2200 ms, every 1500 ms in phase 2 from half HP, and sends 3 skulls every 8 s', () => {
    const { state, boss } = gameWith('skullKing');
    holdFire(state);
    enter(state, boss);
    expect(boss.mode).toBe('phase1');
    near(
      runUntil(state, () => state.bullets.length > 0),
      2200,
    );
    state.bullets = [];
    near(
      runUntil(state, () => state.bullets.length > 0),
      2200,
    );
    run(state, 8000 - 4400 - 50);
    state.bullets = [];
    run(state, 100);
    expect(state.bullets.filter((b) => b.kind === 'skull')).toHaveLength(SKULL_SUMMON_BULLETS);
    damageBody(state, boss, Math.ceil(boss.maxHp / 2));
    runUntil(state, () => boss.mode === 'phase2', 100);
    runUntil(state, () => boss.attackMs > 1400);
    state.bullets = [];
    near(
      runUntil(state, () => state.bullets.length > 0),
      1500,
    );
  });
});

describe('sentinel (docs/product.md#boss-shooter)', () => {
  it('first attacks at 3 s with 2 + floor(level/3) minions and a 16-shot spiral, then every 1.8 s and 3.5 s in turn', () => {
    const { state, boss } = gameWith('watcherSentinel');
    holdFire(state);
    enter(state, boss);
    state.bullets = [];
    near(
      runUntil(state, () => state.bullets.length > 0),
      3000,
    );
    expect(state.bullets).toHaveLength(16);
    expect(boss.parts.filter((p) => p.kind === 'minion')).toHaveLength(sentinelMinions(15));
    expect(sentinelMinions(15)).toBe(7);
    expect(sentinelMinions(1)).toBe(2);
    const gaps = [];
    for (let i = 0; i < 3; i++) {
      const at = state.elapsedMs;
      runUntil(state, () => boss.counter === i + 2);
      gaps.push(state.elapsedMs - at);
    }
    gaps.forEach((gap, i) => near(gap, [1800, 3500, 1800][i]!));
  });
});

describe('mitosis (docs/product.md#boss-shooter)', () => {
  it('splits each cell in two with half the HP, down to generation 2', () => {
    const { state, boss } = gameWith('cellPrime');
    holdFire(state);
    enter(state, boss);
    damageBody(state, boss, boss.hp);
    expect(boss.life).toBe('defeated');
    run(state, STEP_MS);
    expect(state.bosses.map((b) => [b.generation, b.maxHp])).toEqual([
      [1, boss.maxHp / 2],
      [1, boss.maxHp / 2],
    ]);
    for (const cell of [...state.bosses]) damageBody(state, cell, cell.hp);
    run(state, STEP_MS);
    expect(state.bosses.map((b) => b.generation)).toEqual([2, 2, 2, 2]);
    for (const cell of [...state.bosses]) damageBody(state, cell, cell.hp);
    expect(state.bosses.every((b) => b.life === 'dying')).toBe(true);
    runUntil(state, () => state.bosses.length === 0);
    expect(state.nextLevelMs).toBeGreaterThan(0);
  });
});

describe('serpent (docs/product.md#boss-shooter)', () => {
  it('winds with 10 segments that follow the head and take shots for it', () => {
    const { state, boss } = gameWith('twinFangViper');
    holdFire(state);
    enter(state, boss);
    run(state, 3000);
    expect(boss.segments).toHaveLength(SERPENT_SEGMENTS);
    const last = boss.segments[SERPENT_SEGMENTS - 1]!;
    const prev = boss.segments[SERPENT_SEGMENTS - 2]!;
    expect(Math.hypot(last.x - prev.x, last.y - prev.y)).toBeLessThanOrEqual(SERPENT_SPACING + 1e-6);
    expect(shotHits(state, boss, last.x, last.y, 10)).toBe(true);
    expect(boss.hp).toBe(boss.maxHp - 10);
  });
});
