import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '@hoshi/discord-emulator';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { realServerPerFile } from '../../../testing/real-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { AuthCallback } from './auth-callback.tsx';

const server = realServerPerFile();
const routes = [
  { path: '/', element: <p>home page</p> },
  { path: '/dashboard', element: <p>dashboard page</p> },
  { path: '/auth/discord/callback', element: <AuthCallback /> },
];
const exchanges = () => server().requests.filter((r) => r === 'POST /api/discord/exchange');

beforeEach(() => {
  server().requests.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  sessionStore.reset();
  vi.restoreAllMocks();
});

describe('AuthCallback (no popup: the full-page fallback)', () => {
  it('exchanges code and state, signs in and opens the dashboard', async () => {
    const { code, state } = await server().authorize(DEMO.users.akari);
    renderRoutes(routes, [`/auth/discord/callback?code=${code}&state=${state}`]);
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(exchanges()).toHaveLength(1);
    const session = sessionStore.get();
    expect(session.user).toMatchObject({ id: DEMO.users.akari, username: 'akari' });
    // The token is a real one: the server answers the signed-in user's reads with it.
    expect(await server().get<{ id: string }>('/api/validate')).toMatchObject({ id: DEMO.users.akari });
  });

  it('logs a refused exchange (a forged state) and goes home signed out', async () => {
    const { code } = await server().authorize(DEMO.users.akari);
    renderRoutes(routes, [`/auth/discord/callback?code=${code}&state=forged`]);
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Login exchange failed', expect.anything());
    expect(sessionStore.get().user).toBeNull();
  });

  it('goes home without calling the server when the visitor cancelled on Discord', async () => {
    renderRoutes(routes, ['/auth/discord/callback?error=access_denied&state=xyz']);
    expect(await screen.findByText('home page')).toBeInTheDocument();
    await waitFor(() => expect(exchanges()).toEqual([]));
  });
});

describe('AuthCallback (in the login popup)', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'opener');
  });

  it('posts discord-auth-success to its same-origin opener, addressed to its own origin, and closes', async () => {
    const { code, state } = await server().authorize(DEMO.users.mika);
    const postMessage = vi.fn();
    Object.defineProperty(window, 'opener', {
      configurable: true,
      value: { location: { origin: window.location.origin }, postMessage },
    });
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    renderRoutes(routes, [`/auth/discord/callback?code=${code}&state=${state}`]);
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(postMessage).toHaveBeenCalledWith(
      {
        type: 'discord-auth-success',
        payload: { access_token: expect.any(String), user: expect.objectContaining({ username: 'mika' }) },
      },
      window.location.origin,
    );
    // The opener signs in; the popup itself stays signed out.
    expect(sessionStore.get().user).toBeNull();
  });
});
