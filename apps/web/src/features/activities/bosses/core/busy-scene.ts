import { WORLD_WIDTH } from './constants.ts';
import { burst } from './effects.ts';
import { ring } from './fire.ts';
import { startBossGame } from './state.ts';
import type { BossGameState } from './types.ts';

export interface BusyScene {
  level: number;
  bullets: number;
  particles: number;
}

/** The frame-time bench's scene (`npm run bench`): a fight at `level` that cannot end (the ship cannot be hit). */
export function startBusyScene(state: BossGameState, scene: BusyScene): void {
  startBossGame(state, scene.level);
  state.player.invincibleMs = Number.POSITIVE_INFINITY;
  keepBusy(state, scene);
}

/** Tops the screen up to the scene's bullets (rings from the boss) and sparks. */
export function keepBusy(state: BossGameState, scene: BusyScene): void {
  const boss = state.bosses[0];
  const x = boss?.x ?? WORLD_WIDTH / 2;
  const y = boss?.y ?? 160;
  while (state.bullets.length < scene.bullets)
    ring(state, x, y, 20, state.random(), 120 + state.random() * 120);
  while (state.particles.length < scene.particles)
    burst(state, state.random() * WORLD_WIDTH, 100 + state.random() * 500, '#ffd166', 20);
}
