// After `vite build` and `vite build --ssr`: the public pages' first paint, in both languages,
// written into the built index.html (docs/decisions/0055-moving-around-a-server-page-titles-prerendered-public.md). The server sends these files for those
// pages; the browser hydrates them with the same React code.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');

/** The prerendered pages: their file name and the path they are rendered at. */
export const PRERENDERED_PAGES = [
  { file: 'home', path: '/', route: 'src/app/routes/home.tsx' },
  { file: 'about', path: '/aboutme', route: 'src/app/routes/about.tsx' },
  { file: 'activities', path: '/activities', route: 'src/app/routes/activities.tsx' },
  { file: 'not-found', path: '/not-found', route: 'src/app/routes/not-found.tsx' },
];
const LANGUAGES = ['en', 'ja'];
const ORIGIN = 'http://localhost';

// The app's modules read the page they run in (its address, storage, the root element): a
// blank document of a first visitor gives them one, as the browser does.
const dom = new JSDOM('<!doctype html><html lang="en"><body><div id="root"></div></body></html>', {
  url: `${ORIGIN}/`,
});
for (const name of ['window', 'document', 'navigator', 'localStorage', 'location', 'history']) {
  Object.defineProperty(globalThis, name, { value: dom.window[name], configurable: true, writable: true });
}
for (const name of ['HTMLElement', 'Node', 'Element', 'getComputedStyle'])
  globalThis[name] ??= dom.window[name];
globalThis.window.matchMedia ??= (media) => ({
  matches: false,
  media,
  addEventListener() {},
  removeEventListener() {},
});

const { prerender } = await import(pathToFileURL(path.join(web, '.prerender/entry-prerender.js')).href);
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
// The prerendered pages carry their styles inline: a first visitor's paint then waits for the
// HTML alone, not for a stylesheet asked for once the HTML has arrived (one more round trip on
// Lighthouse's simulated mobile network; the CSP allows inline styles). The stylesheet is 7 KiB
// gzip, so the page still comes in the first round trip's congestion window. The app shell
// (every other page) keeps the cached stylesheet.
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;
const inlined = template.replace(STYLESHEET, (_, file) => {
  const css = readFileSync(path.join(dist, file), 'utf8');
  // Nothing in it may close the element early, and its url()s must not depend on its address.
  if (/<\/style/i.test(css) || /url\((?!\/|data:)/.test(css)) throw new Error(`${file} cannot be inlined`);
  return `<style>${css.trim()}</style>`;
});
if (inlined === template) throw new Error('index.html links no stylesheet to inline');
// A returning visitor's theme, known before the first paint: the app applies it only once its
// code has run, after the paint, so a visitor of another theme would see the default palette
// first. A few lines in <head> read the stored theme and mark the page with it as the app would;
// the palettes and the home star's backdrops are in the inline styles, so the first paint shows
// the theme and needs nothing but the HTML. The theme's scene stylesheet (its pictures, dressing
// and fonts) is linked once the browser reports the first contentful paint: linked from <head>,
// it and then its font were fetched before the paint, which Lighthouse's simulated first paint
// counts (1.3–1.7 s instead of about 1.0 in outrun and starry). The app's loader finds it linked
// and does not fetch it again; in a tab not drawn, the app links it itself. The default theme (a
// first visitor's) gets its scene the same way. On the home page the theme's hero backdrop (the
// largest paint, a background the parser cannot see) is asked for at once. The CSP allows these
// scripts by their hashes, which the server reads from csp.json (docs/decisions/0055-moving-around-a-server-page-titles-prerendered-public.md).
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const scenes = {};
for (const [source, { file }] of Object.entries(manifest)) {
  const theme = /^src\/styles\/scenes\/([a-z-]+)\.css$/.exec(source)?.[1];
  if (theme) scenes[theme] = `/${file}`;
}
if (!scenes.default || Object.keys(scenes).length < 2)
  throw new Error('the manifest lists no scene stylesheets');
/** The files of a module's chunk and of every chunk it imports statically. */
function chunksOf(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunksOf(imported, files);
  return files;
}
/**
 * The app's chunks a prerendered page needs to be taken over (React, the app's start and the
 * page's route) that its HTML does not already ask for: fetched in parallel once it has painted,
 * so the entry can evaluate them a part at a time (src/main.tsx) without waiting for each.
 */
const appChunks = (route) => {
  if (!manifest[route]) throw new Error(`the manifest has no ${route}`);
  const files = chunksOf('src/lib/react-dom-client.ts', chunksOf('src/start.tsx'));
  return [...chunksOf(route, files)]
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `/${file}`);
};
const themeScript = (hero, chunks) =>
  `(function(){try{var s=${JSON.stringify(scenes)},t=localStorage.getItem('theme'),d=document.documentElement;` +
  `if(t==='default'||!Object.prototype.hasOwnProperty.call(s,t))t='default';` +
  `else{d.setAttribute('data-theme',t);d.classList.add('theme-applied')}` +
  // Linked once: the app's loader may have linked it first (by its full address).
  `var link=function(){var e=document.createElement('link'),l=document.getElementsByTagName('link'),i;` +
  `e.rel='stylesheet';e.href=s[t];for(i=0;i<l.length;i++)if(l[i].rel==='stylesheet'&&l[i].href===e.href)return;` +
  `document.head.appendChild(e)};` +
  (hero
    ? `var p=document.createElement('link');p.rel='preload';p.as='image';p.fetchPriority='high';` +
      `p.href='/images/hero/'+t+'.svg';document.head.appendChild(p);`
    : '') +
  // After the first contentful paint as the browser reports it (a frame may be drawn and shown
  // much later on a busy phone), or the next frame where paint timing is missing: the scene, and
  // the app's chunks (modulepreload fetches without running them).
  `var m=${JSON.stringify(chunks)},go=function(){setTimeout(function(){link();m.forEach(function(u){` +
  `var e=document.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href=u;document.head.appendChild(e)})},0)},` +
  `P=window.PerformanceObserver;` +
  `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(l,o){` +
  `if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});` +
  `else requestAnimationFrame(go)` +
  `}catch(e){}})()`;
