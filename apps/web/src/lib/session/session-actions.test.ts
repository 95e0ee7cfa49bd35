import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGOUT_CLEAR_DELAY_MS, STORAGE_KEYS } from '@hoshi/contracts';
import type { User } from '@hoshi/contracts';
import { DEMO } from '@hoshi/discord-emulator';
import { realServerPerFile } from '../../testing/real-server.ts';
import { login, logout, startSession } from './session-actions.ts';
import { sessionStore } from './session-store.ts';

const server = realServerPerFile();
let akari: User;

beforeEach(async () => {
  // A signed-in browser that has just been reloaded: the session cookie, nothing in memory.
  akari = await server().signInAs(DEMO.users.akari);
  sessionStore.reset();
  server().requests.length = 0;
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
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
    await startSession();
    expect(server().requests).toEqual(['GET /api/refresh', 'GET /api/validate']);
    expect(sessionStore.get()).toMatchObject({ user: akari, authLoaded: true });
    expect(sessionStore.get().accessToken).toEqual(expect.any(String));
  });

  it('is logged out, without an error, when the refresh says nobody is signed in (204)', async () => {
    server().dropCookies();
    await startSession();
    expect(server().requests).toEqual(['GET /api/refresh']);
    expect(sessionStore.get()).toMatchObject({ user: null, accessToken: null, authLoaded: true });
    expect(console.info).not.toHaveBeenCalled();
  });

  it('is logged out with authLoaded when the refresh is refused (Discord refused the renewal: 401)', async () => {
    server().interfere('GET /api/refresh', 401);
    await startSession();
    expect(sessionStore.get()).toMatchObject({ user: null, accessToken: null, authLoaded: true });
  });

  it('clears the token when the validate call fails after a refresh', async () => {
    server().interfere('GET /api/validate', 500);
    await startSession();
    expect(sessionStore.get()).toMatchObject({ user: null, accessToken: null, authLoaded: true });
  });

  it('does not undo a login that happened while it was running', async () => {
    let release: () => void = () => {};
    server().dropCookies();
    server().interfere('GET /api/refresh', new Promise<void>((resolve) => (release = resolve)));
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
  async function runLogout(fault?: number) {
    if (fault) server().interfere('POST /api/logout', fault);
    await startSession();
    server().requests.length = 0;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    window.localStorage.setItem(STORAGE_KEYS.guilds, '{}');
    const navigate = vi.fn();
    const token = sessionStore.get().accessToken;
    const done = logout(navigate);
    // The real server answers on immediates; the faked clock stays put meanwhile.
    for (let i = 0; i < 500 && navigate.mock.calls.length === 0; i++) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    return { navigate, done, token };
  }

  it('posts, sets isLoggingOut, goes home, and clears the session 400 ms later', async () => {
    const { navigate, done, token } = await runLogout();
    expect(server().requests).toEqual(['POST /api/logout']);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(sessionStore.get()).toMatchObject({ user: akari, accessToken: token, isLoggingOut: true });

    await vi.advanceTimersByTimeAsync(LOGOUT_CLEAR_DELAY_MS - 1);
    expect(sessionStore.get().user).toEqual(akari);

    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(sessionStore.get()).toMatchObject({ user: null, accessToken: null, isLoggingOut: false });
    expect(window.localStorage.getItem(STORAGE_KEYS.guilds)).toBeNull();
    // The server ended the session: the cookie no longer renews it.
    vi.useRealTimers();
    await startSession();
    expect(sessionStore.get()).toMatchObject({ user: null, authLoaded: true });
  });

  it('clears the session even when the logout call fails', async () => {
    const { navigate, done } = await runLogout(500);
    expect(navigate).toHaveBeenCalledWith('/');
    await vi.advanceTimersByTimeAsync(LOGOUT_CLEAR_DELAY_MS);
    await done;
    expect(sessionStore.get()).toMatchObject({ user: null, accessToken: null, isLoggingOut: false });
  });
});
