import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTION_THROTTLE_MS } from '@hoshi/contracts';
import { useThrottledAction } from './use-throttled-action.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useThrottledAction', () => {
  it('runs the first press at once and drops presses until the 2 s window has passed', () => {
    const action = vi.fn();
    const { result } = renderHook(() => useThrottledAction(action, ACTION_THROTTLE_MS));
    result.current('first');
    result.current('dropped');
    vi.advanceTimersByTime(ACTION_THROTTLE_MS - 1);
    result.current('still dropped');
    expect(action.mock.calls).toEqual([['first']]);

    vi.advanceTimersByTime(1);
    result.current('second');
    expect(action.mock.calls).toEqual([['first'], ['second']]);
  });

  it('never runs a dropped press later on its own', () => {
    const action = vi.fn();
    const { result } = renderHook(() => useThrottledAction(action, ACTION_THROTTLE_MS));
    result.current(1);
    result.current(2);
    vi.advanceTimersByTime(ACTION_THROTTLE_MS * 3);
    expect(action).toHaveBeenCalledTimes(1);
  });
});
