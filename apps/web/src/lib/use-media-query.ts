import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches now, following changes (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () =>
    typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false,
  );
}

/**
 * Phones and tablets: a coarse pointer, or a narrow screen. docs/product.md#settings-forms turns picker search off
 * there, so choosing does not pop up the on-screen keyboard over the list.
 */
export const MOBILE_QUERY = '(pointer: coarse), (max-width: 640px)';
export const useIsMobile = (): boolean => useMediaQuery(MOBILE_QUERY);
