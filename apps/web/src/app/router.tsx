import type { RouteObject } from 'react-router';
import { COLLECTION_PAGE_NAMES, SETTINGS_PAGE_NAMES, isModerationPage } from '@hoshi/contracts/page-names';
import { Loader } from '../components/loader.tsx';
import { paths } from '../config/paths.ts';
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
              {
                path: paths.dashboard.server.pagePattern('inventory'),
                lazy: async () => ({ Component: (await import('./routes/inventory.tsx')).InventoryRoute }),
              },
              {
                path: paths.dashboard.server.leaderboard.pattern,
                lazy: async () => ({
                  Component: (await import('./routes/leaderboard.tsx')).LeaderboardRoute,
                }),
              },
              {
                path: paths.dashboard.server.pagePattern('moderation'),
                lazy: async () => (await import('./routes/moderation.tsx')).loadModerationRoute(),
              },
              ...[...SETTINGS_PAGE_NAMES, ...COLLECTION_PAGE_NAMES].map((page) => ({
                // Moderation pages sit under the moderation menu (spec 000 §2).
                path: isModerationPage(page)
                  ? paths.dashboard.server.moderationPattern(page)
                  : paths.dashboard.server.pagePattern(page),
                // Two lazy parts: the loader starts the page's data as soon as its small module
                // is in, while the screen's larger code is still on its way.
                lazy: {
                  loader: async () => (await import('./routes/settings-page.tsx')).settingsLoader(page),
                  Component: async () => (await import('./routes/settings-page.tsx')).loadSettingsRoute(page),
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
