import { useEffect, useRef } from 'react';
import { recordFrame } from './frame-probe.ts';

/** The engines advance in steps of exactly this many milliseconds (1/120 s), whatever the display rate. */
export const STEP_MS = 1000 / 120;

/** A frame longer than this (a hidden tab, a debugger) counts as this much: the game waits for you. */
export const MAX_FRAME_MS = 100;

/** Float sums of 1000/120 fall a hair short of whole steps; this keeps 12 frames of 8.33 ms at 12 steps. */
const STEP_EPSILON_MS = 1e-6;

export interface GameClock {
  now: () => number;
  requestFrame: (callback: () => void) => number;
  cancelFrame: (handle: number) => void;
}

export interface GameLoop {
  /** Advances the engine by `dtMs` (always STEP_MS); called zero or more times per display frame. */
  step: (dtMs: number) => void;
  /**
   * Draws once per display frame after the steps. `alpha` in [0, 1) is how far the display
   * stands between the last step and the next, for drawings that want to interpolate.
   */
  draw: (alpha: number) => void;
}

const browserClock: GameClock = {
  now: () => performance.now(),
  requestFrame: (callback) => requestAnimationFrame(callback),
  cancelFrame: (handle) => cancelAnimationFrame(handle),
};

/**
 * A fixed-step loop: while `running`, each display frame adds its elapsed time (capped at
 * MAX_FRAME_MS) to what was left over, runs `step(STEP_MS)` for every whole step in it, keeps
 * the remainder for the next frame, then calls `draw` once. A game therefore plays by the same
 * rules at 30, 60 or 144 Hz. The time a frame spends stepping and drawing goes to the bench probe.
 */
export function useGameLoop(running: boolean, loop: GameLoop, clock: GameClock = browserClock) {
  const latest = useRef(loop);
  useEffect(() => {
    latest.current = loop;
  });

  useEffect(() => {
    if (!running) return;
    let last = clock.now();
    let carried = 0;
    let handle = clock.requestFrame(tick);
    function tick() {
      const start = clock.now();
      carried += Math.min(start - last, MAX_FRAME_MS);
      last = start;
      while (carried >= STEP_MS - STEP_EPSILON_MS) {
        latest.current.step(STEP_MS);
        carried = Math.max(0, carried - STEP_MS);
      }
      latest.current.draw(carried / STEP_MS);
      recordFrame(clock.now() - start);
      handle = clock.requestFrame(tick);
    }
    return () => clock.cancelFrame(handle);
  }, [running, clock]);
}
