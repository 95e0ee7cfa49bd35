import { LOGOUT_CLEAR_DELAY_MS, STORAGE_KEYS, refreshAnswer, userSchema } from '@hoshi/contracts';
import type { LoginAnswer } from '@hoshi/contracts';
import { http } from '../http.ts';
import { queryClient } from '../query-client.ts';
import { removeStorage } from '../storage.ts';
import { sessionStore } from './session-store.ts';

// A login that lands while the start-up check is still running wins over that check's
// (older) answer; the counter tells the check it has been overtaken.
let generation = 0;

/** spec 000 §4: refresh → store the token → validate → logged in; otherwise logged out. */
export async function startSession(): Promise<void> {
  const started = generation;
  try {
    const { data: refreshed } = await http.get('/refresh');
    if (started !== generation) return;
    sessionStore.set({ accessToken: refreshAnswer.parse(refreshed).access_token });
    const { data: user } = await http.get('/validate');
    if (started !== generation) return;
    sessionStore.set({ user: userSchema.parse(user), authLoaded: true });
  } catch (error) {
    // spec 000 §8: a failed start-up check is logged only; the visitor stays signed out.
    console.info('No session to restore', error);
    if (started !== generation) return;
    sessionStore.set({ user: null, accessToken: null, authLoaded: true });
  }
}

/** A login sets token and user directly (spec 000 §4). */
export function login(answer: LoginAnswer): void {
  generation += 1;
  // Signing in again after a session ended: whatever was loaded then belongs to that session.
  if (sessionStore.get().expired) forgetLoadedData();
  sessionStore.set({ accessToken: answer.access_token, user: answer.user, authLoaded: true, expired: false });
}

/**
 * spec 000 §4: post the logout, set isLoggingOut, go home, and 400 ms later clear token and
 * user — whatever the server answered. The delay lets the page transition leave the
 * dashboard before the data it shows disappears.
 */
export async function logout(navigate: (to: string) => void): Promise<void> {
  try {
    await http.post('/logout');
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
  queryClient.clear();
  removeStorage(STORAGE_KEYS.guilds);
}
