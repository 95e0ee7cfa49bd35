import { createHttpClient } from './http-client.ts';
import { sessionStore } from './session/session-store.ts';

/**
 * The app's client, wired to the session's in-memory token. The client drops the token when a
 * refresh is refused: whoever was signed in is then signed out, and told so (the dashboard
 * offers to sign in again) rather than left with pages that wait forever.
 */
export const http = createHttpClient({
  get: () => sessionStore.get().accessToken,
  set(accessToken) {
    if (accessToken !== null) return sessionStore.set({ accessToken });
    // Several calls may fail on the same refused refresh; the first one has already signed out.
    const { user, expired } = sessionStore.get();
    sessionStore.set({ accessToken, user: null, expired: expired || user !== null });
  },
});
