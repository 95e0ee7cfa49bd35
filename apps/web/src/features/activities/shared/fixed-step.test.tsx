import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTypingGame, stepTyping } from '../typing/engine.ts';
import { createWhackGame, stepWhack } from '../whack/engine.ts';
import { seededRandom } from './random.ts';
import { useGameLoop } from './use-game-loop.ts';
import type { GameClock } from './use-game-loop.ts';

/** Runs `seconds` of display frames at `hz` through the loop, stepping `step` as the games do. */
function playAt(hz: number, seconds: number, step: (dt: number) => void) {
  let time = 0;
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
  let draws = 0;
  const hook = renderHook(() => useGameLoop(true, { step, draw: () => (draws += 1) }, clock));
  for (let frame = 1; frame <= hz * seconds; frame++) {
    // Frame times from the frame count, so 144 Hz frames add up to whole seconds exactly.
    time = (frame * 1000) / hz;
    const run = pending as (() => void) | null;
    pending = null;
    run?.();
  }
  hook.unmount();
  return draws;
}

describe('the fixed step at 30, 60 and 144 Hz', () => {
  it('plays Whack-A-Star the same: the same items at the same moments, the same end', () => {
    const runs = [30, 60, 144].map((hz) => {
      const state = createWhackGame('hard');
      const random = seededRandom(11);
      const seen: string[] = [];
      const draws = playAt(hz, 12, (dt) => {
        stepWhack(state, dt, random);
        for (const event of state.events)
          if (event.type === 'spawn') seen.push(`${event.item.hole}${event.item.kind}`);
      });
      return { draws, seen, state: JSON.stringify(state) };
    });
    expect(runs.map((run) => run.draws)).toEqual([360, 720, 1728]);
    expect(runs[0]!.seen.length).toBeGreaterThan(10);
    expect(runs[1]).toMatchObject({ seen: runs[0]!.seen, state: runs[0]!.state });
    expect(runs[2]).toMatchObject({ seen: runs[0]!.seen, state: runs[0]!.state });
  });

  it('plays Star Typing the same: the countdown and the round clock land on the same values', () => {
    const states = [30, 60, 144].map((hz) => {
      const state = createTypingGame('en');
      const random = seededRandom(5);
      stepTyping(state, 0, random, { keys: ['Enter', 'v'] });
      playAt(hz, 7, (dt) => stepTyping(state, dt, random));
      return state;
    });
    expect(states[0]!.phase).toBe('playing');
    expect(states[0]!.timeLeftMs).toBeCloseTo(41_000, 6);
    expect(states[1]).toEqual(states[0]);
    expect(states[2]).toEqual(states[0]);
  });
});
