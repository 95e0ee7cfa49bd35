import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client.ts';
import { requestToaster } from '../../lib/toast-host.ts';
import { DashboardGuard } from './dashboard-guard.tsx';

/**
 * The dashboard's pages with their query client: loaded with the first dashboard route, so the
 * home page does not load TanStack Query (first-page budget). Every dashboard page may toast
 * (a save, a toggle, a delete), so the toaster starts loading with it: the first save of a visit
 * then shows its "Saving..." rather than only the answer.
 */
export function DashboardLayout() {
  useEffect(requestToaster, []);
  return (
    <QueryClientProvider client={queryClient}>
      <DashboardGuard />
    </QueryClientProvider>
  );
}
