import { expect, test } from '@playwright/test';
import en from '../src/locales/en.json' with { type: 'json' };
import ja from '../src/locales/ja.json' with { type: 'json' };

// The phone's navigation menu is a disclosure: Escape folds it and gives focus back to its
// button; with the activities menu open inside it, Escape folds that one first.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

for (const [lang, t] of [
  ['en', en],
  ['ja', ja],
] as const) {
  test(`Escape closes the phone menu and returns focus to its button (${lang})`, async ({
    page,
  }, testInfo) => {
    await page.goto(`/?lang=${lang}`);
    const nav = page.getByRole('navigation').first();
    const menu = nav.getByRole('button', { name: t.nav.menu, exact: true });
    const about = nav.getByRole('link', { name: t.nav.about });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await about.focus();
    await page.screenshot({ path: testInfo.outputPath(`${lang}-menu-open.png`) });
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    const activities = nav.getByRole('button', { name: new RegExp(t.nav.activities) });
    await activities.click();
    await expect(activities).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(activities).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
  });
}
