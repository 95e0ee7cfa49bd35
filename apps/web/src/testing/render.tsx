import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import type { ReactElement } from 'react';
import '../lib/i18n/i18n.ts';

/** Renders routes in a memory router with a fresh query client, like the app does. */
export function renderRoutes(routes: RouteObject[], initialEntries: string[] = ['/'], initialIndex?: number) {
  // As the app's (lib/query-client.ts): a tab shown again refetches only what asks for it.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries, initialIndex });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

export const renderAt = (path: string, element: ReactElement) => renderRoutes([{ path, element }], [path]);
