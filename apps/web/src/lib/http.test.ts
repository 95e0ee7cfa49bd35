import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from './http.ts';
import { sessionStore } from './session/session-store.ts';
import { stubAdapter } from '../testing/axios-stub.ts';

const originalAdapter = http.defaults.adapter;
const akari = { id: '100000000000000001', avatar: null, username: 'akari' };

afterEach(() => {
  http.defaults.adapter = originalAdapter;
  sessionStore.reset();
  vi.restoreAllMocks();
});

describe('the app client and the session', () => {
  it('signs the user out, marked as ended, when the refresh after a 401 is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStore.set({ authLoaded: true, user: akari, accessToken: 'old' });
    http.defaults.adapter = stubAdapter(() => ({ status: 401 }));
    // A page's calls go out together and fail on the same refused refresh.
    const calls = ['/guilds/1/info', '/guilds/1/channels', '/guilds/1/roles'].map((url) => http.get(url));
    for (const call of calls) await expect(call).rejects.toMatchObject({ response: { status: 401 } });
    expect(sessionStore.get()).toMatchObject({ user: null, accessToken: null, expired: true });
  });

  it('does not call it an ended session when nobody was signed in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStore.set({ authLoaded: true, user: null, accessToken: 'stale' });
    http.defaults.adapter = stubAdapter(() => ({ status: 401 }));
    await expect(http.get('/validate')).rejects.toBeDefined();
    expect(sessionStore.get().expired).toBe(false);
  });

  it('keeps the user when the refresh succeeds', async () => {
    sessionStore.set({ authLoaded: true, user: akari, accessToken: 'old' });
    http.defaults.adapter = stubAdapter((config) =>
      config.url === '/refresh'
        ? { status: 200, data: { access_token: 'new' } }
        : config.headers.Authorization === 'Bearer new'
          ? { status: 200, data: { ok: true } }
          : { status: 401 },
    );
    await expect(http.get('/guilds/1/info')).resolves.toMatchObject({ data: { ok: true } });
    expect(sessionStore.get()).toMatchObject({ user: akari, accessToken: 'new', expired: false });
  });
});
