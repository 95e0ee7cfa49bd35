import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server (and, in demo mode, the Discord emulator) listen on :3000; the dev server
// forwards to it so the app stays same-origin as it is in production. HOSHI_API_ORIGIN points
// the dev server at an API elsewhere.
const apiTarget = process.env.HOSHI_API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? prerenderBuild : appBuild));

// `vite build --ssr`: the public pages' renderer, which scripts/prerender.mjs runs once after the
// app's build to write their first paint into HTML (docs/decisions/0055-moving-around-a-server-page-titles-prerendered-public.md). Never served.
const prerenderBuild: UserConfig = {
  plugins: [react()],
  build: {
    ssr: 'src/entry-prerender.tsx',
    outDir: '.prerender',
    emptyOutDir: true,
    copyPublicDir: false,
  },
};

// What the entry needs before the first paint (the saved theme, the held presses, the dynamic
// import's helper), which the app shares.
const FIRST_PAINT =
  /(src[\\/]lib[\\/](storage|theme|early-clicks|i18n[\\/]resolve-language)\.ts|contracts[\\/]src[\\/]constants\.ts|vite[\\/]preload-helper)/;

/**
 * Our modules that src/start.tsx imports statically (directly or through others): every page runs
 * all of them. Left to the automatic splitting they were 18 chunks of 1–3 KiB, one per set of
 * routes sharing them, and every page asked for all 18: each request costs main-thread time to
 * start (the entry's preload helper inserting a link per chunk was 150 ms of one task at 4×
 * CPU slowdown) and a gzip frame. Collected here, they are one chunk.
 */
function startModules(): { plugin: Plugin; has: (id: string) => boolean } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'hoshi:start-modules',
    apply: 'build',
    buildEnd() {
      const start = [...this.getModuleIds()].find((id) => /src[\\/]start\.tsx$/.test(id));
      const pending = start ? [start] : [];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (modules.has(id)) continue;
        modules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  // Not start.tsx itself: its top-level awaits wait for the first page's route, whose chunk
  // imports this one, so in one chunk with them neither would ever finish evaluating.
  const has = (id: string) =>
    modules.has(id) &&
    /apps[\\/]web[\\/]src[\\/]/.test(id) &&
    !/src[\\/]start\.tsx$/.test(id) &&
    !FIRST_PAINT.test(id);
  return { plugin, has };
}
const start = startModules();

const appBuild: UserConfig = {
  plugins: [react(), start.plugin],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/discord-emulator': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/discord-emulator': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/size-budget.mjs reads which chunks each page loads from it.
    manifest: true,
    // Every browser the app supports preloads modules itself (Chrome 66, Safari 17, Firefox 115):
    // the polyfill was 0.3 KiB gzip of the entry that every page loaded for nothing.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]lib[\\/]react-dom-client\.ts$/,
              priority: 3,
            },
            // Only settings pages use these: their own chunks keep them off the home page.
            {
              name: 'select',
              test: /node_modules[\\/](react-select|@emotion|@floating-ui|memoize-one|use-isomorphic-layout-effect|stylis)[\\/]/,
              priority: 2,
            },
            {
              name: 'discord-preview',
              test: /node_modules[\\/](@skyra|lit|lit-html|lit-element|@lit|@lit-labs)[\\/]/,
              priority: 2,
            },
            // The dashboard's API layer (validation, the HTTP client with its refresh-and-retry):
            // never on the home page (the first page's JS budget).
            { name: 'api', test: /node_modules[\\/](zod|axios)[\\/]/, priority: 2 },
            // The dashboard's data layer, and what serves its actions (toasts, throttling).
            {
              name: 'dashboard-libs',
              test: /node_modules[\\/](@tanstack|react-hot-toast|goober|es-toolkit)[\\/]/,
              priority: 2,
            },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
            // What the entry needs before the first paint: one chunk rather than four small ones
            // (each chunk costs its own gzip frame and import lines; 0.3 KiB gzip on every page).
            { name: 'first-paint', test: FIRST_PAINT, includeDependenciesRecursively: false, priority: 1 },
            // The app's start-up modules (startModules above): one chunk.
            { name: 'app-start', test: start.has, includeDependenciesRecursively: false, priority: 1 },
            // The settings pages' data clients, which their route also uses to start the data
            // early: one chunk rather than several small shared ones. Only these modules (their
            // imports stay where they are), so nothing of it reaches the home page.
            {
              name: 'settings-data',
              test: /src[\\/]lib[\\/](query-client|api[\\/](prefetch|settings|guild-objects))\.ts$/,
              includeDependenciesRecursively: false,
              priority: 1,
            },
          ],
        },
      },
    },
  },
};
