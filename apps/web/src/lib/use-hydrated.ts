import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React hydrates a prerendered page, true after (and at once in a page rendered in
 * the browser): what only the browser knows (stored scores, the saved theme) waits for it, so
 * the first render matches the prerendered HTML and hydrates without a mismatch.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
