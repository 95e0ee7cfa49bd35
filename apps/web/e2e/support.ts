import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page, type TestInfo } from '@playwright/test';

export const AKARI = '100000000000000001';
export const STAR_LOUNGE = '200000000000000001';
export const NIGHT_SKY = '200000000000000002';

export type Lang = 'en' | 'ja';

/** The visible texts the journey checks, verbatim from the spec and our locales. */
export const TEXT = {
  en: {
    dashboard: 'Dashboard',
    guide: 'User Guide',
    changing: 'Changing...',
    success: 'Success!',
    logout: 'Logout',
    addServer: 'Add to Server',
    languageName: { en: 'English', ja: '日本語' },
    switchLanguage: '日本語に切り替える',
  },
  ja: {
    dashboard: 'ダッシュボード',
    guide: 'ユーザーガイド',
    changing: '変更中...',
    success: '変更完了！',
    logout: 'ログアウト',
    addServer: 'サーバーに追加',
    languageName: { en: 'English', ja: '日本語' },
    switchLanguage: 'Switch to English',
  },
} as const;

/**
 * Signs in through the login popup on the emulator's authorize page, as a visitor would. `start`
 * presses what opens it: by default Dashboard in the top navigation (on a phone that sits in the
 * menu, which the caller opens first).
 */
export async function signIn(
  page: Page,
  lang: Lang,
  userId = AKARI,
  start = () => page.getByRole('navigation').getByRole('button', { name: TEXT[lang].dashboard }).click(),
  /** Where the page is once signed in: the server list, unless signing in again on a page. */
  landing: RegExp = /\/dashboard$/,
) {
  // A prerendered page shows its buttons before the app has taken it over; wait for that, as the
  // sign-in popup needs the press to reach the app's own handler.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('nav button')].some((button) =>
      Object.keys(button).some((key) => key.startsWith('__reactProps')),
    ),
  );
  const popupPromise = page.waitForEvent('popup');
  await start();
  const popup = await popupPromise;
  await popup.waitForURL(/\/discord-emulator\/oauth2\/authorize/);
  await popup.locator(`input[name="user_id"][value="${userId}"]`).check();
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Authorize' }).click();
  await closed;
  await expect(page).toHaveURL(landing);
}

/** Where session.setup.ts leaves akari's signed-in browser state (rewritten by every run). */
export const SESSION_FILE = path.join(import.meta.dirname, 'artifacts/session.json');

/**
 * Akari, signed in, on the server list: for tests that are not about signing in. The setup
 * project signed in once through the popup (session.setup.ts); its session cookie goes into this
 * page's browser, as a browser that signed in earlier keeps it, and the page loads as it does
 * after a sign-in: the server list shown (and kept in local storage, docs/product.md#server-list-and-hub). The tests of
 * the sign-in itself, and those that sign out or end the session, still call signIn.
 */
export async function resumeSession(page: Page, lang: Lang) {
  const { cookies } = JSON.parse(readFileSync(SESSION_FILE, 'utf8')) as {
    cookies: Parameters<BrowserContext['addCookies']>[0];
  };
  await page.context().addCookies(cookies);
  await page.goto(`/dashboard?lang=${lang}`);
  await expect(page.getByRole('link', { name: /Star Lounge/ }).first()).toBeVisible();
}

/** Waits for the network and the page transition; decorative loops (a floating star) never end. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Screenshots kept as test artifacts (apps/web/e2e/artifacts), after transitions settle. */
export async function shot(page: Page, testInfo: TestInfo, name: string) {
  await settle(page);
  // A full-page capture smears the sticky nav over the content; the top of the page is what a visitor sees.
  await page.evaluate(() => window.scrollTo(0, 0));
  // One capture, kept in both places.
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  mkdirSync('e2e/artifacts/screens', { recursive: true });
  copyFileSync(file, `e2e/artifacts/screens/${name}.png`);
}

/** axe on the page as it stands; serious and critical findings fail. */
export async function expectNoSeriousAxeFindings(page: Page, label: string) {
  await settle(page);
  // The message previews draw Discord's own client (docs/decisions/0026-accessibility-scans-and-the-message-previews.md): its timestamp grey sits in
  // the library's shadow DOM, out of our reach, and is what members see in Discord.
  const { violations } = await new AxeBuilder({ page })
    .exclude({ fromShadowDom: ['discord-message', 'time'] })
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) => `${label}: ${v.id} — ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`,
    ),
  ).toEqual([]);
}

/** The emulator's world page on Star Lounge's #general, acting as `author` (a member's display or user name). */
export async function onWorldPage(page: Page, author: string) {
  await page.goto(`/discord-emulator/world?guild=${STAR_LOUNGE}`);
  await expect(page.getByRole('status')).toContainText('Up to date');
  await page.getByRole('navigation', { name: 'Channels' }).getByRole('button', { name: '# general' }).click();
  await page.locator('#author').selectOption({ label: author });
}
