import { PHANTOM_FADE_MS, PHANTOM_HIDDEN_MS, PHANTOM_ROAM_MS, WORLD_WIDTH } from '../constants.ts';
import { genericAttack, ring } from '../fire.ts';
import { clampCooldown, setMode } from '../state.ts';
import type { Boss, BossGameState } from '../types.ts';
import { drift, tick } from './motion.ts';

/** docs/product.md#boss-shooter: roaming → fading (0.5 s) → hidden (2.5 s) → roaming, somewhere else. */
export function startPhantom(_state: BossGameState, boss: Boss): void {
  setMode(boss, 'roaming');
}

export function updatePhantom(state: BossGameState, boss: Boss, dt: number): void {
  boss.modeMs += dt;
  switch (boss.mode) {
    case 'roaming':
      drift(boss, dt);
      if (tick(boss, dt, 'attackMs')) {
        genericAttack(state, boss);
        boss.attackMs += clampCooldown(boss.type.cooldownMs);
      }
      if (boss.modeMs >= PHANTOM_ROAM_MS) setMode(boss, 'fading');
      break;
    case 'fading':
      boss.alpha = Math.max(0, 1 - boss.modeMs / PHANTOM_FADE_MS);
      if (boss.modeMs >= PHANTOM_FADE_MS) {
        boss.alpha = 0;
        boss.invulnerable = true;
        setMode(boss, 'hidden');
      }
      break;
    case 'hidden':
      if (boss.modeMs >= PHANTOM_HIDDEN_MS) {
        const margin = boss.type.radius + 60;
        boss.homeX = margin + state.random() * (WORLD_WIDTH - 2 * margin);
        boss.x = boss.homeX;
        boss.alpha = 1;
        boss.invulnerable = false;
        ring(state, boss.x, boss.y, 10);
        setMode(boss, 'roaming');
      }
      break;
  }
}
