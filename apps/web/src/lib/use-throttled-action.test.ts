import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTION_THROTTLE_MS } from '@hoshi/contracts';
import { useThrottledAction } from './use-throttled-action.ts';

afterEach(() => vi.useRealTimers());

function setup() {
  vi.useFakeTimers();
  const action = vi.fn();
  const hook = renderHook(() => useThrottledAction(action, ACTION_THROTTLE_MS));
  return { action, hook };
}

describe('useThrottledAction', () => {
  it('runs at once and then cools down for the wait', () => {
    const { action, hook } = setup();
    expect(hook.result.current.cooling).toBe(false);
    act(() => hook.result.current.run());
    expect(action).toHaveBeenCalledTimes(1);
    expect(hook.result.current).toMatchObject({ cooling: true, refused: false });

    act(() => {
      vi.advanceTimersByTime(ACTION_THROTTLE_MS - 1);
    });
    expect(hook.result.current.cooling).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(hook.result.current.cooling).toBe(false);
  });

  it('drops a press during the cool-down, says so, and never replays it', () => {
    const { action, hook } = setup();
    act(() => hook.result.current.run());
    act(() => {
      vi.advanceTimersByTime(500);
    });
    act(() => hook.result.current.run());
    expect(action).toHaveBeenCalledTimes(1);
    expect(hook.result.current).toMatchObject({ cooling: true, refused: true });

    act(() => {
      vi.advanceTimersByTime(ACTION_THROTTLE_MS);
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(hook.result.current).toMatchObject({ cooling: false, refused: false });
  });

  it('runs again once the cool-down is over', () => {
    const { action, hook } = setup();
    act(() => hook.result.current.run());
    act(() => {
      vi.advanceTimersByTime(ACTION_THROTTLE_MS);
    });
    act(() => hook.result.current.run());
    expect(action).toHaveBeenCalledTimes(2);
    expect(hook.result.current.cooling).toBe(true);
  });

  it('runs the latest action it was given', () => {
    vi.useFakeTimers();
    const first = vi.fn();
    const second = vi.fn();
    const hook = renderHook(({ action }) => useThrottledAction(action, ACTION_THROTTLE_MS), {
      initialProps: { action: first },
    });
    hook.rerender({ action: second });
    act(() => hook.result.current.run());
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
