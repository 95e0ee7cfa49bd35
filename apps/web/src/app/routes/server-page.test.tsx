import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '@hoshi/discord-emulator';
import { paths } from '../../config/paths.ts';
import type { ServerPageName } from '../../config/server-pages.ts';
import '../../lib/i18n/i18n.ts';
import { queryClient } from '../../lib/query-client.ts';
import { realServerPerFile } from '../../testing/real-server.ts';
import { LeaderboardRoute } from './leaderboard.tsx';
import { ServerHubRoute } from './server-hub.tsx';
import { loadServerPage, serverPageLoader } from './server-page.tsx';

const server = realServerPerFile();

// The screens' code, loaded once before the tests (as a browser that has visited them holds it).
beforeAll(() => Promise.all((['greetings', 'autovc', 'inventory', 'xp'] as const).map(loadServerPage)));

beforeEach(async () => {
  await server().signInAs(DEMO.users.akari);
  server().requests.length = 0;
});

afterEach(() => queryClient.clear());

/** The routes in a memory router with the app's own query client, the one route loaders fill. */
function renderApp(routes: RouteObject[], at: string) {
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** A server page's route as the app declares it; its screen's code waits for `codeLoaded`. */
const serverRoute = (page: ServerPageName, codeLoaded?: Promise<void>): RouteObject => ({
  path: paths.dashboard.server.pagePattern(page),
  lazy: {
    loader: async () => serverPageLoader(page),
    Component: async () => {
      await codeLoaded;
      return loadServerPage(page);
    },
  },
});

// Routes made afresh for each render: React Router keeps what a lazy route loaded on its object.
const GUILD_PAGES: [string, string, () => RouteObject][] = [
  ['the hub', '', () => ({ path: paths.dashboard.server.pattern, Component: ServerHubRoute })],
  ['a settings page', '/greetings', () => serverRoute('greetings')],
  ['a collection page', '/autovc', () => serverRoute('autovc')],
  ['the inventory', '/inventory', () => serverRoute('inventory')],
  [
    'the leaderboard',
    '/leaderboard',
    () => ({ path: paths.dashboard.server.leaderboard.pattern, Component: LeaderboardRoute }),
  ],
];

describe.each(GUILD_PAGES)('%s of a server that cannot be managed here', (name, where, route) => {
  const header = () => screen.getByRole('link', { name: 'Unknown Server — Back to the server hub' });

  // A member's own inventory is theirs in every server they share with Hoshi (below).
  it.skipIf(name === 'the inventory')(
    'says a 403 (Cafe Comet) under the server header, with the way back',
    async () => {
      renderApp([route()], `/dashboard/servers/${DEMO.guilds.C}${where}`);
      expect(
        await screen.findByRole('heading', { name: "You can't manage this server" }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to your servers' })).toHaveAttribute(
        'href',
        '/dashboard',
      );
      expect(screen.queryByRole('link', { name: /Add Hoshi/ })).not.toBeInTheDocument();
      expect(header()).toHaveAttribute('href', paths.dashboard.server.href(DEMO.guilds.C));
      expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    },
  );

  it('says a 404 (Quiet Garden) under the server header, with the invite for that server', async () => {
    renderApp([route()], `/dashboard/servers/${DEMO.guilds.D}${where}`);
    expect(
      await screen.findByRole('heading', { name: "Hoshi isn't on this server yet" }),
    ).toBeInTheDocument();
    const invite = await screen.findByRole('link', { name: /Add Hoshi to this server/ });
    expect(new URL(invite.getAttribute('href') ?? '', 'http://localhost').searchParams.get('guild_id')).toBe(
      DEMO.guilds.D,
    );
    expect(header()).toHaveAttribute('href', paths.dashboard.server.href(DEMO.guilds.D));
  });
});

describe('the inventory of a server its member does not manage', () => {
  it('is theirs to read (Cafe Comet, where akari is only a member)', async () => {
    renderApp([serverRoute('inventory')], `/dashboard/servers/${DEMO.guilds.C}/inventory`);
    expect(await screen.findByRole('heading', { name: 'Inventory', level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "You can't manage this server" })).not.toBeInTheDocument();
  });
});

describe("a settings page's route", () => {
  const id = DEMO.guilds.A;
  const at = paths.dashboard.server.page(id, 'xp');
  const document = `GET /api/guilds/${id}/info/xp`;
  const asked = (request: string) => server().requests.filter((r) => r === request).length;

  it('asks for the page’s data while the page’s code loads, and the page takes that answer', async () => {
    let codeLoaded = () => {};
    renderApp([serverRoute('xp', new Promise<void>((resolve) => (codeLoaded = resolve)))], at);
    // The document, the channels and the roles, all asked for before the screen's code is in.
    await waitFor(() =>
      expect(server().requests).toEqual(
        expect.arrayContaining([document, `GET /api/guilds/${id}/channels`, `GET /api/guilds/${id}/roles`]),
      ),
    );
    await waitFor(() =>
      expect(
        queryClient.getQueryCache().find({ queryKey: ['settings', 'xp', id] })?.state.data,
      ).toBeDefined(),
    );
    codeLoaded();
    expect(await screen.findByRole('heading', { name: 'XP System' })).toBeInTheDocument();
    expect(asked(document)).toBe(1);
  });

  it('asks afresh on the next visit: a copy kept from the last one is not edited again', async () => {
    const router = renderApp([serverRoute('xp'), { path: '/elsewhere', element: <p>elsewhere</p> }], at);
    expect(await screen.findByRole('heading', { name: 'XP System' })).toBeInTheDocument();
    await act(() => router.navigate('/elsewhere'));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    await act(() => router.navigate(at));
    expect(await screen.findByRole('heading', { name: 'XP System' })).toBeInTheDocument();
    expect(asked(document)).toBe(2);
  });
});
