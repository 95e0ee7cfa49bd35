import {
  EFFECT_MAX_MS,
  EFFECT_MIN_MS,
  JUDGEMENT_PHASE2_AT,
  JUDGEMENT_SAFE_WIDTH,
  JUDGEMENT_TRANSITION_MS,
  JUDGEMENT_WAIT_MS,
  SCORE_SAFE,
  WORLD_WIDTH,
} from '../constants.ts';
import { floatText } from '../effects.ts';
import { angleToPlayer, fan, ring } from '../fire.ts';
import { hurtPlayer } from '../player.ts';
import { clampCooldown, setMode } from '../state.ts';
import type { Boss, BossGameState } from '../types.ts';
import { drift, tick } from './motion.ts';

/** The pause between one sentence and the next zone. */
const BETWEEN_SENTENCES_MS = 1000;

/**
 * docs/product.md#boss-shooter: waiting → phase1 → transitioning → phase2. In each phase a safe zone is drawn
 * ("Find the safe zone!"); when its timer (5 s, then 4 s) runs out, everywhere else is struck.
 */
export function startJudgement(_state: BossGameState, boss: Boss): void {
  setMode(boss, 'waiting');
}

function openZone(state: BossGameState, boss: Boss): void {
  const width = JUDGEMENT_SAFE_WIDTH[boss.mode === 'phase2' ? 1 : 0];
  boss.safeWidth = width;
  boss.safeX = 20 + state.random() * (WORLD_WIDTH - 40 - width);
  boss.extraMs = boss.mode === 'phase2' ? EFFECT_MIN_MS : EFFECT_MAX_MS;
  floatText(state, 'findSafeZone', WORLD_WIDTH / 2, 420);
}

/** The sentence: inside the zone is SAFE!, outside costs a life. */
function judge(state: BossGameState, boss: Boss): void {
  const { player } = state;
  if (player.x >= boss.safeX && player.x <= boss.safeX + boss.safeWidth) {
    floatText(state, 'safe', player.x, player.y - 30);
    state.score += SCORE_SAFE;
    state.events.push({ type: 'safe' });
  } else {
    hurtPlayer(state);
  }
  boss.safeWidth = 0;
  boss.extraMs = BETWEEN_SENTENCES_MS;
}

function runPhase(state: BossGameState, boss: Boss, dt: number): void {
  drift(boss, dt);
  if (tick(boss, dt, 'extraMs')) {
    if (boss.safeWidth > 0) judge(state, boss);
    else openZone(state, boss);
  }
  if (tick(boss, dt, 'attackMs')) {
    if (boss.mode === 'phase2') ring(state, boss.x, boss.y, 12, boss.counter++ * 0.25);
    else fan(state, boss.x, boss.y, angleToPlayer(state, boss.x, boss.y), 3, 0.4);
    boss.attackMs += clampCooldown(boss.type.cooldownMs);
  }
}

export function updateJudgement(state: BossGameState, boss: Boss, dt: number): void {
  boss.modeMs += dt;
  switch (boss.mode) {
    case 'waiting':
      if (boss.modeMs >= JUDGEMENT_WAIT_MS) {
        setMode(boss, 'phase1');
        openZone(state, boss);
      }
      break;
    case 'phase1':
      runPhase(state, boss, dt);
      if (boss.hp <= boss.maxHp * JUDGEMENT_PHASE2_AT) {
        boss.safeWidth = 0;
        boss.invulnerable = true;
        setMode(boss, 'transitioning');
      }
      break;
    case 'transitioning':
      if (boss.modeMs >= JUDGEMENT_TRANSITION_MS) {
        boss.invulnerable = false;
        setMode(boss, 'phase2');
        openZone(state, boss);
      }
      break;
    case 'phase2':
      runPhase(state, boss, dt);
      break;
  }
}
