import { holdEarlyClicks } from './lib/early-clicks.ts';
import { applyTheme, pauseScenesWhenHidden, savedTheme } from './lib/theme.ts';
import './styles/themes.css';
import './styles/base.css';
import './styles/nav.css';
import './styles/pages.css';
import './styles/cards.css';
import './styles/home.css';
import './styles/settings.css';

// The entry is kept small: the styles (linked from the HTML, so they block the first paint as
// they must) and the saved theme. On a prerendered page a returning visitor's theme is already
// applied by an inline script in <head> (scripts/prerender.mjs): applying it again is a no-op.
applyTheme(savedTheme(), false);
pauseScenesWhenHidden();

/** After the browser's next paint (or shortly, in a tab that is not drawn). */
const afterPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });

// A prerendered public page (docs/decisions.md) is worth showing before anything else happens:
// the app's code is asked for only once it has painted, so the first paint waits for the HTML
// and styles alone. Other pages have nothing to show yet and start the app at once.
if (document.getElementById('root')?.dataset.prerendered) {
  holdEarlyClicks();
  await afterPaint();
}
await import('./start.tsx');
