import {
  RAMMER_CHARGE_MAX_MS,
  RAMMER_CHARGE_SPEED,
  RAMMER_MOVE_MS,
  RAMMER_RECOVER_MS,
  RAMMER_TELEGRAPH_MS,
} from '../constants.ts';
import { fan, angleToPlayer } from '../fire.ts';
import { clampCooldown, setMode } from '../state.ts';
import type { Boss, BossGameState } from '../types.ts';
import { charge, drift, launch, moveToward, tick } from './motion.ts';

/** docs/product.md#boss-shooter: moving → telegraphing (1 s) → charging (≤ 1.5 s) → recovering (2 s) → moving. */
export function startRammer(_state: BossGameState, boss: Boss): void {
  setMode(boss, 'moving');
}

export function updateRammer(state: BossGameState, boss: Boss, dt: number): void {
  boss.modeMs += dt;
  switch (boss.mode) {
    case 'moving':
      drift(boss, dt);
      if (tick(boss, dt, 'attackMs')) {
        fan(state, boss.x, boss.y, angleToPlayer(state, boss.x, boss.y), 3, 0.5);
        boss.attackMs += clampCooldown(boss.type.cooldownMs);
      }
      if (boss.modeMs >= RAMMER_MOVE_MS) {
        // The aim is fixed when the warning starts, so a player who sees it can step aside.
        boss.aimX = state.player.x;
        boss.aimY = state.player.y;
        setMode(boss, 'telegraphing');
      }
      break;
    case 'telegraphing':
      if (boss.modeMs >= RAMMER_TELEGRAPH_MS) {
        launch(boss, RAMMER_CHARGE_SPEED);
        setMode(boss, 'charging');
      }
      break;
    case 'charging':
      if (charge(boss, dt) || boss.modeMs >= RAMMER_CHARGE_MAX_MS) setMode(boss, 'recovering');
      break;
    case 'recovering':
      moveToward(boss, boss.homeX, boss.homeY, 200, dt);
      if (boss.modeMs >= RAMMER_RECOVER_MS) {
        boss.angle = 0;
        setMode(boss, 'moving');
      }
      break;
  }
}
