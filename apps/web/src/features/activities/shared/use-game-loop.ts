import { useEffect, useRef } from 'react';
import { recordFrame } from './frame-probe.ts';

/** A frame longer than this (a hidden tab, a debugger) counts as this much: the game waits for you. */
export const MAX_FRAME_MS = 100;

export interface GameClock {
  now(): number;
  requestFrame(callback: () => void): number;
  cancelFrame(handle: number): void;
}

const browserClock: GameClock = {
  now: () => performance.now(),
  requestFrame: (callback) => requestAnimationFrame(callback),
  cancelFrame: (handle) => cancelAnimationFrame(handle),
};

/**
 * Calls `frame(dt)` once per display frame while `running`, with dt in milliseconds from the
 * injected clock. `frame` steps the engine and draws; its duration goes to the bench probe.
 */
export function useGameLoop(running: boolean, frame: (dt: number) => void, clock: GameClock = browserClock) {
  const latest = useRef(frame);
  useEffect(() => {
    latest.current = frame;
  });

  useEffect(() => {
    if (!running) return;
    let last = clock.now();
    let handle = clock.requestFrame(tick);
    function tick() {
      const start = clock.now();
      const dt = Math.min(start - last, MAX_FRAME_MS);
      last = start;
      latest.current(dt);
      recordFrame(clock.now() - start);
      handle = clock.requestFrame(tick);
    }
    return () => clock.cancelFrame(handle);
  }, [running, clock]);
}
