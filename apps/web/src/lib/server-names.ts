import { useSyncExternalStore } from 'react';
import { readStoredGuild } from './stored-guilds.ts';

// The servers' names as their pages learnt them (a page's answer carries its server's name), so
// the browser tab can name the server even when the stored server list does not hold it.
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

/** The server's name once known (from a page, else the stored list); undefined until then. */
export function useServerName(id: string | undefined): string | undefined {
  const learnt = useSyncExternalStore(
    subscribe,
    () => (id ? names.get(id) : undefined),
    () => undefined,
  );
  return learnt ?? (id ? readStoredGuild(id)?.name : undefined);
}
