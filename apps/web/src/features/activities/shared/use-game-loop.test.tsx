import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAX_FRAME_MS, STEP_MS, useGameLoop } from './use-game-loop.ts';
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

function record(fake: ReturnType<typeof fakeClock>, running = true) {
  const steps: number[] = [];
  const draws: number[] = [];
  const hook = renderHook(
    (props: { running: boolean }) =>
      useGameLoop(
        props.running,
        { step: (dt) => steps.push(dt), draw: (alpha) => draws.push(alpha) },
        fake.clock,
      ),
    { initialProps: { running } },
  );
  return { steps, draws, hook };
}

describe('useGameLoop', () => {
  it('steps by 1/120 s, carries the remainder, and draws once per frame', () => {
    const fake = fakeClock();
    const { steps, draws, hook } = record(fake);
    fake.frame(5);
    expect(steps).toEqual([]);
    expect(draws).toHaveLength(1);
    expect(draws[0]).toBeCloseTo(5 / STEP_MS);
    fake.frame(5);
    expect(steps).toEqual([STEP_MS]);
    expect(draws[1]).toBeCloseTo((10 - STEP_MS) / STEP_MS);
    fake.frame(20);
    expect(steps).toHaveLength(3);
    expect(draws).toHaveLength(3);
    expect(steps.every((dt) => dt === STEP_MS)).toBe(true);
    hook.unmount();
  });

  it.each([30, 60, 120, 144])('runs 120 steps per simulated second at %i Hz', (hz) => {
    const fake = fakeClock();
    const { steps, draws, hook } = record(fake);
    for (let i = 0; i < hz * 3; i++) fake.frame(1000 / hz);
    expect(steps).toHaveLength(360);
    expect(draws).toHaveLength(hz * 3);
    hook.unmount();
  });

  it('caps a long pause at MAX_FRAME_MS of steps, stops when not running, and records frame times', () => {
    const fake = fakeClock();
    window.__hoshiFrameProbe = { samples: [], limit: 4, count: 0 };
    const { steps, hook } = record(fake);
    fake.frame(5000);
    // 100 ms is 12 steps of 1/120 s.
    expect(steps).toHaveLength((MAX_FRAME_MS * 120) / 1000);
    expect(window.__hoshiFrameProbe.count).toBe(1);
    hook.rerender({ running: false });
    expect(fake.waiting).toBe(false);
    hook.unmount();
    delete window.__hoshiFrameProbe;
  });
});
