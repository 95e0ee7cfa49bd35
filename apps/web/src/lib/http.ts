import { createHttpClient } from './http-client.ts';
import { sessionStore } from './session/session-store.ts';

/** The app's client, wired to the session's in-memory token. */
export const http = createHttpClient({
  get: () => sessionStore.get().accessToken,
  set: (accessToken) => sessionStore.set({ accessToken }),
});
