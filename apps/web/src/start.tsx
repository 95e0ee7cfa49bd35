// The app itself, loaded by main.tsx once the page has had its chance to paint.
import './lib/zod-without-eval.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from './lib/react-dom-client.ts';
import { App, createAppRouter, routerReady } from './app/app.tsx';
import { loadPublicConfig } from './lib/api/public-config.ts';
import { i18n, languageReady } from './lib/i18n/i18n.ts';
import { startSession } from './lib/session/session-actions.ts';
// docs/product.md#session-and-sign-in: the session check starts with the page, not with the first guarded route. The
// public config goes alongside it: every page's navigation needs it, and a dashboard page would
// otherwise ask for it only after the session check, one round trip later.
void startSession();
loadPublicConfig();

// A Japanese visitor's texts load before the first render, so the page never flashes in English.
await languageReady();
// Start-up in two tasks rather than one long one that blocks input (Lighthouse's total
// blocking time): evaluating the modules, then the router's first navigation and React's first render.
await new Promise((resolve) => setTimeout(resolve, 0));
const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const app = (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);
// A public page arrives prerendered (docs/decisions/0055-moving-around-a-server-page-titles-prerendered-public.md): the same tree hydrates it once the
// router has its page's code, so the first render matches the HTML. In another language than
// the visitor's it is drawn afresh instead.
if (container.dataset.prerendered === i18n.language) {
  await routerReady(router);
  // The page is already drawn: hydrating it as a transition lets React yield to the browser
  // every few milliseconds instead of holding the main thread for the whole tree.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
