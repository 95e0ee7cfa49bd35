import { expect, test, type Page } from '@playwright/test';
import { ACTION_THROTTLE_MS } from '@hoshi/contracts';
import en from '../src/locales/en.json' with { type: 'json' };
import ja from '../src/locales/ja.json' with { type: 'json' };
import { AKARI, NIGHT_SKY, resumeSession, signIn, STAR_LOUNGE, type Lang } from './support.ts';

/** docs/product.md#the-demo-world: akari may not manage Cafe Comet (403); Hoshi is not on Quiet Garden (404). */
const CAFE_COMET = '200000000000000003';
const QUIET_GARDEN = '200000000000000004';

declare global {
  interface Window {
    /** How many times each language fade class appeared (set by the fade test). */
    fadesSeen?: { out: number; in: number };
  }
}

// What a person trying the site meets, each in both languages, on a phone and a desktop.
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
  if (isPhone(page)) await nav.getByRole('button', { name: LOCALES[lang].nav.menu, exact: true }).click();
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

      test('switching the language fades the page out once and in once', async ({ page }) => {
        const other: Lang = lang === 'en' ? 'ja' : 'en';
        await page.goto(`/aboutme?lang=${lang}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        // Counts each time a fade class appears on <html>.
        await page.evaluate(() => {
          const html = document.documentElement;
          const seen = { out: 0, in: 0 };
          let before = html.className.split(' ');
          new MutationObserver(() => {
            const now = html.className.split(' ');
            if (now.includes('lang-fade-out') && !before.includes('lang-fade-out')) seen.out += 1;
            if (now.includes('lang-fade-in') && !before.includes('lang-fade-in')) seen.in += 1;
            before = now;
          }).observe(html, { attributes: true, attributeFilter: ['class'] });
          window.fadesSeen = seen;
        });
        const nav = page.getByRole('navigation').first();
        if (isPhone(page)) await nav.getByRole('button', { name: t.nav.menu, exact: true }).click();
        await nav.getByRole('button', { name: t.nav.language }).click();
        await expect(page.locator('html')).toHaveAttribute('lang', other);
        // The fade classes are cleared again (others, such as the applied theme's, stay).
        await expect
          .poll(() => page.evaluate(() => document.documentElement.className))
          .not.toMatch(/lang-fade/);
        const seen = await page.evaluate(() => window.fadesSeen);
        expect(seen).toEqual({ out: 1, in: 1 });
      });

      test("a server one can't manage, or without Hoshi, says so instead of loading forever", async ({
        page,
      }) => {
        await resumeSession(page, lang);
        const forbidden = page.getByRole('heading', { name: t.guildProblem.forbiddenTitle });
        const absent = page.getByRole('heading', { name: t.guildProblem.absentTitle });
        const back = page.getByRole('link', { name: t.guildProblem.back });
        const invite = page.getByRole('link', { name: new RegExp(t.guildProblem.invite) });

        for (const where of ['', '/greetings', '/xp']) {
          await page.goto(`/dashboard/servers/${CAFE_COMET}${where}?lang=${lang}`);
          await expect(forbidden).toBeVisible();
          await expect(back).toBeVisible();
          await expect(invite).toHaveCount(0);

          await page.goto(`/dashboard/servers/${QUIET_GARDEN}${where}?lang=${lang}`);
          await expect(absent).toBeVisible();
          await expect(invite).toHaveAttribute('href', new RegExp(`guild_id=${QUIET_GARDEN}`));
        }
        await back.click();
        await expect(page).toHaveURL(/\/dashboard(\?|$)/);
      });

      test('when the session cannot be refreshed, the person is signed out and can sign in again', async ({
        page,
      }) => {
        await page.goto(`/?lang=${lang}`);
        await signInFromNav(page, lang);
        const nav = page.getByRole('navigation').first();
        // The avatar: in the top bar, or in the menu on a phone.
        const avatar = nav.getByRole('link', { name: t.nav.profile });
        const menu = nav.getByRole('button', { name: t.nav.menu, exact: true });
        const expectAvatar = async (count: number) => {
          if (isPhone(page)) await menu.click();
          await expect(avatar).toHaveCount(count);
          if (isPhone(page)) await menu.click();
        };
        await page.getByRole('link', { name: /Star Lounge/ }).click();
        await expect(page.getByRole('heading', { name: 'Star Lounge' })).toBeVisible();
        await expectAvatar(1);

        // The session ends behind the page's back (revoked elsewhere): the next call gets a 401
        // and the refresh is refused.
        expect((await page.request.post('/api/logout')).ok()).toBe(true);
        await page.getByRole('link', { name: new RegExp(t.hub.greetings) }).click();

        await expect(page.getByRole('heading', { name: t.auth.sessionEnded })).toBeVisible();
        await expectAvatar(0);
        const again = page.getByRole('main').getByRole('button', { name: t.auth.signInAgain });
        await signIn(page, lang, AKARI, () => again.click(), /\/greetings/);
        await expect(page.getByRole('heading', { name: t.hub.greetings })).toBeVisible();
        await expectAvatar(1);
      });

      test('Save pressed again within 2 s shows it is resting and says why', async ({ page }) => {
        // The page's clock stands still from the first press, so "within 2 s" never depends on
        // how fast this machine is.
        await page.clock.install();
        await resumeSession(page, lang);
        await page.goto(`/dashboard/servers/${NIGHT_SKY}/greetings?lang=${lang}`);
        const message = page.getByRole('textbox', { name: t.greetings.message, exact: true });
        const save = page.getByRole('button', { name: t.settings.save, exact: true });
        const hint = page.getByText(t.settings.coolingDown);

        await message.fill(`First ${screen} ${lang}`);
        await page.clock.pauseAt(Date.now() + 1000);
        await save.click();
        // The saved state, not the toast: the toaster loads with the first toast, and React
        // reveals a lazily loaded part on a timer this test's paused clock holds back.
        await expect(page.getByText(t.settings.allSaved)).toBeVisible();
        await message.fill(`Second ${screen} ${lang}`);
        // Inside the 2 s: Save rests, and a press says why nothing happens.
        await expect(save).toHaveAttribute('aria-disabled', 'true');
        await expect(save).toHaveClass(/button--cooling/);
        // A person can press a button that only looks disabled; Playwright would wait for it.
        await save.click({ force: true });
        await expect(hint).toBeVisible();

        // Then it is ready again, the hint goes, and the edit saves.
        await page.clock.runFor(ACTION_THROTTLE_MS);
        await page.clock.resume();
        await expect(save).toHaveAttribute('aria-disabled', 'false');
        await expect(hint).toBeHidden();
        await save.click();
        await expect(page.getByText(t.settings.allSaved)).toBeVisible();
      });

      test('toasts hide none of the navigation', async ({ page }) => {
        await resumeSession(page, lang);
        await page.goto(`/dashboard/servers/${NIGHT_SKY}?lang=${lang}`);
        await page.getByRole('switch').click();
        const toast = page
          .getByRole('status')
          .filter({ hasText: new RegExp(`${t.toast.changing}|${t.toast.success}`) });
        await expect(toast).toBeVisible();
        const navBox = await page.locator('header.nav').boundingBox();
        const navBottom = (navBox?.y ?? 0) + (navBox?.height ?? Number.POSITIVE_INFINITY);
        // Where the toast comes to rest: it slides in from above, so a box read mid-slide would
        // still be rising through the navigation.
        await expect.poll(async () => (await toast.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(navBottom);
      });

      test('the site opened at 127.0.0.1 moves to its own address and signs in', async ({
        page,
        baseURL,
      }) => {
        const site = new URL(baseURL ?? '');
        const other = new URL(site.href);
        other.hostname = '127.0.0.1';
        await page.goto(`${other.origin}/?lang=${lang}`);
        await expect(page).toHaveURL(`${site.origin}/?lang=${lang}`);
        await signInFromNav(page, lang);
        await expect(page.getByRole('link', { name: /Star Lounge/ })).toBeVisible();
      });

      test('the greeting variables tooltip opens inside the screen', async ({ page }) => {
        await resumeSession(page, lang);
        await page.goto(`/dashboard/servers/${STAR_LOUNGE}/greetings?lang=${lang}`);
        await page.getByRole('button', { name: t.variables.title }).click();
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

  test(`Role Setup is described as the special roles, on the home page and the hub (${lang})`, async ({
    page,
  }) => {
    await page.goto(`/?lang=${lang}`);
    const feature = page.getByRole('listitem').filter({ hasText: t.home.features.roles.title });
    await expect(feature).toContainText(t.home.features.roles.text);
    // docs/product.md#settings-pages: bot, entry, gate, newbie and VC roles; not roles members pick themselves.
    await expect(feature).not.toContainText(/self-assignable|自分で選べ/i);

    await resumeSession(page, lang);
    await page.goto(`/dashboard/servers/${STAR_LOUNGE}?lang=${lang}`);
    const card = page.getByRole('link', { name: new RegExp(t.hub.roles) });
    await expect(card).toContainText(t.hub.rolesText);
    await expect(card).not.toContainText(/self-assignable|自分で選べ/i);
  });

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
