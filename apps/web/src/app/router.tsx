import type { RouteObject } from 'react-router';
import { Loader } from '../components/loader.tsx';
import { paths } from '../config/paths.ts';
import { SERVER_PAGE_NAMES } from '../config/server-pages.ts';
import { RouteErrorFallback } from './shell/error-fallback.tsx';
import { RootLayout } from './shell/root-layout.tsx';

// Each page is its own chunk, loaded when first visited (STYLE.md: routes are lazy modules).
export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: RootLayout,
    HydrateFallback: Loader,
    errorElement: <RouteErrorFallback />,
    children: [
      {
        errorElement: <RouteErrorFallback />,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./routes/home.tsx')).HomeRoute }) },
          {
            path: paths.about,
            lazy: async () => ({ Component: (await import('./routes/about.tsx')).AboutRoute }),
          },
          {
            path: paths.activities.index,
            lazy: async () => ({ Component: (await import('./routes/activities.tsx')).ActivitiesRoute }),
          },
          {
            path: paths.activities.whack,
            lazy: async () => ({ Component: (await import('./routes/whack.tsx')).WhackRoute }),
          },
          {
            path: paths.activities.typing,
            lazy: async () => ({ Component: (await import('./routes/typing.tsx')).TypingRoute }),
          },
          {
            path: paths.activities.shooter,
            lazy: async () => ({ Component: (await import('./routes/shooter.tsx')).ShooterRoute }),
          },
          {
            path: paths.authCallback,
            lazy: async () => ({ Component: (await import('./routes/auth-callback.tsx')).AuthCallbackRoute }),
          },
          {
            path: paths.dashboard.index,
            lazy: async () => ({ Component: (await import('./shell/dashboard-layout.tsx')).DashboardLayout }),
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import('./routes/dashboard.tsx')).DashboardRoute }),
              },
              {
                path: paths.dashboard.profile.index,
                lazy: async () => ({ Component: (await import('./routes/profile.tsx')).ProfileRoute }),
              },
              {
                path: paths.dashboard.profile.achievements,
                lazy: async () => (await import('./routes/profile-pages.tsx')).loadAchievementsRoute(),
              },
              {
                path: paths.dashboard.profile.cards,
                lazy: async () => (await import('./routes/profile-pages.tsx')).loadCardsRoute(),
              },
              {
                path: paths.dashboard.profile.pets,
                lazy: async () => (await import('./routes/profile-pages.tsx')).loadPetsRoute(),
              },
              {
                path: paths.dashboard.server.pattern,
                lazy: async () => ({ Component: (await import('./routes/server-hub.tsx')).ServerHubRoute }),
              },
              ...SERVER_PAGE_NAMES.map((page) => ({
                path: paths.dashboard.server.pagePattern(page),
                // Two lazy parts: the loader starts the page's data as soon as its small module
                // is in, while the screen's larger code is still on its way.
                lazy: {
                  loader: async () => (await import('./routes/server-page.tsx')).serverPageLoader(page),
                  Component: async () => (await import('./routes/server-page.tsx')).loadServerPage(page),
                },
              })),
            ],
          },
          {
            path: paths.notFound,
            lazy: async () => ({ Component: (await import('./routes/not-found.tsx')).NotFoundRoute }),
          },
        ],
      },
    ],
  },
];
