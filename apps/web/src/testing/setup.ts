import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { fixedMediaQuery } from './media-query.ts';

// Component tests wait on the real server (testing/real-server.ts); on a busy two-core machine
// its first answers can take more than Testing Library's default second.
configure({ asyncUtilTimeout: 5_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // A few pure tests run in the node environment, without a window.
  if (typeof window !== 'undefined') window.localStorage.clear();
});

// jsdom has <dialog> but not its modal methods; the browser's own focus trap and Escape
// handling are left to the E2E tests.
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
