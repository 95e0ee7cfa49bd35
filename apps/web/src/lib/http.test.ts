import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '@hoshi/discord-emulator';
import { realServerPerFile } from '../testing/real-server.ts';
import { http } from './http.ts';
import { sessionStore } from './session/session-store.ts';

const server = realServerPerFile();
const A = DEMO.guilds.A;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  sessionStore.reset();
  vi.restoreAllMocks();
});

describe('the app client and the session (against the real server)', () => {
  it('signs the user out, marked as ended, when the refresh after a 401 is refused', async () => {
    const akari = await server().signInAs(DEMO.users.akari);
    // The session ended elsewhere (another tab signed out): the token and the cookie are dead.
    await server().send({ method: 'POST', url: '/api/logout', headers: {}, credentials: true });
    sessionStore.set({ authLoaded: true, user: akari });
    // A page's calls go out together and fail on the same refused refresh.
    const calls = [`/guilds/${A}/info`, `/guilds/${A}/channels`, `/guilds/${A}/roles`].map((url) =>
      http.get(url),
    );
    for (const call of calls) await expect(call).rejects.toMatchObject({ response: { status: 401 } });
    expect(sessionStore.get()).toMatchObject({ user: null, accessToken: null, expired: true });
  });

  it('does not call it an ended session when nobody was signed in', async () => {
    server().dropCookies();
    sessionStore.set({ authLoaded: true, user: null, accessToken: 'stale' });
    await expect(http.get('/validate')).rejects.toMatchObject({ response: { status: 401 } });
    expect(sessionStore.get().expired).toBe(false);
  });

  it('keeps the user when the refresh succeeds', async () => {
    const akari = await server().signInAs(DEMO.users.akari);
    // A token the server no longer knows, with the session cookie still good.
    sessionStore.set({ authLoaded: true, user: akari, accessToken: 'old' });
    await expect(http.get(`/guilds/${A}/info`)).resolves.toMatchObject({ data: { id: A } });
    expect(sessionStore.get().user).toEqual(akari);
    expect(sessionStore.get().accessToken).not.toBe('old');
    expect(sessionStore.get().expired).toBe(false);
  });
});
