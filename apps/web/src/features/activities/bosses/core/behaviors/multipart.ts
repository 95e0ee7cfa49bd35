import { CANNON_HP, CORE_HP, MULTI_PART_HPS } from '../constants.ts';
import { fan } from '../fire.ts';
import { clampCooldown, setMode } from '../state.ts';
import type { Boss, BossGameState } from '../types.ts';
import { drift, tick } from './motion.ts';
import { makePart, partsAlive, partsFire } from './parts.ts';

/** Where the four pieces sit: two wings, the hull's top and an antenna. */
const PIECE_OFFSETS = [
  [-78, 0],
  [78, 0],
  [0, -44],
  [0, -80],
] as const;

/**
 * docs/product.md#boss-shooter: pieces of 100, 100, 150 and 80 HP and two cannons of 150 each; the 200 HP
 * core opens when both cannons fall (armored → core_exposed), and the hull itself takes damage
 * once the core is broken (breached).
 */
export function startMultipart(_state: BossGameState, boss: Boss): void {
  MULTI_PART_HPS.forEach((hp, i) => {
    const [dx, dy] = PIECE_OFFSETS[i]!;
    boss.parts.push(makePart('piece', hp, dx, dy, 20, 1400 + i * 350));
  });
  boss.parts.push(
    makePart('cannon', CANNON_HP, -40, 42, 18, 900),
    makePart('cannon', CANNON_HP, 40, 42, 18, 1300),
  );
  boss.parts.push(makePart('core', CORE_HP, 0, 4, 20));
  boss.invulnerable = true;
  setMode(boss, 'armored');
}

export function coreOpen(boss: Boss): boolean {
  return partsAlive(boss, 'cannon') === 0;
}

export function updateMultipart(state: BossGameState, boss: Boss, dt: number): void {
  boss.modeMs += dt;
  drift(boss, dt);
  if (boss.mode === 'armored' && coreOpen(boss)) setMode(boss, 'core_exposed');
  if (boss.mode === 'core_exposed' && partsAlive(boss, 'core') === 0) {
    boss.invulnerable = false;
    setMode(boss, 'breached');
  }
  partsFire(state, boss, dt, 1600);
  if (tick(boss, dt, 'attackMs')) {
    // With its guns gone, the hull sprays wider.
    fan(state, boss.x, boss.y + 30, Math.PI / 2, boss.mode === 'armored' ? 3 : 7, 1.2);
    boss.attackMs += clampCooldown(boss.type.cooldownMs);
  }
}
