import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore, whenSignedIn } from './session-store.ts';

beforeEach(() => sessionStore.reset());

describe('waiting for the session check', () => {
  it('answers true once a token is held', async () => {
    const answer = whenSignedIn();
    sessionStore.set({ accessToken: 'token' });
    expect(await answer).toBe(true);
  });

  it('answers false when the visitor turns out signed out', async () => {
    const answer = whenSignedIn();
    sessionStore.set({ authLoaded: true });
    expect(await answer).toBe(false);
  });

  it('answers at once when the check is already decided', async () => {
    sessionStore.set({ accessToken: 'token', authLoaded: true });
    expect(await whenSignedIn()).toBe(true);
  });
});
