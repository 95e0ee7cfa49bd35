import { describe, expect, it } from 'vitest';
import { partsAlive } from './behaviors/parts.ts';
import { CANNON_HP, CORE_HP, GENERATOR_HP, MULTI_PART_HPS, STEP_MS } from './constants.ts';
import { damageBody, damagePart, partHittable } from './damage.ts';
import { enter, gameWith, holdFire, run, runUntil } from './testing.ts';

/** Times one mode of a boss, to within one fixed step. */
function timeMode(run: () => number, expected: number) {
  expect(Math.abs(run() - expected)).toBeLessThanOrEqual(STEP_MS + 1e-6);
}

describe('rammer (docs/product.md#boss-shooter)', () => {
  it('moves, telegraphs for 1 s, charges for at most 1.5 s, recovers for 2 s, then moves again', () => {
    const { state, boss } = gameWith('cometCrab');
    holdFire(state);
    enter(state, boss);
    expect(boss.mode).toBe('moving');
    runUntil(state, () => boss.mode === 'telegraphing');
    const aim = { x: boss.aimX, y: boss.aimY };
    expect(aim).toEqual({ x: state.player.x, y: state.player.y });
    timeMode(() => runUntil(state, () => boss.mode === 'charging'), 1000);
    const charged = runUntil(state, () => boss.mode === 'recovering');
    expect(charged).toBeLessThanOrEqual(1500 + STEP_MS);
    expect(boss.y).toBeGreaterThan(boss.homeY + 100);
    timeMode(() => runUntil(state, () => boss.mode === 'moving'), 2000);
  });
});

describe('phantom (docs/product.md#boss-shooter)', () => {
  it('roams, fades for 0.5 s, hides for 2.5 s untouchable, and roams again', () => {
    const { state, boss } = gameWith('lanternGhost');
    holdFire(state);
    enter(state, boss);
    expect(boss.mode).toBe('roaming');
    runUntil(state, () => boss.mode === 'fading');
    timeMode(() => runUntil(state, () => boss.mode === 'hidden'), 500);
    expect(boss.alpha).toBe(0);
    damageBody(state, boss, 10);
    expect(boss.hp).toBe(boss.maxHp);
    timeMode(() => runUntil(state, () => boss.mode === 'roaming'), 2500);
    expect(boss.alpha).toBe(1);
    damageBody(state, boss, 10);
    expect(boss.hp).toBe(boss.maxHp - 10);
  });
});

describe('shielded (docs/product.md#boss-shooter)', () => {
  it('keeps its shield up until both 125 HP generators are destroyed', () => {
    const { state, boss } = gameWith('aegisTurtle');
    holdFire(state);
    enter(state, boss);
    const generators = boss.parts.filter((p) => p.kind === 'generator');
    expect(generators.map((g) => g.hp)).toEqual([GENERATOR_HP, GENERATOR_HP]);
    damageBody(state, boss, 10);
    expect(boss.hp).toBe(boss.maxHp);
    damagePart(state, boss, generators[0]!, GENERATOR_HP);
    run(state, 200);
    expect(boss.mode).toBe('shielded');
    damageBody(state, boss, 10);
    expect(boss.hp).toBe(boss.maxHp);
    damagePart(state, boss, generators[1]!, GENERATOR_HP);
    runUntil(state, () => boss.mode === 'exposed', 100);
    damageBody(state, boss, 10);
    expect(boss.hp).toBe(boss.maxHp - 10);
  });
});

describe('multi-part (docs/product.md#boss-shooter)', () => {
  it('has parts of 100, 100, 150 and 80, cannons of 150 and a 200 HP core that opens when both cannons fall', () => {
    const { state, boss } = gameWith('gearFortress');
    holdFire(state);
    enter(state, boss);
    expect(boss.parts.filter((p) => p.kind === 'piece').map((p) => p.hp)).toEqual([...MULTI_PART_HPS]);
    const cannons = boss.parts.filter((p) => p.kind === 'cannon');
    expect(cannons.map((p) => p.hp)).toEqual([CANNON_HP, CANNON_HP]);
    const core = boss.parts.find((p) => p.kind === 'core')!;
    expect(core.hp).toBe(CORE_HP);
    expect(boss.mode).toBe('armored');
    expect(partHittable(boss, core)).toBe(false);

    damagePart(state, boss, cannons[0]!, CANNON_HP);
    expect(partHittable(boss, core)).toBe(false);
    damagePart(state, boss, cannons[1]!, CANNON_HP);
    expect(partHittable(boss, core)).toBe(true);
    runUntil(state, () => boss.mode === 'core_exposed', 100);
    damageBody(state, boss, 10);
    expect(boss.hp).toBe(boss.maxHp);

    damagePart(state, boss, core, CORE_HP);
    runUntil(state, () => boss.mode === 'breached', 100);
    expect(partsAlive(boss, 'piece')).toBe(4);
    damageBody(state, boss, 10);
    expect(boss.hp).toBe(boss.maxHp - 10);
  });
});

describe('final boss (docs/product.md#boss-shooter)', () => {
  it('runs phase1, then from half HP repositions, cools down, telegraphs for 1 s, charges and repositions again', () => {
    const { state, boss } = gameWith('hoshiOverlord');
    holdFire(state);
    enter(state, boss);
    expect(boss.mode).toBe('phase1');
    damageBody(state, boss, Math.ceil(boss.maxHp / 2));
    runUntil(state, () => boss.mode === 'enraged_repositioning', 100);
    runUntil(state, () => boss.mode === 'enraged_cooldown');
    expect({ x: boss.x, y: boss.y }).toEqual({ x: boss.aimX, y: boss.aimY });
    timeMode(() => runUntil(state, () => boss.mode === 'enraged_telegraph'), 1500);
    timeMode(() => runUntil(state, () => boss.mode === 'enraged_charge'), 1000);
    expect(runUntil(state, () => boss.mode === 'enraged_repositioning')).toBeLessThanOrEqual(1500 + STEP_MS);
    runUntil(state, () => boss.mode === 'enraged_cooldown');
  });
});
