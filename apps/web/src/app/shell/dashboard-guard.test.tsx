import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session/session-store.ts';
import { renderRoutes } from '../../testing/render.tsx';
import { DashboardGuard } from './dashboard-guard.tsx';

const routes = [
  { path: '/', element: <p>home page</p> },
  {
    path: '/dashboard',
    element: <DashboardGuard />,
    children: [{ index: true, element: <p>server list</p> }],
  },
];

afterEach(() => sessionStore.reset());

describe('DashboardGuard', () => {
  it('shows a loader until the first session check has finished', () => {
    renderRoutes(routes, ['/dashboard']);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('server list')).not.toBeInTheDocument();
  });

  it('sends signed-out visitors home', async () => {
    const { router } = renderRoutes(routes, ['/dashboard']);
    act(() => sessionStore.set({ authLoaded: true }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('renders the page for a signed-in user', async () => {
    sessionStore.set({
      authLoaded: true,
      user: { id: '100000000000000001', avatar: null, username: 'akari' },
    });
    renderRoutes(routes, ['/dashboard']);
    expect(await screen.findByText('server list')).toBeInTheDocument();
  });

  it('offers to sign in again, on the same page, when the session ended by itself', async () => {
    const { router } = renderRoutes(routes, ['/dashboard']);
    act(() => sessionStore.set({ authLoaded: true, user: null, expired: true }));
    expect(await screen.findByRole('heading', { name: 'Your session has ended' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
    expect(screen.queryByText('server list')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
