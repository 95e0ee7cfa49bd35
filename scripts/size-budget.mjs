// The JavaScript and CSS each first page loads (gzip), from Vite's manifest, against a budget
// (what a first visit downloads before it can paint). `npm test` runs it after building the web app; `npm run bench` prints the same rows.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');

/**
 * KiB gzip a page may load; the home page's JS budget is the one asked for (140), the others hold today's size.
 * The settings page grew by 2.5 KiB with the five moderation pages (docs/decisions/0042-moderation-five-registry-pages-under-one-menu.md: their
 * schemas in the registry, their titles and field labels, chunk regrouping); their screens and
 * texts load with their own routes.
 * The pickers' windowed menus (for guilds with thousands of channels and roles) are a chunk of their own; only the lazy hook
 * that loads them is on the first page.
 */
export const BUDGETS = {
  // 140. It was 141 for a while (the four-game list, the theme scenes' loader, the page
  // titles: 0.5 KiB); no modulepreload polyfill and the entry's four small dependencies in one
  // chunk (docs/decisions/0055-moving-around-a-server-page-titles-prerendered-public.md) brought it back under. 140.5: the shell's notice and retry while
  // /api/config answers 429 (a busy server no longer leaves a blank page): 0.3 KiB. 141: the
  // router's routes for the Cases and Export & import pages and the History's revert, with their
  // titles in the entry's texts (docs/decisions/0091-moderation-cases-and-warnings.md,
  // docs/decisions/0092-export-and-import-of-a-server-s-settings.md): under 0.1 KiB here.
  // 141.5: the appeal page's route and the appeal and survey-answer texts in the entry's
  // (docs/decisions/0099-ban-appeals.md, 0098): 0.1 KiB; moving those texts to namespaces of their
  // own, as moderation's are, would win it back.
  // 141.7: the access page's route, its hub title and the grant groups beside the page names
  // (docs/decisions/0102-access-for-roles.md): under 0.1 KiB.
  // 142: the sign-in's way back to an appeal page (features/auth/sign-in-return.ts) and the
  // economy's and achievements' texts in the entry (docs/decisions/0100, 0101): 0.2 KiB.
  // 142.5: a sign-in without the user's servers (a ban appeal's, docs/decisions/0099-ban-appeals.md)
  // said so in the entry's texts, and the inventory's empty bag and gear saying which commands
  // fill them: 0.4 KiB. Moving the inventory's texts to a namespace of its own would win it back.
  home: { js: 142.5, css: 8 },
  // 202, not 200; 248, not 245.5 below: every route names the browser tab (route titles, the
  // server name its header learns), the server menu's and forum channels' icons, hydrating a
  // prerendered public page (waiting for the router, what only the browser knows deferred until
  // hydrated) and the app in a chunk of its own, loaded after a prerendered page's first paint:
  // 2.2 KiB on each (docs/decisions/0055-moving-around-a-server-page-titles-prerendered-public.md).
  // 204.5: the one page list (config/server-pages.ts) the router, hub and menus read (2 KiB).
  // 205: the Cases and Export & import routes and menu entries, and the revert's (as for home).
  // 206: the appeal route and the appeal and survey-answer texts (as for home): 0.9 KiB.
  // 207.5: the access page's texts in the entry (its card, its form, the history's grant line)
  // and the grant groups (docs/decisions/0102-access-for-roles.md): 1.3 KiB; an `access`
  // namespace of its own, as moderation's, would win most of it back.
  // 208: as for home, and the menu's member-only rule (lib/access.ts): 0.2 KiB.
  // 208.5: as for home, and the list's notice for a sign-in without servers: 0.4 KiB.
  'server list': { js: 208.5, css: 8 },
  // 244.5, not 240: the five moderation pages in the registry (2.6 KiB, docs/decisions/0042-moderation-five-registry-pages-under-one-menu.md), the
  // settings route starting the page's data while the screen loads (so navigation →
  // render is quicker; its data clients then sit in shared chunks) and the pickers' lazy windowing hook
  // (0.3 KiB; the windowed menu is a chunk of its own). 245.5: the profile pages (1.1 KiB): their
  // three routes in the router, the pets save's issue codes worded in the entry's texts, and the
  // settings machinery the pets page shares with the settings pages now in chunks of its own
  // (their wrappers); the profile pages, their texts and schemas load with their own routes.
  // 246.5: the fields' declared Discord rules read by the pickers (the registry and the verdicts
  // shared with the server) and the pickers' disabled options with their reasons (0.8 KiB).
  // 251.5: the declared Discord rules the pickers read, the server menu, and the leaderboard link
  // (5 KiB over 246.5). 253.5: one number field that clamps to the declared range as typed or
  // pasted (the ranges read from the contract), the save bar naming the tabs left unsaved, and
  // the one guild-page frame (1.8 KiB). 254.5: the Cases and Export & import entries in the
  // server menu and router, and the revert's texts in the entry (0.7 KiB). 256: what each page's
  // settings need of Hoshi, read from the working copy (pagePermissions and its declaration,
  // docs/decisions/0097-pages-say-what-hoshi-lacks.md: 1.3 KiB); the notice's code and texts load apart.
  // 257.5: the appeal route, the survey answers' and appeals' texts, and the pings page's needs
  // (View Audit Log; docs/decisions/0094-ping-moderation.md) in the declaration: 1.2 KiB.
  // 259: the access page's texts and groups (as for the server list), and what the caller may
  // save read from the server's info for the read-only form (docs/decisions/0102-access-for-roles.md): 1.3 KiB.
  // 260: the schema walk the field labels use (packages/contracts/src/schema-walk.ts) and the
  // surveys' and gear's new texts in the entry: 0.7 KiB.
  'settings page (xp)': { js: 260, css: 8 },
};

