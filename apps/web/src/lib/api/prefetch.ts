import { onLogout } from '../session/session-actions.ts';
import { sessionStore } from '../session/session-store.ts';

// Requests a route started while its page's code was still loading (data and code load
// together, not one after the other: the page appears sooner), handed to the page's query when it first asks. Queries
// that keep their answers (channels, roles) are prefetched into the query cache instead.
const started = new Map<string, { at: number; answer: Promise<unknown> }>();

/** Older than this, a request a page never took is not handed out: the page asks afresh. */
const FRESH_MS = 10_000;

const keyOf = (queryKey: readonly unknown[]) => JSON.stringify(queryKey);

/** Resolves true once a session token is held, false when the visitor turns out signed out. */
export function whenSignedIn(): Promise<boolean> {
  const decided = () => {
    const { accessToken, authLoaded } = sessionStore.get();
    return accessToken ? true : authLoaded ? false : undefined;
  };
  return new Promise((resolve) => {
    const now = decided();
    if (now !== undefined) return resolve(now);
    const unsubscribe = sessionStore.subscribe(() => {
      const answer = decided();
      if (answer === undefined) return;
      unsubscribe();
      resolve(answer);
    });
  });
}

/**
 * Starts `fetch` for a query that keeps nothing between visits (`gcTime` 0: a prefetched answer
 * would be dropped before its page mounts). A failure is left to the page's own request.
 */
export function prefetch(queryKey: readonly unknown[], fetch: () => Promise<unknown>): void {
  const key = keyOf(queryKey);
  if (started.has(key)) return;
  const answer = fetch();
  answer.catch(() => started.delete(key));
  started.set(key, { at: Date.now(), answer });
}

/**
 * A query's fetcher: the request a route already started for this key when there is a recent one
 * (taken once, so the next visit asks afresh), else `fetch`.
 */
export function takePrefetched<T>(queryKey: readonly unknown[], fetch: () => Promise<T>): Promise<T> {
  const key = keyOf(queryKey);
  const entry = started.get(key);
  started.delete(key);
  if (!entry || Date.now() - entry.at > FRESH_MS) return fetch();
  return (entry.answer as Promise<T>).catch(() => fetch());
}

// What one person's session started is not handed to the next.
onLogout(() => started.clear());
