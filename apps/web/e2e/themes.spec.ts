import { expect, test } from '@playwright/test';
import { THEMES } from '@hoshi/contracts';
import { expectNoSeriousAxeFindings, signIn, STAR_LOUNGE, type Lang } from './support.ts';

// Every theme, as a returning visitor arrives with it: stored under `theme` before the page loads.
for (const theme of THEMES) {
  test(`public pages and a settings page keep AA contrast in the ${theme} theme`, async ({ page }) => {
    // Eleven pages with axe on each, on a shared machine.
    test.setTimeout(180_000);
    await page.addInitScript((saved) => {
      localStorage.setItem('theme', saved);
      // Best scores, so the activities cards and the game menu show them in the star colour.
      localStorage.setItem('whackMoleHighScore_easy', '12');
      localStorage.setItem('spaceShooterHighScore', '340');
    }, theme);
    // The theme's scene is drawn, and no other theme's pictures were fetched.
    await page.goto('/');
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body, '::before').backgroundImage))
      .not.toBe('none');
    const scenes = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => /^\/images\/(scenes|hero)\//.test(path)),
    );
    expect(scenes.filter((path) => !path.includes(`/${theme}`))).toEqual([]);

    for (const lang of ['en', 'ja'] as Lang[]) {
      for (const path of ['/', '/aboutme', '/activities', '/activities/whack', '/no-such-page']) {
        await page.goto(`${path}?lang=${lang}`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expectNoSeriousAxeFindings(page, `${theme} ${path} ${lang}`);
      }
    }
    await page.goto('/?lang=en');
    await signIn(page, 'en');
    const settings = `/dashboard/servers/${STAR_LOUNGE}/xp`;
    await page.goto(settings);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectNoSeriousAxeFindings(page, `${theme} ${settings}`);
  });
}
