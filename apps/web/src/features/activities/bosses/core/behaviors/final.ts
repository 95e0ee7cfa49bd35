import {
  FINAL_CHARGE_MAX_MS,
  FINAL_CHARGE_SPEED,
  FINAL_COOLDOWN_MS,
  FINAL_ENRAGE_AT,
  FINAL_REPOSITION_SPEED,
  FINAL_TELEGRAPH_MS,
  WORLD_WIDTH,
} from '../constants.ts';
import { angleToPlayer, fan, ring } from '../fire.ts';
import { clampCooldown, setMode } from '../state.ts';
import type { Boss, BossGameState } from '../types.ts';
import { charge, drift, launch, moveToward, tick } from './motion.ts';

/**
 * docs/product.md#boss-shooter: phase1, then at half HP enraged_repositioning → enraged_cooldown →
 * enraged_telegraph (1 s) → enraged_charge → enraged_repositioning again.
 */
export function startFinal(_state: BossGameState, boss: Boss): void {
  setMode(boss, 'phase1');
}

function pickSpot(state: BossGameState, boss: Boss): void {
  const margin = boss.type.radius + 40;
  boss.aimX = margin + state.random() * (WORLD_WIDTH - 2 * margin);
  boss.aimY = 120 + state.random() * 120;
  setMode(boss, 'enraged_repositioning');
}

export function updateFinal(state: BossGameState, boss: Boss, dt: number): void {
  boss.modeMs += dt;
  switch (boss.mode) {
    case 'phase1':
      drift(boss, dt);
      if (tick(boss, dt, 'attackMs')) {
        if (boss.counter % 2 === 0) ring(state, boss.x, boss.y, 18, boss.counter * 0.3);
        else fan(state, boss.x, boss.y, angleToPlayer(state, boss.x, boss.y), 7, 1.1);
        boss.counter += 1;
        boss.attackMs += clampCooldown(boss.type.cooldownMs);
      }
      if (boss.hp <= boss.maxHp * FINAL_ENRAGE_AT) pickSpot(state, boss);
      break;
    case 'enraged_repositioning':
      if (moveToward(boss, boss.aimX, boss.aimY, FINAL_REPOSITION_SPEED, dt)) {
        ring(state, boss.x, boss.y, 24, state.random());
        setMode(boss, 'enraged_cooldown');
      }
      break;
    case 'enraged_cooldown':
      if (boss.modeMs >= FINAL_COOLDOWN_MS) {
        boss.aimX = state.player.x;
        boss.aimY = state.player.y;
        setMode(boss, 'enraged_telegraph');
      }
      break;
    case 'enraged_telegraph':
      if (boss.modeMs >= FINAL_TELEGRAPH_MS) {
        launch(boss, FINAL_CHARGE_SPEED);
        setMode(boss, 'enraged_charge');
      }
      break;
    case 'enraged_charge':
      if (charge(boss, dt) || boss.modeMs >= FINAL_CHARGE_MAX_MS) {
        fan(state, boss.x, boss.y, angleToPlayer(state, boss.x, boss.y), 5, 0.8);
        pickSpot(state, boss);
      }
      break;
  }
}
