import { useEffect, useSyncExternalStore } from 'react';
import type { PublicConfig } from '@hoshi/contracts';
import { readPublicConfig } from '@hoshi/contracts/first-page';
import { apiFetch } from '../api-fetch.ts';

export async function getPublicConfig(): Promise<PublicConfig> {
  const config = readPublicConfig((await apiFetch('/config')).data);
  if (!config) throw new Error('Unexpected /config answer');
  return config;
}

// Fetched once per page load: it only changes when the server is redeployed. A small store
// rather than a query, so the first page does not load TanStack Query (it must fit its JS budget).
let config: PublicConfig | undefined;
let pending: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Starts the one fetch (main.tsx calls it with the page, so no page waits for it after the session). */
export function loadPublicConfig(): void {
  pending ??= getPublicConfig().then(
    (answer) => {
      config = answer;
      listeners.forEach((listener) => listener());
    },
    (error: unknown) => {
      // spec 000 §8: logged only; the next page that needs it asks again.
      console.error('Request failed', ['config'], error);
      pending = undefined;
    },
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * undefined until loaded: the shell adds its links when it arrives, pages needing it keep
 * their loader (spec 000 §8: failed fetches leave the page on its loader).
 */
export function usePublicConfig(): PublicConfig | undefined {
  // A prerendered page was drawn without it: hydration starts from there.
  const current = useSyncExternalStore(
    subscribe,
    () => config,
    () => undefined,
  );
  useEffect(() => {
    if (!current) loadPublicConfig();
  }, [current]);
  return current;
}
