import { QueryCache, QueryClient } from '@tanstack/react-query';
import { onLogout } from './session/session-actions.ts';

// spec 000 §8: failures of list, info, channel and role fetches are logged only; the page
// keeps its loader (a query without data renders the loader).
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => console.error('Request failed', query.queryKey, error),
  }),
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});

// The next person on this browser must not see this user's servers.
onLogout(() => queryClient.clear());
