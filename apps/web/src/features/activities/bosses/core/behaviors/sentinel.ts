import {
  MINION_HP,
  SENTINEL_BASE_MINIONS,
  SENTINEL_FIRST_MS,
  SENTINEL_INTERVALS_MS,
  SENTINEL_MINIONS_EVERY_LEVELS,
  SENTINEL_SPIRAL_SHOTS,
} from '../constants.ts';
import { ring } from '../fire.ts';
import { setMode } from '../state.ts';
import type { Boss, BossGameState } from '../types.ts';
import { drift, tick } from './motion.ts';
import { makePart, partsAlive, partsFire } from './parts.ts';

/** docs/product.md#boss-shooter: 2 + floor(level / 3) minions. */
export function sentinelMinions(level: number): number {
  return SENTINEL_BASE_MINIONS + Math.floor(level / SENTINEL_MINIONS_EVERY_LEVELS);
}

/**
 * docs/product.md#boss-shooter: the first attack after 3 s, then every 1.8 s and 3.5 s in turn: a 16-shot spiral
 * each time, and the minions called back whenever all of them are down.
 */
export function startSentinel(_state: BossGameState, boss: Boss): void {
  boss.attackMs = SENTINEL_FIRST_MS;
  setMode(boss, 'watching');
}

export function updateSentinel(state: BossGameState, boss: Boss, dt: number): void {
  boss.modeMs += dt;
  drift(boss, dt);
  boss.extraMs += dt;
  // Minions circle the boss.
  const minions = boss.parts.filter((p) => p.kind === 'minion');
  minions.forEach((minion, i) => {
    const angle = boss.extraMs / 900 + (i / minions.length) * Math.PI * 2;
    minion.dx = Math.cos(angle) * 110;
    minion.dy = Math.sin(angle) * 70 + 40;
  });
  partsFire(state, boss, dt, 2000);
  if (tick(boss, dt, 'attackMs')) {
    if (partsAlive(boss, 'minion') === 0) {
      boss.parts = [];
      const count = sentinelMinions(state.level);
      for (let i = 0; i < count; i++) boss.parts.push(makePart('minion', MINION_HP, 0, 0, 14, 800 + i * 250));
    }
    ring(state, boss.x, boss.y, SENTINEL_SPIRAL_SHOTS, boss.counter * 0.35, 190);
    boss.attackMs += SENTINEL_INTERVALS_MS[boss.counter % 2]!;
    boss.counter += 1;
  }
}