const scriptHashes = new Set();
const withThemeScript = (html, page) => {
  const script = themeScript(page.file === 'home', appChunks(page.route));
  scriptHashes.add(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  return html.replace('  </head>', `    <script>${script}</script>\n  </head>`);
};
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

// Each page twice: as a production server sends it, and as a demo server does, with the demo
// badge drawn. The badge marks the root, so the page hydrates with it (useIsDemo) and the nav does
// not move when the config arrives.
const root = dom.window.document.getElementById('root');
for (const [folder, demo] of [
  ['', false],
  ['demo', true],
]) {
  if (demo) root.dataset.demo = 'true';
  else delete root.dataset.demo;
  for (const language of LANGUAGES) await prerenderLanguage(path.join(folder, language), language, demo);
}

async function prerenderLanguage(folder, language, demo) {
  mkdirSync(path.join(dist, 'prerendered', folder), { recursive: true });
  for (const page of PRERENDERED_PAGES) {
    const { html, title, description } = await prerender(`${ORIGIN}${page.path}`, language);
    const filled = inlined
      .replace('<html lang="en"', `<html lang="${language}"`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escape(title)}</title>`)
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        `<meta name="description" content="${escape(description)}" />`,
      )
      .replace(
        '<div id="root"></div>',
        `<div id="root" data-prerendered="${language}"${demo ? ' data-demo="true"' : ''}>${html}</div>`,
      );
    const themed = withThemeScript(filled, page);
    if (!themed.includes(`data-prerendered="${language}"`)) throw new Error('index.html has no empty #root');
    if (!themed.includes('<script>')) throw new Error('index.html has no </head> for the theme script');
    writeFileSync(path.join(dist, 'prerendered', folder, `${page.file}.html`), themed);
  }
}
// What the server's CSP lets run on these pages besides its own files.
writeFileSync(path.join(dist, 'prerendered', 'csp.json'), JSON.stringify({ scriptSrc: [...scriptHashes] }));
// The app shell (every other page) has nothing to paint before the app runs: it fetches the
// app's code at once, in parallel, rather than when the entry asks for it.
const files = chunksOf('src/lib/react-dom-client.ts', chunksOf('src/start.tsx'));
const preloads = [...files]
  .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`)
  .join('\n');
const shell = template.replace('  </head>', `${preloads}\n  </head>`);
if (files.size === 0 || shell === template) throw new Error('no app chunk to preload in index.html');
writeFileSync(path.join(dist, 'index.html'), shell);
console.log(
  `prerendered: ${PRERENDERED_PAGES.length} pages × ${LANGUAGES.length} languages, for production and demo`,
);
