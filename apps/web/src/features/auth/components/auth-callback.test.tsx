import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { pathOf, stubAdapter } from '../../../testing/axios-stub.ts';
import type { StubHandler } from '../../../testing/axios-stub.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { AuthCallback } from './auth-callback.tsx';

const user = { id: '100000000000000001', avatar: null, username: 'akari' };
const originalAdapter = http.defaults.adapter;
const routes = [
  { path: '/', element: <p>home page</p> },
  { path: '/dashboard', element: <p>dashboard page</p> },
  { path: '/auth/discord/callback', element: <AuthCallback /> },
];

let posted: { path: string; body: unknown }[];
function answer(handler: StubHandler) {
  http.defaults.adapter = stubAdapter((config) => {
    posted.push({ path: pathOf(config), body: JSON.parse(String(config.data)) });
    return handler(config);
  });
}

beforeEach(() => {
  posted = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  http.defaults.adapter = originalAdapter;
  sessionStore.reset();
});

describe('AuthCallback (no popup: the full-page fallback)', () => {
  it('exchanges code and state, logs in and opens the dashboard', async () => {
    answer(() => ({ status: 200, data: { access_token: 'tok', user } }));
    renderRoutes(routes, ['/auth/discord/callback?code=abc&state=xyz']);
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(posted).toEqual([{ path: '/discord/exchange', body: { code: 'abc', state: 'xyz' } }]);
    expect(sessionStore.get()).toMatchObject({ user, accessToken: 'tok' });
  });

  it('logs a failed exchange and goes home', async () => {
    answer(() => ({ status: 400, data: { error: { code: 'bad_state', message: 'x', issues: [] } } }));
    renderRoutes(routes, ['/auth/discord/callback?code=abc&state=xyz']);
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Login exchange failed', expect.anything());
    expect(sessionStore.get().user).toBeNull();
  });

  it('goes home without calling the server when the visitor cancelled on Discord', async () => {
    answer(() => ({ status: 200, data: {} }));
    renderRoutes(routes, ['/auth/discord/callback?error=access_denied&state=xyz']);
    expect(await screen.findByText('home page')).toBeInTheDocument();
    await waitFor(() => expect(posted).toEqual([]));
  });
});

describe('AuthCallback (in the login popup)', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'opener');
    vi.restoreAllMocks();
  });

  it('posts discord-auth-success to its same-origin opener, addressed to its own origin, and closes', async () => {
    answer(() => ({ status: 200, data: { access_token: 'tok', user } }));
    const postMessage = vi.fn();
    Object.defineProperty(window, 'opener', {
      configurable: true,
      value: { location: { origin: window.location.origin }, postMessage },
    });
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    renderRoutes(routes, ['/auth/discord/callback?code=abc&state=xyz']);
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(postMessage).toHaveBeenCalledWith(
      { type: 'discord-auth-success', payload: { access_token: 'tok', user } },
      window.location.origin,
    );
    // The opener logs in; the popup itself stays signed out.
    expect(sessionStore.get().user).toBeNull();
  });
});
