import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../session/session-actions.ts';
import { sessionStore } from '../session/session-store.ts';
import { prefetch, takePrefetched, whenSignedIn } from './prefetch.ts';

const key = ['settings', 'xp', '1'];

beforeEach(() => {
  sessionStore.reset();
  // Whatever an earlier case started and nobody took.
  void takePrefetched(key, () => Promise.resolve());
});

afterEach(() => {
  vi.useRealTimers();
});

describe('a request started by a route', () => {
  it('is what the page’s query gets, once: the next visit asks afresh', async () => {
    const routeFetch = vi.fn(() => Promise.resolve('from the route'));
    const pageFetch = vi.fn(() => Promise.resolve('asked by the page'));
    prefetch(key, routeFetch);
    expect(await takePrefetched(key, pageFetch)).toBe('from the route');
    expect(pageFetch).not.toHaveBeenCalled();
    expect(await takePrefetched(key, pageFetch)).toBe('asked by the page');
    expect(routeFetch).toHaveBeenCalledTimes(1);
  });

  it('is started once however often the route asks', () => {
    const routeFetch = vi.fn(() => new Promise(() => {}));
    prefetch(key, routeFetch);
    prefetch(key, routeFetch);
    expect(routeFetch).toHaveBeenCalledTimes(1);
  });

  it('is not handed out after 10 s: the page asks afresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    prefetch(key, () => Promise.resolve('old'));
    vi.setSystemTime(Date.now() + 10_001);
    expect(await takePrefetched(key, () => Promise.resolve('fresh'))).toBe('fresh');
  });

  it('that failed leaves the page to ask itself', async () => {
    prefetch(key, () => Promise.reject(new Error('network')));
    expect(await takePrefetched(key, () => Promise.resolve('asked by the page'))).toBe('asked by the page');
  });

  it('is forgotten at logout: the next person’s page asks for itself', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    vi.useFakeTimers({ toFake: ['setTimeout'], shouldAdvanceTime: true });
    prefetch(key, () => Promise.resolve('the first person’s'));
    const done = logout(() => {});
    await vi.runAllTimersAsync();
    await done;
    expect(await takePrefetched(key, () => Promise.resolve('the next person’s'))).toBe('the next person’s');
    vi.restoreAllMocks();
  });
});

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
});
