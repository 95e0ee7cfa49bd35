import {
  BOSS_TARGET_Y,
  EFFECT_MAX_MS,
  ILLUSION_COUNT,
  ILLUSION_HIDING_MS,
  ILLUSION_HP,
  ILLUSION_IDLE_MS,
  WORLD_WIDTH,
} from '../constants.ts';
import { floatText } from '../effects.ts';
import { genericAttack } from '../fire.ts';
import { curse } from '../player.ts';
import { clampCooldown, setMode } from '../state.ts';
import type { Boss, BossGameState, Part } from '../types.ts';
import { drift, tick } from './motion.ts';
import { makePart, partsFire } from './parts.ts';

/**
 * docs/product.md#boss-shooter: idle → hiding (0.8 s) → attacking with three illusions of 30 HP, one hiding the
 * boss. Breaking the real one hurts the boss; breaking a fake curses the player; after the
 * longest effect timer the round ends (TIME UP) and the boss comes back out.
 */
export function startIllusion(_state: BossGameState, boss: Boss): void {
  setMode(boss, 'idle');
}

function comeOut(boss: Boss): void {
  boss.parts = [];
  boss.alpha = 1;
  boss.invulnerable = false;
  boss.homeX = boss.x;
  boss.angle = 0;
  setMode(boss, 'idle');
}

export function updateIllusion(state: BossGameState, boss: Boss, dt: number): void {
  boss.modeMs += dt;
  switch (boss.mode) {
    case 'idle':
      drift(boss, dt);
      if (tick(boss, dt, 'attackMs')) {
        genericAttack(state, boss);
        boss.attackMs += clampCooldown(boss.type.cooldownMs);
      }
      if (boss.modeMs >= ILLUSION_IDLE_MS) {
        boss.invulnerable = true;
        setMode(boss, 'hiding');
      }
      break;
    case 'hiding':
      boss.alpha = Math.max(0, 1 - boss.modeMs / ILLUSION_HIDING_MS);
      if (boss.modeMs >= ILLUSION_HIDING_MS) {
        const real = Math.floor(state.random() * ILLUSION_COUNT);
        const slot = (i: number) => (WORLD_WIDTH / (ILLUSION_COUNT + 1)) * (i + 1);
        // The boss sits inside its real double; the others are placed around it.
        boss.x = slot(real);
        boss.y = BOSS_TARGET_Y;
        boss.parts = [];
        for (let i = 0; i < ILLUSION_COUNT; i++) {
          const part = makePart(
            'illusion',
            ILLUSION_HP,
            slot(i) - boss.x,
            0,
            boss.type.radius,
            700 + i * 300,
          );
          part.real = i === real;
          boss.parts.push(part);
        }
        boss.alpha = 0;
        floatText(state, 'hitCorrectTarget', WORLD_WIDTH / 2, BOSS_TARGET_Y + 110);
        setMode(boss, 'attacking');
      }
      break;
    case 'attacking':
      partsFire(state, boss, dt, 1500);
      if (boss.modeMs >= EFFECT_MAX_MS) {
        floatText(state, 'timeUp', WORLD_WIDTH / 2, BOSS_TARGET_Y + 110);
        comeOut(boss);
      }
      break;
  }
}

/** What breaking an illusion does; the real one ends the round with the boss stunned out of hiding. */
export function illusionBroken(state: BossGameState, boss: Boss, part: Part): 'real' | 'fake' {
  if (part.real) {
    comeOut(boss);
    return 'real';
  }
  curse(state, 'reversed');
  return 'fake';
}
