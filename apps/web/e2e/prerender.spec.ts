import { expect, test, type Page } from '@playwright/test';
import en from '../src/locales/en.json' with { type: 'json' };
import ja from '../src/locales/ja.json' with { type: 'json' };
import type { Lang } from './support.ts';

declare global {
  interface Window {
    /** Set when the prerendered content of #root is ever removed (hydration must keep it). */
    rootReplaced?: boolean;
  }
}

// The public pages arrive drawn (prerendered at build time) and the app takes them over in
// place: no script is needed to see them, and hydrating them neither redraws nor complains.
const PAGES = [
  { path: '/', heading: (t: typeof en) => t.home.title, title: () => 'Hoshi' },
  {
    path: '/aboutme',
    heading: (t: typeof en) => t.about.title,
    title: (t: typeof en) => `${t.nav.about} · Hoshi`,
  },
  {
    path: '/activities',
    heading: (t: typeof en) => t.activities.title,
    title: (t: typeof en) => `${t.activities.title} · Hoshi`,
  },
  {
    path: '/lost/in/space',
    heading: (t: typeof en) => t.notFound.title,
    title: (t: typeof en) => `${t.notFound.title} · Hoshi`,
  },
];
const TEXTS = { en, ja } as const;

for (const lang of ['en', 'ja'] as Lang[]) {
  const t = TEXTS[lang];

  test(`the public pages are drawn without a script (${lang})`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, heading, title } of PAGES) {
      await page.goto(`${path}?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: heading(t) })).toBeVisible();
      await expect(page).toHaveTitle(title(t));
    }
    await page.screenshot({ path: `e2e/artifacts/screens/${lang}-prerendered-no-script.png` });
    await context.close();
  });

  test(`hydrating a prerendered page keeps its DOM and logs nothing (${lang})`, async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      // The not-found page is answered with a 404 on purpose; the browser notes it.
      const own404 = message.text().includes('404') && message.location().url.includes('/lost/in/space');
      if (!own404) logged.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => logged.push(error.message));
    // Before any of the page's scripts: notice if the prerendered content is ever thrown away.
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        if (records.some((r) => (r.target as Element).id === 'root' && r.removedNodes.length > 0)) {
          window.rootReplaced = true;
        }
      }).observe(document, { childList: true, subtree: true });
    });
    for (const { path, heading } of PAGES) {
      const response = await page.goto(`${path}?lang=${lang}`);
      expect(response?.status()).toBe(path === '/lost/in/space' ? 404 : 200);
      await expect(page.getByRole('heading', { level: 1, name: heading(t) })).toBeVisible();
      // Pressed as soon as it is drawn, most likely before React has taken the page over: the
      // press is held and answered once it has.
      const theme = page.getByRole('button', { name: new RegExp(lang === 'en' ? 'theme' : 'テーマ', 'i') });
      await theme.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'starry');
      expect(await page.evaluate(() => window.rootReplaced)).toBeFalsy();
      // Back to the first theme for the next page.
      await page.evaluate(() => localStorage.removeItem('theme'));
    }
    expect(logged).toEqual([]);
  });
}

test('nothing in the nav moves when the app takes a prerendered page over', async ({ browser }) => {
  // Where each item of the nav is drawn, by its text (links and buttons alike).
  const boxes = (page: Page) =>
    page.locator('.nav__inner a, .nav__inner button, .nav__inner .badge').evaluateAll((items) =>
      items
        .filter((item) => item.getBoundingClientRect().width > 0)
        .map((item) => {
          const box = item.getBoundingClientRect();
          return `${item.textContent.trim()} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`;
        }),
    );
  for (const lang of ['en', 'ja'] as Lang[]) {
    const drawn = await browser.newContext({ javaScriptEnabled: false });
    const before = await drawn.newPage();
    await before.goto(`/?lang=${lang}`);
    const prerendered = await boxes(before);
    await drawn.close();
    const live = await browser.newContext();
    const page = await live.newPage();
    await page.goto(`/?lang=${lang}`);
    // The config has come once the support link has its address.
    await expect(page.getByRole('link', { name: TEXTS[lang].nav.support })).toHaveAttribute(
      'href',
      /^https:/,
    );
    // The demo server's page carries its badge from the first paint.
    await expect(page.locator('.nav .badge')).toHaveText(TEXTS[lang].common.demo);
    expect(await boxes(page)).toEqual(prerendered);
    await live.close();
  }
});

test('a returning visitor who chose Japanese gets the Japanese page without asking for it', async ({
  page,
}) => {
  await page.goto('/aboutme?lang=ja');
  await expect(page.getByRole('heading', { level: 1, name: ja.about.title })).toBeVisible();
  // The prerendered page shows before the app runs; the app keeps the choice in a cookie.
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'lang')?.value)
    .toBe('ja');
  const response = await page.request.get('/aboutme');
  expect(await response.text()).toContain(`<h1>${ja.about.title}</h1>`);
});

test("a returning visitor's theme is on the page before the app's code runs, and the default hero is never asked for", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  await page.addInitScript(() => {
    localStorage.setItem('theme', 'outrun');
    // When the parser reaches <body>: before any of the app's scripts, which are modules.
    new MutationObserver((_, observer) => {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- null until the parser reaches <body>, though the DOM types say otherwise
      if (!document.body) return;
      const root = document.documentElement;
      root.dataset.atBody = `${root.dataset.theme} ${root.classList.contains('theme-applied')}`;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-at-body', 'outrun true');
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body, '::before').backgroundImage))
    .toContain('outrun');
  expect(asked).toContain('/images/hero/outrun.svg');
  expect(asked).not.toContain('/images/hero/default.svg');
  // The scene stylesheet the page asked for is the one the app loads: fetched once.
  const scenes = asked.filter((path) => /^\/assets\/outrun-[\w-]+\.css$/.test(path));
  expect(scenes).toHaveLength(1);
  // The first paint needed only the HTML: the scene and its font were asked for after it.
  const started = (pattern: RegExp) =>
    page.evaluate(
      (source) =>
        performance.getEntriesByType('resource').find((entry) => new RegExp(source).test(entry.name))
          ?.startTime ?? null,
      pattern.source,
    );
  await expect.poll(() => started(/\/assets\/audiowide-[\w-]+\.woff2$/)).not.toBeNull();
  const paint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  );
  expect(paint).not.toBeNull();
  expect(await started(/\/assets\/outrun-[\w-]+\.css$/)).toBeGreaterThan(paint ?? Infinity);
  expect(await started(/\/assets\/audiowide-[\w-]+\.woff2$/)).toBeGreaterThan(paint ?? Infinity);
  expect(refused).toEqual([]);
  await page.screenshot({ path: 'e2e/artifacts/screens/en-prerendered-returning-outrun.png' });
});
