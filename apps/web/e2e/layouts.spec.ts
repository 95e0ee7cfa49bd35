import { mkdirSync } from 'node:fs';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { MODERATION_PAGE_NAMES } from '@hoshi/contracts/page-names';
import en from '../src/locales/en.json' with { type: 'json' };
import ja from '../src/locales/ja.json' with { type: 'json' };
import { resumeSession, STAR_LOUNGE, type Lang } from './support.ts';
import { layoutProblems } from './layout-checks.ts';

// Every route at a small phone, a large phone and a tablet, in both languages: nothing wider
// than the screen, no control cut short. One signed-in context serves every visit.
const SIZES = [
  { name: 'phone-360', width: 360, height: 740 },
  { name: 'phone-390', width: 390, height: 844 },
  { name: 'tablet-768', width: 768, height: 1024 },
] as const;

const server = `/dashboard/servers/${STAR_LOUNGE}`;
const ROUTES: { name: string; path: string; title: (t: typeof en) => string }[] = [
  { name: 'home', path: '/', title: () => 'Hoshi' },
  { name: 'about', path: '/aboutme', title: (t) => `${t.nav.about} · Hoshi` },
  { name: 'activities', path: '/activities', title: (t) => `${t.activities.title} · Hoshi` },
  { name: 'whack', path: '/activities/whack', title: (t) => `${t.games.whack} · Hoshi` },
  { name: 'typing', path: '/activities/typing', title: (t) => `${t.games.typing} · Hoshi` },
  { name: 'shooter', path: '/activities/shooter', title: (t) => `${t.games.shooter} · Hoshi` },
  { name: 'not-found', path: '/no-such-page', title: (t) => `${t.notFound.title} · Hoshi` },
  { name: 'dashboard', path: '/dashboard', title: (t) => `${t.nav.dashboard} · Hoshi` },
  { name: 'profile', path: '/dashboard/profile', title: (t) => `${t.profile.title} · Hoshi` },
  ...(['achievements', 'cards', 'pets'] as const).map((page) => ({
    name: `profile-${page}`,
    path: `/dashboard/profile/${page}`,
    title: (t: typeof en) => `${t.profile[page]} · Hoshi`,
  })),
  { name: 'hub', path: server, title: () => 'Star Lounge · Hoshi' },
  {
    name: 'moderation',
    path: `${server}/moderation`,
    title: (t) => `${t.hub.moderation} · Star Lounge · Hoshi`,
  },
  ...MODERATION_PAGE_NAMES.map((page) => ({
    name: `moderation-${page}`,
    path: `${server}/moderation/${page}`,
    title: (t: typeof en) => `${t.hub[page]} · Star Lounge · Hoshi`,
  })),
  ...(
    ['inventory', 'greetings', 'xp', 'autovc', 'roles', 'vcalerts', 'surveys', 'lotteries', 'boosts'] as const
  ).map((page) => ({
    name: page,
    path: `${server}/${page}`,
    title: (t: typeof en) => `${t.hub[page]} · Star Lounge · Hoshi`,
  })),
];

const TEXTS = { en, ja } as const;
const SCREENS = 'e2e/artifacts/screens/layouts';

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext();
  page = await context.newPage();
  await resumeSession(page, 'en');
  mkdirSync(SCREENS, { recursive: true });
});

test.afterAll(async () => {
  await context.close();
});

/** The page has drawn its content: a heading in the main area and no loader left. */
async function ready(at: Page) {
  await expect(at.locator('main h1').first()).toBeVisible();
  await expect(at.locator('main .loader')).toHaveCount(0);
  await at.evaluate(() => document.fonts.ready.then(() => undefined));
}

for (const lang of ['en', 'ja'] as Lang[]) {
  test(`every route fits at 360, 390 and 768 px (${lang})`, async () => {
    test.setTimeout(300_000);
    const t = TEXTS[lang];
    await page.goto(`/?lang=${lang}`);
    const problems: string[] = [];
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const route of ROUTES) {
        await page.goto(route.path);
        await ready(page);
        await expect(page).toHaveTitle(route.title(t));
        const found = await layoutProblems(page);
        problems.push(...found.map((problem) => `${lang} ${size.name} ${route.name}: ${problem}`));
        // A picture of each page that does not fit, to see what the words say; the pages that
        // fit are not pictured (nothing compares those pictures, and each full page costs time).
        if (found.length > 0) {
          await page.screenshot({
            path: `${SCREENS}/${lang}-${size.name}-${route.name}.png`,
            fullPage: true,
          });
        }
      }
    }
    expect(problems).toEqual([]);
  });
}

