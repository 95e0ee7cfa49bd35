import { LOGOUT_CLEAR_DELAY_MS, STORAGE_KEYS } from '@hoshi/contracts';
import type { LoginAnswer } from '@hoshi/contracts';
import { readRefreshAnswer, readUser } from '@hoshi/contracts/first-page';
import { apiFetch } from '../api-fetch.ts';
import { removeStorage } from '../storage.ts';
import { sessionStore } from './session-store.ts';

// A login that lands while the start-up check is still running wins over that check's
// (older) answer; the counter tells the check it has been overtaken.
let generation = 0;

/**
 * docs/product.md#session-and-sign-in: refresh → store the token → validate → logged in; otherwise logged out. A
 * visitor without a session gets 204 from the refresh: signed out is not an error.
 */
export async function startSession(): Promise<void> {
  const started = generation;
  const signedOut = () => {
    if (started === generation) sessionStore.set({ user: null, accessToken: null, authLoaded: true });
  };
  try {
    const refreshed = await apiFetch('/refresh');
    if (started !== generation) return;
    if (refreshed.status === 204) return signedOut();
    const token = readRefreshAnswer(refreshed.data)?.access_token;
    if (!token) throw new Error('Unexpected refresh answer');
    sessionStore.set({ accessToken: token });
    const user = readUser((await apiFetch('/validate', { token })).data);
    if (started !== generation) return;
    if (!user) throw new Error('Unexpected validate answer');
    sessionStore.set({ user, authLoaded: true });
  } catch (error) {
    // docs/product.md#texts: a failed start-up check is logged only; the visitor stays signed out.
    console.info('No session to restore', error);
    signedOut();
  }
}

// What a logout must forget besides the session (the dashboard's query cache registers itself
// when it loads, so the first page does not load it).
const forgetAtLogout = new Set<() => void>();
export const onLogout = (forget: () => void): void => void forgetAtLogout.add(forget);

/** A login sets token and user directly (docs/product.md#session-and-sign-in). */
export function login(answer: LoginAnswer): void {
  generation += 1;
  // Signing in again after a session ended: whatever was loaded then belongs to that session.
  if (sessionStore.get().expired) forgetLoadedData();
  sessionStore.set({ accessToken: answer.access_token, user: answer.user, authLoaded: true, expired: false });
}

/**
 * docs/product.md#session-and-sign-in: post the logout, set isLoggingOut, go home, and 400 ms later clear token and
 * user — whatever the server answered. The delay lets the page transition leave the
 * dashboard before the data it shows disappears.
 */
export async function logout(navigate: (to: string) => void): Promise<void> {
  try {
    await apiFetch('/logout', { method: 'POST' });
  } catch (error) {
    console.error('Logout failed; clearing the session anyway', error);
  }
  sessionStore.set({ isLoggingOut: true });
  navigate('/');
  await new Promise((resolve) => setTimeout(resolve, LOGOUT_CLEAR_DELAY_MS));
  generation += 1;
  sessionStore.set({ accessToken: null, user: null, isLoggingOut: false, expired: false });
  forgetLoadedData();
}

/** The next person on this browser must not see this user's servers. */
function forgetLoadedData(): void {
  forgetAtLogout.forEach((forget) => forget());
  removeStorage(STORAGE_KEYS.guilds);
}
