import { MITOSIS_MAX_GENERATION } from '../constants.ts';
import { burst } from '../effects.ts';
import { genericAttack } from '../fire.ts';
import { clampCooldown, makeBoss } from '../state.ts';
import type { Boss, BossGameState } from '../types.ts';
import { drift, tick } from './motion.ts';

/** docs/product.md#boss-shooter: a cell splits in two when it falls, down to generation 2. */
export function startMitosis(_state: BossGameState, boss: Boss): void {
  boss.mode = `generation_${boss.generation}`;
}

export function updateMitosis(state: BossGameState, boss: Boss, dt: number): void {
  drift(boss, dt);
  if (tick(boss, dt, 'attackMs')) {
    genericAttack(state, boss);
    boss.attackMs += clampCooldown(boss.type.cooldownMs + boss.generation * 400);
  }
}

/** Answers the two daughters (fighting at once, each with half the HP), or none at the last generation. */
export function divide(state: BossGameState, boss: Boss): Boss[] {
  if (boss.generation >= MITOSIS_MAX_GENERATION) return [];
  burst(state, boss.x, boss.y, boss.type.color, 40);
  return [-1, 1].map((side) => {
    const child = makeBoss(
      state,
      boss.type,
      boss.x + side * 50,
      Math.ceil(boss.maxHp / 2),
      boss.generation + 1,
    );
    child.y = boss.y;
    child.homeX = Math.min(560, Math.max(80, boss.x + side * 120));
    child.homeY = boss.homeY + side * 20;
    child.life = 'fighting';
    child.invulnerable = false;
    startMitosis(state, child);
    return child;
  });
}
