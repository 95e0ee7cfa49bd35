import { BOSS_TYPES } from './boss-types.ts';
import { STEP_MS } from './constants.ts';
import { createBossGame, startBossGame } from './state.ts';
import { stepBossGame } from './step.ts';
import type { Boss, BossGameState, BossInput } from './types.ts';

/** Test helpers: a game at the level that brings `id`, with a player who cannot die unless a test wants it. */
export function gameWith(id: string, seed = 1): { state: BossGameState; boss: Boss } {
  const state = createBossGame(seed);
  const level = BOSS_TYPES.findIndex((type) => type.id === id) + 1;
  if (level === 0) throw new Error(`no boss ${id}`);
  startBossGame(state, level);
  state.player.hp = 1_000;
  return { state, boss: state.bosses[0]! };
}

/** Runs whole fixed steps for `ms`, as the screen does. */
export function run(state: BossGameState, ms: number, input?: BossInput): void {
  const steps = Math.round(ms / STEP_MS);
  for (let i = 0; i < steps; i++) stepBossGame(state, STEP_MS, input);
}

/** Steps until `done` holds (at most `limitMs`), answering the time it took. */
export function runUntil(state: BossGameState, done: () => boolean, limitMs = 60_000): number {
  let elapsed = 0;
  while (!done()) {
    if (elapsed > limitMs) throw new Error(`not reached within ${limitMs} ms`);
    stepBossGame(state, STEP_MS);
    elapsed += STEP_MS;
  }
  return elapsed;
}

/** Past the entrance: the boss is fighting. Player shots are kept off the boss by parking the ship aside. */
export function enter(state: BossGameState, boss: Boss): void {
  runUntil(state, () => boss.life === 'fighting');
}

/** Keeps the ship out of every fight (shots fly off the left of the screen). */
export function holdFire(state: BossGameState): void {
  state.player.fireMs = Number.POSITIVE_INFINITY;
}
