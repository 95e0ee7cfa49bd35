import type { RouteObject } from 'react-router';
import { Loader } from '../components/loader.tsx';
import { paths } from '../config/paths.ts';
import { SERVER_PAGE_ENTRIES, SERVER_PAGE_NAMES, type ServerPageName } from '../config/server-pages.ts';
import { RouteErrorFallback } from './shell/error-fallback.tsx';
import { RootLayout } from './shell/root-layout.tsx';
import { title } from './shell/document-title.ts';

/**
 * A server's page in two lazy parts: the loader starts the page's data as soon as its small
 * module is in, while the screen's larger code is still on its way.
 */
const serverPage = (page: ServerPageName) => ({
  loader: async () => (await import('./routes/server-page.tsx')).serverPageLoader(page),
  Component: async () => (await import('./routes/server-page.tsx')).loadServerPage(page),
});

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
          {
            index: true,
            handle: title(null),
            lazy: async () => ({ Component: (await import('./routes/home.tsx')).HomeRoute }),
          },
          {
            path: paths.appeal.pattern,
            handle: title(null),
            lazy: async () => ({ Component: (await import('./routes/appeal.tsx')).AppealRoute }),
          },
          {
            path: paths.about,
            handle: title('nav.about'),
            lazy: async () => ({ Component: (await import('./routes/about.tsx')).AboutRoute }),
          },
          {
            path: paths.activities.index,
            handle: title('activities.title'),
            lazy: async () => ({ Component: (await import('./routes/activities.tsx')).ActivitiesRoute }),
          },
          {
            path: paths.activities.whack,
            handle: title('games.whack'),
            lazy: async () => ({ Component: (await import('./routes/whack.tsx')).WhackRoute }),
          },
          {
            path: paths.activities.typing,
            handle: title('games.typing'),
            lazy: async () => ({ Component: (await import('./routes/typing.tsx')).TypingRoute }),
          },
          {
            path: paths.activities.shooter,
            handle: title('games.shooter'),
            lazy: async () => ({ Component: (await import('./routes/shooter.tsx')).ShooterRoute }),
          },
          {
            path: paths.activities.bosses,
            handle: title('games.bosses'),
            lazy: async () => (await import('./routes/bosses.tsx')).loadBossesRoute(),
          },
          {
            path: paths.authCallback,
            handle: title(null),
            lazy: async () => ({ Component: (await import('./routes/auth-callback.tsx')).AuthCallbackRoute }),
          },
          {
            path: paths.dashboard.index,
            handle: title('nav.dashboard'),
            lazy: async () => ({ Component: (await import('./shell/dashboard-layout.tsx')).DashboardLayout }),
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import('./routes/dashboard.tsx')).DashboardRoute }),
              },
              {
                path: paths.dashboard.profile.index,
                handle: title('profile.title'),
                lazy: async () => ({ Component: (await import('./routes/profile.tsx')).ProfileRoute }),
              },
              {
                path: paths.dashboard.profile.achievements,
                handle: title('profile.achievements'),
                lazy: async () => (await import('./routes/profile-pages.tsx')).loadAchievementsRoute(),
              },
              {
                path: paths.dashboard.profile.cards,
                handle: title('profile.cards'),
                lazy: async () => (await import('./routes/profile-pages.tsx')).loadCardsRoute(),
              },
              {
                path: paths.dashboard.profile.pets,
                handle: title('profile.pets'),
                lazy: async () => (await import('./routes/profile-pages.tsx')).loadPetsRoute(),
              },
              {
                path: paths.dashboard.server.pattern,
                handle: title(null),
                lazy: async () => ({ Component: (await import('./routes/server-hub.tsx')).ServerHubRoute }),
              },
              {
                // A server's pages below its hub, the moderation menu among them: with the server menu.
                lazy: async () => ({ Component: (await import('./shell/server-layout.tsx')).ServerLayout }),
                children: [
                  {
                    path: paths.dashboard.server.leaderboard.pattern,
                    handle: title('leaderboard.title'),
                    lazy: async () => ({
                      Component: (await import('./routes/leaderboard.tsx')).LeaderboardRoute,
                    }),
                  },
                  {
                    path: paths.dashboard.server.history.pattern,
                    handle: title('history.title'),
                    lazy: async () => ({ Component: (await import('./routes/history.tsx')).HistoryRoute }),
                  },
                  {
                    path: paths.dashboard.server.cases.pattern,
                    handle: title('cases.title'),
                    lazy: async () => ({ Component: (await import('./routes/cases.tsx')).CasesRoute }),
                  },
                  {
                    path: paths.dashboard.server.transfer.pattern,
                    handle: title('transfer.title'),
                    lazy: async () => (await import('./routes/transfer.tsx')).loadTransferRoute(),
                  },
                  ...SERVER_PAGE_NAMES.map((page) => ({
                    path: paths.dashboard.server.pagePattern(page),
                    handle: title(SERVER_PAGE_ENTRIES[page].title),
                    lazy: serverPage(page),
                  })),
                ],
              },
            ],
          },
          {
            path: paths.notFound,
            handle: title('notFound.title'),
            lazy: async () => ({ Component: (await import('./routes/not-found.tsx')).NotFoundRoute }),
          },
        ],
      },
    ],
  },
];
