import { useSyncExternalStore } from 'react';
import type { User } from '@hoshi/contracts';

/** The client-held session (docs/product.md#session-and-sign-in). The token lives in memory only, never in storage. */
export interface Session {
  user: User | null;
  accessToken: string | null;
  authLoaded: boolean;
  isLoggingOut: boolean;
  /** The session ended on its own (the refresh was refused), not by logging out. */
  expired: boolean;
}

export const initialSession: Session = {
  user: null,
  accessToken: null,
  authLoaded: false,
  isLoggingOut: false,
  expired: false,
};

let state: Session = initialSession;
const listeners = new Set<() => void>();

export const sessionStore = {
  get: (): Session => state,
  set(patch: Partial<Session>): void {
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener());
  },
  // An arrow, like get: React's useSyncExternalStore calls both detached from the store.
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Tests start each case from the unknown state. */
  reset(): void {
    state = initialSession;
    listeners.forEach((listener) => listener());
  },
};

export function useSession(): Session {
  // A prerendered page was drawn signed out: hydration starts from there (docs/decisions/0055-moving-around-a-server-page-titles-prerendered-public.md).
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => initialSession);
}

/** Resolves true once a session token is held, false when the visitor turns out signed out. */
export function whenSignedIn(): Promise<boolean> {
  const decided = () => (state.accessToken ? true : state.authLoaded ? false : undefined);
  return new Promise((resolve) => {
    const now = decided();
    if (now !== undefined) return resolve(now);
    const unsubscribe = sessionStore.subscribe(() => {
      const answer = decided();
      if (answer === undefined) return;
      unsubscribe();
      resolve(answer);
    });
  });
}
