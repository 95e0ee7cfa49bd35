import { isAxiosError } from 'axios';
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { onLogout } from './session/session-actions.ts';

/** One more try for a failure that may pass; an answer like 403 or 404 will not change. */
const retryOnce = (failures: number, error: unknown) => {
  const status = isAxiosError(error) ? error.response?.status : undefined;
  return failures < 1 && !(status !== undefined && status >= 400 && status < 500);
};

// spec 000 §8: failures of list, info, channel and role fetches are logged only; the page
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
