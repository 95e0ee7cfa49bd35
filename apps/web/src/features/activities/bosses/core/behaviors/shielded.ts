import { GENERATOR_COUNT, GENERATOR_HP } from '../constants.ts';
import { genericAttack } from '../fire.ts';
import { clampCooldown, setMode } from '../state.ts';
import type { Boss, BossGameState } from '../types.ts';
import { drift, tick } from './motion.ts';
import { makePart, partsAlive, partsFire } from './parts.ts';

/** docs/product.md#boss-shooter: two generators of 125 HP hold a shield; it drops when both are destroyed. */
export function startShielded(_state: BossGameState, boss: Boss): void {
  const offset = boss.type.radius + 34;
  for (let i = 0; i < GENERATOR_COUNT; i++) {
    boss.parts.push(makePart('generator', GENERATOR_HP, i === 0 ? -offset : offset, 16, 18, 1200 + i * 600));
  }
  boss.invulnerable = true;
  setMode(boss, 'shielded');
}

export function updateShielded(state: BossGameState, boss: Boss, dt: number): void {
  boss.modeMs += dt;
  drift(boss, dt);
  if (boss.mode === 'shielded' && partsAlive(boss, 'generator') === 0) {
    boss.invulnerable = false;
    setMode(boss, 'exposed');
  }
  partsFire(state, boss, dt, 1800);
  if (tick(boss, dt, 'attackMs')) {
    genericAttack(state, boss);
    boss.attackMs += clampCooldown(boss.type.cooldownMs);
  }
}
