import { genericAttack } from '../fire.ts';
import { clampCooldown } from '../state.ts';
import type { Boss, BossGameState } from '../types.ts';
import { drift, tick } from './motion.ts';

/** spread, ring, rain and wave bosses: sway and fire their pattern on every cooldown. */
export function startSimple(_state: BossGameState, boss: Boss): void {
  boss.mode = 'attacking';
}

export function updateSimple(state: BossGameState, boss: Boss, dt: number): void {
  drift(boss, dt);
  if (tick(boss, dt, 'attackMs')) {
    genericAttack(state, boss);
    boss.attackMs += clampCooldown(boss.type.cooldownMs);
  }
}
