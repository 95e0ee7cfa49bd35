import './lib/zod-without-eval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/app.tsx';
import { loadPublicConfig } from './lib/api/public-config.ts';
import { languageReady } from './lib/i18n/i18n.ts';
import { startSession } from './lib/session/session-actions.ts';
import { applyTheme, pauseScenesWhenHidden, savedTheme } from './lib/theme.ts';
import './styles/themes.css';
import './styles/base.css';
import './styles/nav.css';
import './styles/pages.css';
import './styles/cards.css';
import './styles/home.css';
import './styles/settings.css';

// Before the first paint: no inline script may do this (CSP script-src 'self').
applyTheme(savedTheme(), false);
pauseScenesWhenHidden();
// spec 000 §4: the session check starts with the page, not with the first guarded route. The
// public config goes alongside it: every page's navigation needs it, and a dashboard page would
// otherwise ask for it only after the session check, one round trip later.
void startSession();
loadPublicConfig();

// A Japanese visitor's texts load before the first render, so the page never flashes in English.
await languageReady();
// Start-up in two tasks rather than one long one that blocks input (issue 8, total blocking
// time): evaluating the modules, then the router's first navigation and React's first render.
await new Promise((resolve) => setTimeout(resolve, 0));
const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