/** The route modules (and the lazily loaded screen) each page needs on top of the entry. */
const PAGES = {
  home: ['src/app/routes/home.tsx'],
  'server list': ['src/app/routes/dashboard.tsx'],
  'settings page (xp)': ['src/app/routes/server-page.tsx', 'src/features/xp/components/xp-page.tsx'],
};

const gzipKiB = (file) => gzipSync(readFileSync(path.join(dist, file))).length / 1024;

/** Rows of { page, js, css, files } in KiB gzip, for the build in apps/web/dist. */
export function measurePages() {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error('No web build: run `npm run build` first.');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  return Object.entries(PAGES).map(([page, modules]) => {
    const chunks = new Set();
    const visit = (key) => {
      if (chunks.has(key)) return;
      chunks.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    // The entry loads the app (src/start.tsx) once the page has painted: every page needs both.
    for (const key of [entry, 'src/start.tsx', ...modules]) visit(key);
    const js = [...chunks].map((key) => manifest[key].file);
    const css = [...new Set([...chunks].flatMap((key) => manifest[key].css ?? []))];
    const sum = (files) => files.reduce((n, f) => n + gzipKiB(f), 0);
    return { page, js: sum(js), css: sum(css), files: js.length + css.length };
  });
}

/** The JavaScript the entry imports statically (KiB gzip): all of it is asked for before the first paint. */
export function entryStaticKiB() {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const chunks = new Set();
  const visit = (key) => {
    if (chunks.has(key)) return;
    chunks.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(Object.keys(manifest).find((key) => manifest[key].isEntry));
  return [...chunks].reduce((n, key) => n + gzipKiB(manifest[key].file), 0);
}

const BEFORE_PAINT_KIB = 4;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let over = false;
  for (const row of measurePages()) {
    const budget = BUDGETS[row.page];
    const fits = row.js <= budget.js && row.css <= budget.css;
    over ||= !fits;
    console.log(
      `  ${fits ? 'ok  ' : 'OVER'} ${row.page.padEnd(20)} JS ${row.js.toFixed(1).padStart(6)} KiB (budget ${budget.js})` +
        `  CSS ${row.css.toFixed(1).padStart(5)} KiB (budget ${budget.css})  ${row.files} files`,
    );
  }
  // What the entry imports statically is fetched at high priority before the first paint, and
  // Lighthouse's simulation counts it as holding that paint (docs/decisions/0055-moving-around-a-server-page-titles-prerendered-public.md, "A first visit
  // measured as Lighthouse's CLI measures it"): the first-paint chunk, never React or the app.
  const beforePaint = entryStaticKiB();
  const paintFits = beforePaint <= BEFORE_PAINT_KIB;
  over ||= !paintFits;
  console.log(
    `  ${paintFits ? 'ok  ' : 'OVER'} ${'before first paint'.padEnd(20)} JS ${beforePaint.toFixed(1).padStart(6)} KiB (budget ${BEFORE_PAINT_KIB})`,
  );
  if (over) {
    console.error('A first page grew past its budget (scripts/size-budget.mjs).');
    process.exit(1);
  }
}
