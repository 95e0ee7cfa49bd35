import {
  SKULL_ATTACK_ENRAGED_MS,
  SKULL_ATTACK_MS,
  SKULL_PHASE2_AT,
  SKULL_SUMMON_BULLETS,
  SKULL_SUMMON_MS,
} from '../constants.ts';
import { angleToPlayer, fan, shoot } from '../fire.ts';
import { setMode } from '../state.ts';
import type { Boss, BossGameState } from '../types.ts';
import { drift, tick } from './motion.ts';

/** docs/product.md#boss-shooter: attacks every 2200 ms, every 1500 ms from half HP (phase2); 3 homing skulls every 8 s. */
export function startSkull(_state: BossGameState, boss: Boss): void {
  boss.attackMs = SKULL_ATTACK_MS;
  boss.extraMs = SKULL_SUMMON_MS;
  setMode(boss, 'phase1');
}

export function updateSkull(state: BossGameState, boss: Boss, dt: number): void {
  boss.modeMs += dt;
  drift(boss, dt);
  if (boss.mode === 'phase1' && boss.hp <= boss.maxHp * SKULL_PHASE2_AT) setMode(boss, 'phase2');
  const phase2 = boss.mode === 'phase2';
  if (tick(boss, dt, 'attackMs')) {
    fan(state, boss.x, boss.y + 20, angleToPlayer(state, boss.x, boss.y), phase2 ? 5 : 3, 0.6);
    boss.attackMs += phase2 ? SKULL_ATTACK_ENRAGED_MS : SKULL_ATTACK_MS;
  }
  if (tick(boss, dt, 'extraMs')) {
    for (let i = 0; i < SKULL_SUMMON_BULLETS; i++)
      shoot(state, boss.x + (i - 1) * 40, boss.y, Math.PI / 2, 120, 'skull');
    boss.extraMs += SKULL_SUMMON_MS;
  }
}
