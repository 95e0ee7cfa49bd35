import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAX_FRAME_MS, useGameLoop } from './use-game-loop.ts';
import type { GameClock } from './use-game-loop.ts';

function fakeClock() {
  let time = 1000;
  let pending: (() => void) | null = null;
  const clock: GameClock = {
    now: () => time,
    requestFrame: (callback) => {
      pending = callback;
      return 1;
    },
    cancelFrame: () => {
      pending = null;
    },
  };
  return {
    clock,
    frame(ms: number) {
      time += ms;
      const run = pending;
      pending = null;
      run?.();
    },
    get waiting() {
      return pending !== null;
    },
  };
}

describe('useGameLoop', () => {
  it('passes the time since the last frame, capped after a long pause, and records frame times', () => {
    const fake = fakeClock();
    const steps: number[] = [];
    window.__hoshiFrameProbe = { samples: [], limit: 4, count: 0 };
    const { rerender, unmount } = renderHook(
      ({ running }) => useGameLoop(running, (dt) => steps.push(dt), fake.clock),
      {
        initialProps: { running: true },
      },
    );
    fake.frame(16);
    fake.frame(17);
    fake.frame(5000);
    expect(steps).toEqual([16, 17, MAX_FRAME_MS]);
    expect(window.__hoshiFrameProbe.count).toBe(3);
    rerender({ running: false });
    expect(fake.waiting).toBe(false);
    unmount();
    delete window.__hoshiFrameProbe;
  });
});
