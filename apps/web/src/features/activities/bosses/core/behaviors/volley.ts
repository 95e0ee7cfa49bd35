import {
  VOLLEY_CONVERGE_MS,
  VOLLEY_EXPLODE_MS,
  VOLLEY_FIRE_MS,
  VOLLEY_IDLE_MS,
  VOLLEY_MAX_SHOTS,
  VOLLEY_MIN_SHOTS,
  VOLLEY_SHOT_GAP_MS,
  VOLLEY_SPLINTERS,
  VOLLEY_WAIT_MS,
  WORLD_WIDTH,
} from '../constants.ts';
import { addBullet, angleToPlayer, ring, shoot } from '../fire.ts';
import { setMode } from '../state.ts';
import type { Boss, BossGameState } from '../types.ts';
import { drift, tick } from './motion.ts';

/**
 * docs/product.md#boss-shooter: idle → firing (15–20 shots that stop in the air) → waiting → either the shots
 * explode, or they are recalled: recall_converge (back into the boss) → recall_fire (a heavy fan).
 */
export function startVolley(_state: BossGameState, boss: Boss): void {
  setMode(boss, 'idle');
}

export function volleyShotCount(state: BossGameState): number {
  return VOLLEY_MIN_SHOTS + Math.floor(state.random() * (VOLLEY_MAX_SHOTS - VOLLEY_MIN_SHOTS + 1));
}

const volleyShots = (state: BossGameState) => state.bullets.filter((b) => b.kind === 'volley');

export function updateVolley(state: BossGameState, boss: Boss, dt: number): void {
  boss.modeMs += dt;
  switch (boss.mode) {
    case 'idle':
      drift(boss, dt);
      if (boss.modeMs >= VOLLEY_IDLE_MS) {
        boss.counter = volleyShotCount(state);
        boss.extraMs = 0;
        setMode(boss, 'firing');
      }
      break;
    case 'firing':
      if (tick(boss, dt, 'extraMs') && boss.counter > 0) {
        const stopAt = { x: 40 + state.random() * (WORLD_WIDTH - 80), y: 280 + state.random() * 220 };
        const angle = Math.atan2(stopAt.y - boss.y, stopAt.x - boss.x);
        addBullet(state, {
          x: boss.x,
          y: boss.y,
          vx: Math.cos(angle) * 380,
          vy: Math.sin(angle) * 380,
          kind: 'volley',
          r: 8,
          stopAt,
        });
        boss.counter -= 1;
        boss.extraMs += VOLLEY_SHOT_GAP_MS;
      }
      if (boss.counter === 0) setMode(boss, 'waiting');
      break;
    case 'waiting':
      if (boss.modeMs >= VOLLEY_WAIT_MS) {
        if (state.random() < 0.5) {
          for (const shot of volleyShots(state))
            ring(state, shot.x, shot.y, VOLLEY_SPLINTERS, state.random(), 170);
          state.bullets = state.bullets.filter((b) => b.kind !== 'volley');
          setMode(boss, 'exploding');
        } else {
          for (const shot of volleyShots(state)) shot.stopAt = { x: boss.x, y: boss.y };
          setMode(boss, 'recall_converge');
        }
      }
      break;
    case 'exploding':
      if (boss.modeMs >= VOLLEY_EXPLODE_MS) setMode(boss, 'idle');
      break;
    case 'recall_converge':
      for (const shot of volleyShots(state)) shot.stopAt = { x: boss.x, y: boss.y };
      if (boss.modeMs >= VOLLEY_CONVERGE_MS) {
        const recalled = volleyShots(state).length;
        state.bullets = state.bullets.filter((b) => b.kind !== 'volley');
        // Every shot that came home goes back out at once, at the player.
        const aim = angleToPlayer(state, boss.x, boss.y);
        for (let i = 0; i < recalled; i++)
          shoot(state, boss.x, boss.y, aim + (i / Math.max(1, recalled - 1) - 0.5) * 1.4, 260, 'big');
        setMode(boss, 'recall_fire');
      }
      break;
    case 'recall_fire':
      if (boss.modeMs >= VOLLEY_FIRE_MS) setMode(boss, 'idle');
      break;
  }
}
