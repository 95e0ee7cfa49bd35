import { useRef } from 'react';
import { useGameLoop } from '../shared/use-game-loop.ts';
import { STEP_MS } from './core/constants.ts';

export interface FixedStepGame {
  step(dtMs: number): void;
  draw(alpha: number): void;
}

/**
 * A fixed-step adapter over the per-frame loop: whole 1/120 s steps, the remainder carried to
 * the next frame, then one draw. Kept alone in this file so it can give way to a shared fixed-step
 * loop with the same `{ step, draw }` shape.
 */
export function useFixedStep(running: boolean, game: FixedStepGame): void {
  const carried = useRef(0);
  useGameLoop(running, (dt) => {
    carried.current += dt;
    while (carried.current >= STEP_MS) {
      game.step(STEP_MS);
      carried.current -= STEP_MS;
    }
    game.draw(carried.current / STEP_MS);
  });
}
