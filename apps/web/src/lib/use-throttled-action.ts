import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_THROTTLE_MS } from '@hoshi/contracts';

export interface ThrottledAction<A extends unknown[]> {
  /** Runs the action, unless it ran less than `wait` ms ago. */
  run: (...args: A) => void;
  /** The action ran less than `wait` ms ago: a press now would be dropped. */
  cooling: boolean;
  /** A press was dropped during this cool-down, so the person can be told why nothing happened. */
  refused: boolean;
}

/**
 * An action that runs at most once per `wait` ms (docs/product.md#settings-forms: default 500 ms; saves and
 * toggles pass 2000). Leading edge only: a press inside the window is dropped, never replayed
 * later, so a double click never sends two requests. Unlike a bare throttle it says so: while
 * cooling down, and whether a press was dropped, so the button can show it.
 */
export function useThrottledAction<A extends unknown[]>(
  action: (...args: A) => void,
  wait: number = DEFAULT_THROTTLE_MS,
): ThrottledAction<A> {
  const latest = useRef(action);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [cooling, setCooling] = useState(false);
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    latest.current = action;
  }, [action]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const run = useCallback(
    (...args: A) => {
      if (timer.current) {
        setRefused(true);
        return;
      }
      setCooling(true);
      timer.current = setTimeout(() => {
        timer.current = null;
        setCooling(false);
        setRefused(false);
      }, wait);
      latest.current(...args);
    },
    [wait],
  );

  return { run, cooling, refused };
}
