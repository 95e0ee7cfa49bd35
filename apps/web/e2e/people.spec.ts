import { expect, test, type Page } from '@playwright/test';
import en from '../src/locales/en.json' with { type: 'json' };
import ja from '../src/locales/ja.json' with { type: 'json' };
import { AKARI, signIn, STAR_LOUNGE, type Lang } from './support.ts';

// What a person trying the site meets (issue 6), each in both languages, on a phone and a desktop.
const LOCALES = { en, ja } as const;
const LANGS: Lang[] = ['en', 'ja'];
const SCREENS = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1280, height: 800 } },
} as const;

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 600;

/** Signs in from the top navigation, opening the menu first on a phone. */
async function signInFromNav(page: Page, lang: Lang) {
  const nav = page.getByRole('navigation').first();
  if (isPhone(page)) await nav.getByRole('button', { name: LOCALES[lang].nav.menu }).click();
  await signIn(page, lang, AKARI, () =>
    nav.getByRole('button', { name: LOCALES[lang].nav.dashboard, exact: true }).click(),
  );
}

/** The element's box in the viewport, which must exist. */
async function boxOf(page: Page, selector: string) {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not on the page`);
  return box;
}

for (const lang of LANGS) {
  const t = LOCALES[lang];
  for (const [screen, device] of Object.entries(SCREENS)) {
    test.describe(`${screen}, ${lang}`, () => {
      test.use(device);

      test('the greeting variables tooltip opens inside the screen', async ({ page }) => {
        await page.goto(`/?lang=${lang}`);
        await signInFromNav(page, lang);
        await page.goto(`/dashboard/servers/${STAR_LOUNGE}/greetings?lang=${lang}`);
        await page.getByRole('button', { name: t.greetings.variables }).click();
        const tooltip = page.getByRole('tooltip');
        await expect(tooltip.getByText('!RANDOM!')).toBeVisible();
        const box = await boxOf(page, '[role="tooltip"]');
        const width = device.viewport.width;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        // Every variable name can be read in full.
        for (const name of ['!USER!', '!NAME!', '!SERVER!', '!MEMBERS!', '!RANDOM!']) {
          const cell = await tooltip.getByText(name, { exact: true }).boundingBox();
          expect(cell?.x).toBeGreaterThanOrEqual(0);
        }
      });
    });
  }

  test(`the demo badge stays on one line at 920 px (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 920, height: 800 });
    await page.goto(`/?lang=${lang}`);
    const badge = page.getByText(t.common.demo, { exact: true });
    await expect(badge).toBeVisible();
    const lines = await badge.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
  });
}
