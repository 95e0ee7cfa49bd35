import { useSyncExternalStore } from 'react';

// The servers' names as their pages' headers show them (from the page's answer or the stored
// server list), for the browser tab. Kept free of the stored list's schema: the first page
// loads this module and must not load the validation library with it.
const names = new Map<string, string>();
const listeners = new Set<() => void>();

export function rememberServerName(id: string, name: string) {
  if (names.get(id) === name) return;
  names.set(id, name);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The server's name once its page's header knows it; undefined until then. */
export function useServerName(id: string | undefined): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => (id ? names.get(id) : undefined),
    () => undefined,
  );
}
