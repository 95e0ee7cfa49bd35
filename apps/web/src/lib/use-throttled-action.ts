import { useCallback, useEffect, useRef } from 'react';
import { throttle } from 'es-toolkit';
import { DEFAULT_THROTTLE_MS } from '@hoshi/contracts';

type Throttled<A extends unknown[]> = ReturnType<typeof throttle<(...args: A) => void>>;

/**
 * A stable callback that runs at most once per `wait` ms (spec 000 §9: default 500 ms; saves
 * and toggles pass 2000). Leading edge only: a press inside the window is dropped, never
 * replayed later, so a double click never sends two requests.
 */
export function useThrottledAction<A extends unknown[]>(
  action: (...args: A) => void,
  wait: number = DEFAULT_THROTTLE_MS,
): (...args: A) => void {
  const latest = useRef(action);
  const throttled = useRef<Throttled<A> | null>(null);

  useEffect(() => {
    latest.current = action;
  }, [action]);
  useEffect(() => () => throttled.current?.cancel(), []);

  return useCallback(
    (...args: A) => {
      throttled.current ??= throttle((...inner: A) => latest.current(...inner), wait, { edges: ['leading'] });
      throttled.current(...args);
    },
    [wait],
  );
}
