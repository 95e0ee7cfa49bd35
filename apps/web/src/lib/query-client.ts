import { isAxiosError } from 'axios';
import { QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { onLogout } from './session/session-actions.ts';

/** One more try for a failure that may pass; an answer like 403 or 404 will not change. */
const retryOnce = (failures: number, error: unknown) => {
  const status = isAxiosError(error) ? error.response?.status : undefined;
  return failures < 1 && !(status !== undefined && status >= 400 && status < 500);
};

// docs/product.md#texts: failures of list, info, channel and role fetches are logged only; the page
// keeps its loader (a query without data renders the loader).
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => console.error('Request failed', query.queryKey, error),
  }),
  defaultOptions: {
    queries: { retry: retryOnce, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});

// The next person on this browser must not see this user's servers.
onLogout(() => queryClient.clear());

/**
 * What a page edits (a settings document, a collection's items) is loaded afresh on every visit:
 * a copy kept from an earlier visit could be older than someone else's save and would only earn
 * a conflict. The route's loader asks for it while the page's code loads, and the page takes that
 * answer as it is: it stays fresh, and is kept without a page, this long. The next visit's loader
 * drops it first (`dropUnshownCopy`).
 */
export const VISIT_COPY = { staleTime: 10_000, gcTime: 10_000 } as const;

/** Drops a kept answer no page shows and none is on its way for, so the next ask fetches afresh. */
export function dropUnshownCopy(queryKey: QueryKey): void {
  const cache = queryClient.getQueryCache();
  const kept = cache.find({ queryKey, exact: true });
  if (kept && kept.getObserversCount() === 0 && kept.state.fetchStatus === 'idle') cache.remove(kept);
}
