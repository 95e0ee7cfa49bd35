import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiFetchError, retryAfterSeconds } from '../../lib/api-fetch.ts';
import { CONFIG_RETRY, retryDelayMs, usePublicConfig } from '../../lib/api/public-config.ts';
import { i18n, loadLanguage } from '../../lib/i18n/i18n.ts';
import { realServerPerFile } from '../../testing/real-server.ts';
import { renderRoutes } from '../../testing/render.tsx';
import { RootLayout } from './root-layout.tsx';

const server = realServerPerFile();

/** A page that needs the config: its loader until the config comes. */
function NeedsConfig() {
  const config = usePublicConfig();
  return <p data-testid="page">{config ? `ready: ${config.cdnBase}` : 'loading'}</p>;
}

describe('the app while /api/config answers 429', () => {
  it('shows the shell and says why in both languages, then retries after Retry-After and renders', async () => {
    let busy = true;
    let asked = 0;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (new URL(url, 'http://x').pathname === '/api/config') {
        asked += 1;
        if (busy)
          return new Response(JSON.stringify({ error: { code: 'rate_limited', message: 'slow down' } }), {
            status: 429,
            headers: { 'Retry-After': '1', 'Content-Type': 'application/json' },
          });
      }
      return server().fetch(input, init);
    });

    renderRoutes([{ element: <RootLayout />, children: [{ path: '/', element: <NeedsConfig /> }] }], ['/']);
    expect(await screen.findByText(/Hoshi's server is busy right now/)).toHaveTextContent(
      /Trying again in 1 s\./,
    );
    expect(screen.getByTestId('page')).toHaveTextContent('loading');
    // Asked again after the second the server asked for, still busy: still said.
    await waitFor(() => expect(asked).toBeGreaterThanOrEqual(2));

    await loadLanguage('ja');
    await act(() => i18n.changeLanguage('ja'));
    try {
      expect(await screen.findByText(/Hoshi のサーバーが混み合っているため/)).toHaveTextContent(
        /1 秒後にもう一度試します。/,
      );
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }

    busy = false;
    await waitFor(() => expect(screen.getByTestId('page')).toHaveTextContent(/^ready: /));
    expect(screen.queryByText(/Hoshi's server is busy/)).toBeNull();
  });
});

describe('the wait before asking again', () => {
  it('honours Retry-After (seconds or a date), capped, and otherwise doubles from 1 s to 30 s', () => {
    expect(retryAfterSeconds('3')).toBe(3);
    expect(retryAfterSeconds(new Date(10_000).toUTCString(), 4_000)).toBe(6);
    expect(retryAfterSeconds('soon')).toBeNull();
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryDelayMs(new ApiFetchError(429, 2), 1)).toBe(2000);
    expect(retryDelayMs(new ApiFetchError(429, 3600), 1)).toBe(CONFIG_RETRY.maxMs);
    expect([1, 2, 3, 6, 9].map((n) => retryDelayMs(new ApiFetchError(0), n))).toEqual([
      1000, 2000, 4000, 30_000, 30_000,
    ]);
  });
});
