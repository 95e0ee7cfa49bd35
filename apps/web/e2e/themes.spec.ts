import { expect, test } from '@playwright/test';
import { THEMES } from '@hoshi/contracts';
import { expectNoSeriousAxeFindings, resumeSession, STAR_LOUNGE, type Lang } from './support.ts';

/**
 * Which public pages axe reads in each theme. A theme changes colours, surfaces, its scene and
 * fonts (themes.css, styles/scenes), the same way on every page, so what needs checking per theme
 * is each family of components that pairs those colours differently:
 * - the home page: navigation, headings and lead text on the scene, both kinds of button, the
 *   feature cards (the about and not-found pages are headings, lead text, text and buttons on
 *   the scene too, nothing home lacks);
 * - the activities index: game cards with best scores in the star colour;
 * - a game: its menu, board and score line;
 * - and, below, a settings page: forms, inputs, pickers.
 * The default theme (every visitor's first) reads every page: accessibility.spec.ts reads home,
 * about and not-found in both languages, this file the activities index and a game with best
 * scores stored. Contrast does not depend on the language (same colours, same sizes), so each
 * other theme is read in one language, alternating, so Japanese text meets every other theme.
 */
const PAGES_DEFAULT = ['/activities', '/activities/whack'];
const PAGES_PER_THEME = ['/', '/activities', '/activities/whack'];

// Every theme, as a returning visitor arrives with it: stored under `theme` before the page loads.
for (const [index, theme] of THEMES.entries()) {
  const languages: Lang[] = theme === 'default' ? ['en', 'ja'] : [index % 2 ? 'ja' : 'en'];
  const paths = theme === 'default' ? PAGES_DEFAULT : PAGES_PER_THEME;
  test(`public pages and a settings page keep AA contrast in the ${theme} theme`, async ({ page }) => {
    // Several pages with axe on each, on a shared machine.
    test.setTimeout(180_000);
    await page.addInitScript((saved) => {
      localStorage.setItem('theme', saved);
      // Best scores, so the activities cards and the game menu show them in the star colour.
      localStorage.setItem('whackMoleHighScore_easy', '12');
      localStorage.setItem('spaceShooterHighScore', '340');
    }, theme);
    // The theme's scene is drawn, and no other theme's pictures were fetched.
    await page.goto(`/?lang=${languages[0]}`);
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

    for (const lang of languages) {
      for (const path of paths) {
        // The home page in the first language is open already.
        if (lang !== languages[0] || path !== '/') await page.goto(`${path}?lang=${lang}`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expectNoSeriousAxeFindings(page, `${theme} ${path} ${lang}`);
      }
    }
    await resumeSession(page, languages[0]!);
    const settings = `/dashboard/servers/${STAR_LOUNGE}/xp`;
    await page.goto(settings);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectNoSeriousAxeFindings(page, `${theme} ${settings}`);
  });
}
