import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider.tsx';
import { routes } from './router.tsx';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The router starts the first page's navigation (its code and data) as soon as it is made. */
export const createAppRouter = (): AppRouter => createBrowserRouter(routes);

/** Resolves once the router has loaded the first page's route modules and can render it. */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
