import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { readAuthMessage, useAuthMessageListener } from './use-auth-message-listener.ts';

const user = { id: '100000000000000001', avatar: null, username: 'akari' };
const good = { type: 'discord-auth-success', payload: { access_token: 'tok', user } };
const own = window.location.origin;
const message = (data: unknown, origin = own) => new MessageEvent('message', { data, origin });

describe('readAuthMessage', () => {
  it('accepts a well-formed message from its own origin', () => {
    expect(readAuthMessage(message(good), own)).toEqual({ access_token: 'tok', user });
  });

  it('rejects the same message from another origin', () => {
    expect(readAuthMessage(message(good, 'https://evil.example'), own)).toBeNull();
    expect(readAuthMessage(message(good, 'http://localhost:5173'), 'http://localhost:3000')).toBeNull();
  });

  it.each([
    ['another type', { ...good, type: 'something-else' }],
    ['no payload', { type: 'discord-auth-success' }],
    ['a token that is not a string', { ...good, payload: { access_token: 42, user } }],
    ['a user with a bad id', { ...good, payload: { access_token: 'tok', user: { ...user, id: 'x' } } }],
    ['a string', JSON.stringify(good)],
    ['null', null],
  ])('rejects a malformed payload: %s', (_label, data) => {
    expect(readAuthMessage(message(data), own)).toBeNull();
  });
});

describe('useAuthMessageListener', () => {
  beforeEach(() => sessionStore.reset());

  function Listener() {
    useAuthMessageListener();
    return null;
  }

  function renderListener() {
    const router = createMemoryRouter(
      [
        { path: '/', Component: Listener },
        { path: '/dashboard', Component: () => null },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it('logs in and opens the dashboard on a valid message', async () => {
    const router = renderListener();
    await act(async () => {
      window.dispatchEvent(message(good));
    });
    expect(sessionStore.get()).toMatchObject({ user, accessToken: 'tok' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('leaves a visitor who signs in on an appeal page on it', async () => {
    const router = renderListener();
    window.history.pushState(null, '', '/appeal/200000000000000002');
    try {
      await act(async () => {
        window.dispatchEvent(message(good));
      });
    } finally {
      window.history.pushState(null, '', '/');
    }
    expect(sessionStore.get()).toMatchObject({ user, accessToken: 'tok' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('ignores messages from other origins', async () => {
    const router = renderListener();
    await act(async () => {
      window.dispatchEvent(message(good, 'https://evil.example'));
    });
    expect(sessionStore.get().user).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });
});
