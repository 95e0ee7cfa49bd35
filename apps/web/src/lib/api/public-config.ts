import { useEffect, useSyncExternalStore } from 'react';
import type { PublicConfig } from '@hoshi/contracts';
import { readPublicConfig } from '@hoshi/contracts/first-page';
import { apiFetch, ApiFetchError } from '../api-fetch.ts';

export async function getPublicConfig(): Promise<PublicConfig> {
  const config = readPublicConfig((await apiFetch('/config')).data);
  if (!config) throw new Error('Unexpected /config answer');
  return config;
}

/** The first wait after a failed fetch, and the longest: doubled each time in between. */
export const CONFIG_RETRY = { firstMs: 1000, maxMs: 30_000 } as const;

/** Why the config is not here yet: the fetch failed, and the next try is in `seconds`. */
export interface ConfigDelay {
  seconds: number;
  /** The server said it was too busy (429 or 503), rather than not answering at all. */
  busy: boolean;
}

// Fetched once per page load: it only changes when the server is redeployed. A small store
// rather than a query, so the first page does not load TanStack Query (it must fit its JS budget).
let config: PublicConfig | undefined;
let delay: ConfigDelay | null = null;
let pending: Promise<void> | undefined;
let failures = 0;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * How long to wait before the next try: what the server asked for (Retry-After, at most the
 * longest wait), otherwise 1 s doubled with each failure up to 30 s.
 */
export function retryDelayMs(error: unknown, failuresSoFar: number): number {
  if (error instanceof ApiFetchError && error.retryAfter !== null)
    return Math.min(CONFIG_RETRY.maxMs, error.retryAfter * 1000);
  return Math.min(CONFIG_RETRY.maxMs, CONFIG_RETRY.firstMs * 2 ** Math.max(0, failuresSoFar - 1));
}

/**
 * Starts the one fetch (main.tsx calls it with the page, so no page waits for it after the
 * session). A failure (a 429 from a busy server, a network error) is retried until it comes,
 * honouring Retry-After; meanwhile pages needing it keep their loader and the shell says why.
 */
export function loadPublicConfig(): void {
  if (config || pending) return;
  pending = getPublicConfig().then(
    (answer) => {
      config = answer;
      delay = null;
      pending = undefined;
      changed();
    },
    (error: unknown) => {
      // docs/product.md#texts: logged; then asked again after the wait, the notice saying so meanwhile.
      console.error('Request failed', ['config'], error);
      failures += 1;
      const wait = retryDelayMs(error, failures);
      const busy = error instanceof ApiFetchError && (error.status === 429 || error.status === 503);
      delay = { seconds: Math.max(1, Math.ceil(wait / 1000)), busy };
      changed();
      setTimeout(() => {
        pending = undefined;
        loadPublicConfig();
      }, wait);
    },
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * undefined until loaded: the shell adds its links when it arrives, pages needing it keep
 * their loader (docs/product.md#texts: failed fetches leave the page on its loader).
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

/**
 * Whether this is a demo server, known before the config arrives on a prerendered page: the
 * server sends demo servers the pages drawn with the demo badge, marked on their root, so the
 * page hydrates with the badge it was drawn with and nothing moves when the config comes.
 */
export function useIsDemo(): boolean {
  const config = usePublicConfig();
  return config?.demo ?? document.getElementById('root')?.dataset.demo === 'true';
}

/** Why the config has not come yet, while a retry is waiting (null otherwise). */
export function usePublicConfigDelay(): ConfigDelay | null {
  return useSyncExternalStore(
    subscribe,
    () => delay,
    () => null,
  );
}
