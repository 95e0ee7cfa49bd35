import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGOUT_CLEAR_DELAY_MS, STORAGE_KEYS } from '@hoshi/contracts';
import { http } from '../http.ts';
import { pathOf, stubAdapter } from '../../testing/axios-stub.ts';
import type { StubHandler } from '../../testing/axios-stub.ts';
import { login, logout, startSession } from './session-actions.ts';
import { sessionStore } from './session-store.ts';

const akari = { id: '100000000000000001', avatar: null, username: 'akari' };
const originalAdapter = http.defaults.adapter;

function answer(handler: StubHandler) {
  const paths: string[] = [];
  http.defaults.adapter = stubAdapter((config) => {
    paths.push(`${config.method?.toUpperCase()} ${pathOf(config)}`);
    return handler(config);
  });
  return paths;
}

beforeEach(() => {
  sessionStore.reset();
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  http.defaults.adapter = originalAdapter;
  vi.useRealTimers();
});

describe('start-up session check', () => {
  it('starts unknown', () => {
    expect(sessionStore.get()).toEqual({
      user: null,
      accessToken: null,
      authLoaded: false,
      isLoggingOut: false,
      expired: false,
    });
  });

  it('refreshes, then validates, and is logged in', async () => {
    const paths = answer((config) =>
      pathOf(config) === '/refresh'
        ? { status: 200, data: { access_token: 'tok' } }
        : { status: 200, data: akari },
    );
    await startSession();
    expect(paths).toEqual(['GET /refresh', 'GET /validate']);
    expect(sessionStore.get()).toMatchObject({ user: akari, accessToken: 'tok', authLoaded: true });
  });

  it('is logged out with authLoaded when the refresh is refused', async () => {
    answer(() => ({ status: 401 }));
    await startSession();
    expect(sessionStore.get()).toMatchObject({ user: null, accessToken: null, authLoaded: true });
  });

  it('clears the token when the validate call fails after a refresh', async () => {
    answer((config) =>
      pathOf(config) === '/refresh' ? { status: 200, data: { access_token: 'tok' } } : { status: 500 },
    );
    await startSession();
    expect(sessionStore.get()).toMatchObject({ user: null, accessToken: null, authLoaded: true });
  });

  it('does not undo a login that happened while it was running', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    answer(async () => {
      await gate;
      return { status: 401 };
    });
    const check = startSession();
    login({ access_token: 'fresh', user: akari });
    release();
    await check;
    expect(sessionStore.get()).toMatchObject({ user: akari, accessToken: 'fresh', authLoaded: true });
  });
});

describe('login', () => {
  it('sets token and user directly', () => {
    login({ access_token: 'tok', user: akari });
    expect(sessionStore.get()).toMatchObject({ user: akari, accessToken: 'tok', authLoaded: true });
  });
});

describe('logout', () => {
  async function runLogout(status: number) {
    vi.useFakeTimers();
    const paths = answer(() => ({ status }));
    login({ access_token: 'tok', user: akari });
    window.localStorage.setItem(STORAGE_KEYS.guilds, '{}');
    const navigate = vi.fn();
    const done = logout(navigate);
    await vi.advanceTimersByTimeAsync(0);
    return { paths, navigate, done };
  }

  it('posts, sets isLoggingOut, goes home, and clears the session 400 ms later', async () => {
    const { paths, navigate, done } = await runLogout(204);
    expect(paths).toEqual(['POST /logout']);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(sessionStore.get()).toMatchObject({ user: akari, accessToken: 'tok', isLoggingOut: true });

    await vi.advanceTimersByTimeAsync(LOGOUT_CLEAR_DELAY_MS - 1);
    expect(sessionStore.get().user).toEqual(akari);

    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(sessionStore.get()).toMatchObject({ user: null, accessToken: null, isLoggingOut: false });
    expect(window.localStorage.getItem(STORAGE_KEYS.guilds)).toBeNull();
  });

  it('clears the session even when the logout call fails', async () => {
    const { navigate, done } = await runLogout(500);
    expect(navigate).toHaveBeenCalledWith('/');
    await vi.advanceTimersByTimeAsync(LOGOUT_CLEAR_DELAY_MS);
    await done;
    expect(sessionStore.get()).toMatchObject({ user: null, accessToken: null, isLoggingOut: false });
  });
});