test('the pings tabs at 360 and 390 px in Japanese: one row, every label whole, the chosen tab in view', async () => {
  await page.goto('/?lang=ja');
  for (const size of SIZES.slice(0, 2)) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(`${server}/moderation/pings`);
    await ready(page);
    const tabs = page.getByRole('tablist').getByRole('tab');
    await expect(tabs).toHaveCount(3);
    expect(await layoutProblems(page)).toEqual([]);
    const rows = await tabs.evaluateAll(
      (all) => new Set(all.map((tab) => Math.round(tab.getBoundingClientRect().top))).size,
    );
    expect(rows).toBe(1);
    // The row scrolls: the tab chosen is brought whole into view.
    for (const tab of [tabs.last(), tabs.first()]) {
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect
        .poll(() =>
          tab.evaluate((el) => {
            const list = (el.parentElement as HTMLElement).getBoundingClientRect();
            const box = el.getBoundingClientRect();
            return box.left >= list.left - 1 && box.right <= list.right + 1;
          }),
        )
        .toBe(true);
    }
    await tabs.last().click();
    await page.screenshot({ path: `${SCREENS}/ja-${size.name}-pings-tabs.png` });
  }
  await page.goto('/?lang=en');
});

for (const lang of ['en', 'ja'] as const) {
  test(`the XP and Ping Moderation tabs at 390 px: every label whole, or a cue to the rest (${lang})`, async () => {
    await page.goto(`/?lang=${lang}`);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['xp', 'moderation/pings']) {
      await page.goto(`${server}/${path}`);
      await ready(page);
      const list = page.getByRole('tablist');
      const tabs = list.getByRole('tab');
      await expect(tabs).toHaveCount(3);
      await page.screenshot({ path: `${SCREENS}/${lang}-phone-390-${path.replace('/', '-')}-tabs.png` });
      const whole = (tab: Locator) =>
        tab.evaluate((el) => {
          const row = (el.parentElement as HTMLElement).getBoundingClientRect();
          const box = el.getBoundingClientRect();
          return box.left >= row.left - 1 && box.right <= row.right + 1;
        });
      const scrolls = await list.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      if (!scrolls) {
        for (const tab of await tabs.all()) expect(await whole(tab)).toBe(true);
        continue;
      }
      // The row scrolls: a cue at its end shows there is more, and takes the row there.
      const more = page.locator('[data-scroll-cue="end"]');
      await expect(more).toBeVisible();
      await expect(page.locator('[data-scroll-cue="start"]')).toHaveCount(0);
      expect(await whole(tabs.last())).toBe(false);
      await more.click();
      await expect.poll(() => whole(tabs.last())).toBe(true);
      await expect(page.locator('[data-scroll-cue="start"]')).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/${lang}-phone-390-${path.replace('/', '-')}-tabs-end.png` });
    }
    await page.goto('/?lang=en');
  });
}

test('the server menu goes straight from page to page, the current one marked (desktop and phone)', async () => {
  await page.goto('/?lang=en');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server}/xp`);
  await ready(page);
  const menu = page.getByRole('navigation', { name: en.serverMenu.label });
  await expect(menu.getByRole('link', { name: en.hub.xp })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('link', { name: en.hub.warnings }).click();
  await expect(page).toHaveURL(`${server}/moderation/warnings`);
  await expect(page).toHaveTitle(`${en.hub.warnings} · Star Lounge · Hoshi`);
  await expect(menu.getByRole('link', { name: en.hub.warnings })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: en.hub.xp })).not.toHaveAttribute('aria-current', 'page');
  await page.screenshot({ path: `${SCREENS}/en-desktop-menu.png` });

  // On a phone the menu folds into a disclosure naming the current page.
  await page.setViewportSize({ width: 390, height: 844 });
  const summary = page.locator('summary', { hasText: en.hub.warnings });
  await expect(summary).toBeVisible();
  await expect(page.getByRole('link', { name: en.hub.greetings })).toBeHidden();
  await summary.click();
  await page.screenshot({ path: `${SCREENS}/en-phone-menu-open.png` });
  await page
    .getByRole('navigation', { name: en.serverMenu.label })
    .getByRole('link', { name: en.hub.greetings })
    .click();
  await expect(page).toHaveURL(`${server}/greetings`);
  await expect(page.locator('summary', { hasText: en.hub.greetings })).toBeVisible();
  await expect(page.getByRole('link', { name: en.hub.boosts })).toBeHidden();
});

for (const [lang, t] of [
  ['en', en],
  ['ja', ja],
] as const) {
  test(`the moderation menu has the server menu like every other server page (${lang})`, async () => {
    await page.goto(`/?lang=${lang}`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server}/moderation`);
    await ready(page);
    const menu = page.getByRole('navigation', { name: t.serverMenu.label });
    await expect(menu.getByRole('link', { name: t.hub.moderation, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.screenshot({ path: `${SCREENS}/${lang}-desktop-moderation-menu.png` });
    await menu.getByRole('link', { name: t.hub.xp, exact: true }).click();
    await expect(page).toHaveURL(`${server}/xp`);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server}/moderation`);
    await ready(page);
    await expect(page.locator('summary', { hasText: t.hub.moderation })).toBeVisible();
    expect(await layoutProblems(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/${lang}-phone-moderation-menu.png` });
  });
}

test('Whack-A-Star Hard fits a 1280×800 laptop screen without scrolling', async () => {
  await page.goto('/activities/whack?lang=en');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: new RegExp(en.activities.whack.difficulty.hard) }).click();
  const field = page.getByRole('group', { name: en.activities.whack.field.replaceAll('{{grid}}', '5') });
  await expect(field).toBeVisible();
  const box = await field.boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(800);
  await page.screenshot({ path: `${SCREENS}/en-desktop-whack-hard.png` });
});
