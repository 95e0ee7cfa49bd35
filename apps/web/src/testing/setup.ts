import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { fixedMediaQuery } from './media-query.ts';

// Component tests wait on the real server (testing/real-server.ts); on a busy two-core machine,
// two test files at a time, its answers can take seconds. A bound for a hang, not for speed:
// a wait ends as soon as what it waits for is there.
configure({ asyncUtilTimeout: 15_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // A few pure tests run in the node environment, without a window.
  if (typeof window !== 'undefined') window.localStorage.clear();
});

// jsdom has <dialog> but not its modal methods; the browser's own focus trap and Escape
// handling are left to the E2E tests.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the DOM types promise showModal; jsdom lacks it
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom has no matchMedia: every query answers "no match" (desktop, no reduced motion) unless
// a test stubs it.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (media: string) => fixedMediaQuery(media, false);
}

// The first page's calls use fetch (lib/api-fetch.ts); tests stub the API once, through the
// axios adapter (testing/axios-stub.ts), so fetch answers from whatever adapter a test installed.
// Both languages are ready, as they are in the browser by the time a page shows them.
if (typeof window !== 'undefined') {
  const { loadLanguage } = await import('../lib/i18n/i18n.ts');
  await loadLanguage('ja');
  const { http } = await import('../lib/http.ts');
  const { API_BASE } = await import('@hoshi/contracts');
  const { isAxiosError } = await import('axios');
  window.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = new Headers(init?.headers);
    const auth = headers.get('Authorization');
    const answer = await http
      .request({
        url: url.replace(API_BASE, ''),
        method: init?.method ?? 'GET',
        headers: auth ? { Authorization: auth } : {},
        validateStatus: () => true,
      })
      .catch((error: unknown) => {
        // The stub adapter throws for a non-2xx answer, as axios does: fetch resolves with it.
        if (isAxiosError(error) && error.response) return error.response;
        throw new TypeError(`fetch failed: ${String(error)}`);
      });
    const body = answer.data === null || answer.data === '' ? null : JSON.stringify(answer.data);
    return new Response(answer.status === 204 ? null : body, { status: answer.status });
  };
}
