import { expect, test } from '@playwright/test';
import { ACTION_THROTTLE_MS, THEMES } from '@hoshi/contracts';
import { NIGHT_SKY, resumeSession, shot, signIn, STAR_LOUNGE, TEXT, type Lang } from './support.ts';

/** Lets the rest of the server's 2 s window after a toggle it accepted at `accepted` pass. */
const serverWindowAfter = (accepted: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, accepted + ACTION_THROTTLE_MS - Date.now())));

for (const lang of ['en', 'ja'] as Lang[]) {
  const t = TEXT[lang];

  test(`walking skeleton journey (${lang})`, async ({ page }, testInfo) => {
    // The page's clock jumps over the 2 s toggle throttle: a fixed wait would race the page's
    // own timer, which fires late on a busy machine.
    await page.clock.install();
    await page.goto(`/?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const nav = page.getByRole('navigation').first();
    await expect(nav.getByRole('button', { name: t.dashboard })).toBeVisible();
    const guide = nav.getByRole('link', { name: new RegExp(t.guide) });
    await expect(guide).toHaveAttribute('href', new RegExp(`/${lang}$`));
    await expect(page.getByRole('link', { name: /support|サポート/i }).first()).toBeVisible();
    await shot(page, testInfo, `${lang}-home`);

    // The theme switcher walks all 9 themes and comes back to the first.
    const themeButton = page.getByRole('button', { name: /theme|テーマ/i });
    const seen: string[] = [];
    for (let i = 0; i < THEMES.length; i++) {
      seen.push((await page.locator('html').getAttribute('data-theme')) ?? 'default');
      await themeButton.click();
    }
    expect(seen).toEqual([...THEMES]);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'default');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('default');

    await signIn(page, lang);
    const servers = page.getByRole('list').filter({ hasText: 'Star Lounge' });
    await expect(servers.getByText('Star Lounge')).toBeVisible();
    await expect(servers.getByText(/1\.2K/)).toBeVisible();
    await expect(servers.getByText('Night Sky Club')).toBeVisible();
    await expect(servers.getByText(/15\.3K/)).toBeVisible();
    await expect(page.getByText('Cafe Comet')).toHaveCount(0);
    await expect(page.getByText('Quiet Garden')).toHaveCount(0);
    await expect(page.getByRole('link', { name: new RegExp(t.addServer) })).toHaveAttribute(
      'href',
      /oauth2\/authorize\?client_id=/,
    );
    await expect(page.getByRole('link', { name: /profile|プロフィール/i }).first()).toBeVisible();
    await shot(page, testInfo, `${lang}-server-list`);

    // The server hub and its toggles: one call per 2 s, toasts, the answer shown.
    await servers.getByRole('link', { name: /Star Lounge/ }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/servers/${STAR_LOUNGE}$`));
    const languageToggle = page.getByRole('button', {
      name: new RegExp(lang === 'en' ? 'Language' : '言語'),
    });
    await expect(languageToggle).toContainText(t.languageName.en);
    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/save/')) saves.push(r.url());
    });
    // Two taps inside one 2 s window: the page's clock stands still between them, however long a
    // busy machine takes over a click (two taps 2 s apart are two presses, and flip twice).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await languageToggle.click();
    await languageToggle.click();
    await page.clock.resume();
    await expect(page.getByText(t.success)).toBeVisible();
    await expect(languageToggle).toContainText(t.languageName.ja);
    const languageAccepted = Date.now();
    expect(saves.filter((u) => u.endsWith('/language'))).toHaveLength(1);
    await page.clock.runFor(ACTION_THROTTLE_MS);
    // The server keeps each toggle's 2 s window too, on its own clock: what is left of it passes.
    await serverWindowAfter(languageAccepted);
    await languageToggle.click();
    await expect(languageToggle).toContainText(t.languageName.en);
    expect(saves.filter((u) => u.endsWith('/language'))).toHaveLength(2);

    const items = page.getByRole('switch');
    const before = await items.getAttribute('aria-checked');
    await items.click();
    await expect(items).not.toHaveAttribute('aria-checked', before ?? '');
    const itemsAccepted = Date.now();
    await shot(page, testInfo, `${lang}-server-hub`);
    await page.reload();
    await expect(page.getByRole('switch')).not.toHaveAttribute('aria-checked', before ?? '');
    await serverWindowAfter(itemsAccepted);
    await page.getByRole('switch').click();
    await expect(page.getByRole('switch')).toHaveAttribute('aria-checked', before ?? '');

    // The interface language: URL, local storage, <html lang>, and back.
    const other: Lang = lang === 'en' ? 'ja' : 'en';
    await page.getByRole('button', { name: t.switchLanguage }).click();
    await expect(page).toHaveURL(new RegExp(`lang=${other}`));
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe(other);
    await page.getByRole('button', { name: TEXT[other].switchLanguage }).click();
    await expect(page).toHaveURL(new RegExp(`lang=${lang}`));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);

    // Profile hub and Logout.
    await page.goto(`/dashboard/profile?lang=${lang}`);
    await shot(page, testInfo, `${lang}-profile`);
    await page.getByRole('button', { name: new RegExp(t.logout) }).click();
    await expect(page).toHaveURL(/\/(\?.*)?$/);
    await expect(page.getByRole('link', { name: /profile|プロフィール/i })).toHaveCount(0);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/(\?.*)?$/);
  });
}

test('a stale token is refreshed silently and the request retried once', async ({ page }) => {
  await resumeSession(page, 'en');
  let rejected = 0;
  // The first hub call answers 401 as if the token had gone stale.
  await page.route(`**/api/guilds/${NIGHT_SKY}/info`, async (route) => {
    if (rejected++ === 0) {
      await route.fulfill({
        status: 401,
        json: { error: { code: 'unauthorized', message: 'stale', issues: [] } },
      });
    } else {
      await route.continue();
    }
  });
  const refreshed = page.waitForRequest((r) => r.url().endsWith('/api/refresh'));
  await page.getByRole('link', { name: /Night Sky Club/ }).click();
  await refreshed;
  // The header names the server from the server list at once; the hub's own answer comes after
  // the retry, which is what this waits for.
  await expect(page.getByRole('heading', { name: 'Night Sky Club' })).toBeVisible();
  await expect.poll(() => rejected).toBe(2);
  await page.waitForLoadState('networkidle');
  expect(rejected).toBe(2);
});

test('an unknown path shows the not-found star, which leads home', async ({ page }, testInfo) => {
  await page.goto('/no/such/page');
  const star = page.getByRole('button', { name: /home|back|戻/i });
  await expect(star).toBeVisible();
  await shot(page, testInfo, 'en-not-found');
  await star.click();
  await expect(page).toHaveURL(/\/$/);
});

test('the dashboard sends signed-out visitors home', async ({ page }) => {
  await page.goto('/dashboard/servers/200000000000000001');
  await expect(page).toHaveURL(/\/$/);
});
