import { holdEarlyClicks } from './lib/early-clicks.ts';
import { rememberRequestedLanguage } from './lib/i18n/resolve-language.ts';
import { applyTheme, pauseScenesWhenHidden, savedTheme } from './lib/theme.ts';
import './styles/themes.css';
import './styles/base.css';
import './styles/nav.css';
import './styles/pages.css';
import './styles/cards.css';
import './styles/home.css';
import './styles/settings.css';

// The entry is kept small: the styles (linked from the HTML, so they block the first paint as
// they must) and the saved theme.
const prerendered = Boolean(document.getElementById('root')?.dataset.prerendered);
// On a prerendered page the inline script in <head> (scripts/prerender.mjs) has already marked
// the page with the saved theme; its scene stylesheet (and that one's fonts) must not hold the
// first paint, so the theme is applied here, which loads the scene, only after that paint.
if (!prerendered) applyTheme(savedTheme(), false);
rememberRequestedLanguage(window.location.search);
pauseScenesWhenHidden();

/**
 * After the first contentful paint as the browser reports it: a frame is drawn soon after the
 * HTML but may be shown much later on a busy phone, and whatever is asked for before it is shown
 * competes with it (Lighthouse's simulated first paint counts it). Where paint timing is missing,
 * after the next frame; in a tab that is not drawn, at once.
 */
const afterPaint = () =>
  new Promise<void>((resolve) => {
    const done = () => setTimeout(resolve, 0);
    if (document.visibilityState === 'hidden') return done();
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return requestAnimationFrame(done);
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      done();
    }).observe({ type: 'paint', buffered: true });
    // Hidden before it painted: it will not paint until shown. Nor does the app wait for ever.
    document.addEventListener('visibilitychange', done, { once: true });
    setTimeout(resolve, 3000);
  });

// A prerendered public page (docs/decisions/0055-moving-around-a-server-page-titles-prerendered-public.md) is worth showing before anything else happens:
// the app's code is asked for only once it has painted, so the first paint waits for the HTML
// and styles alone. Other pages have nothing to show yet and start the app at once.
if (prerendered) {
  holdEarlyClicks();
  await afterPaint();
  applyTheme(savedTheme(), false);
}
// React is evaluated in a task of its own, then the app: evaluating both at once was one task
// long enough to hold input on a phone (Lighthouse's total blocking time). A prerendered page
// has asked for all of their chunks at once already (scripts/prerender.mjs), the app shell
// preloads them, so this costs no extra round trip.
await import('./lib/react-dom-client.ts');
await new Promise((resolve) => setTimeout(resolve, 0));
await import('./start.tsx');
