import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client.ts';
import { DashboardGuard } from './dashboard-guard.tsx';

/**
 * The dashboard's pages with their query client: loaded with the first dashboard route, so the
 * home page does not load TanStack Query (issue 8: first-page budget).
 */
export function DashboardLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <DashboardGuard />
    </QueryClientProvider>
  );
}
