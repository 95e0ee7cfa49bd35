import { expect, test } from '@playwright/test';
import ja from '../src/locales/ja.json' with { type: 'json' };
import { AKARI, shot, signIn, STAR_LOUNGE } from './support.ts';

// A phone: narrow, touch only. The navigation folds into a menu and pickers do not search,
// so the on-screen keyboard never covers their options (docs/product.md#settings-forms).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a phone: the menu, sign-in, and a greeting edited with a picker that does not search (ja)', async ({
  page,
}, testInfo) => {
  const t = ja;
  await page.goto('/?lang=ja');
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: t.nav.about })).toBeHidden();
  const menu = nav.getByRole('button', { name: t.nav.menu });
  await menu.tap();
  await expect(nav.getByRole('link', { name: t.nav.about })).toBeVisible();
  await signIn(page, 'ja', AKARI, () => nav.getByRole('button', { name: t.nav.dashboard }).tap());

  await page.getByRole('link', { name: /Star Lounge/ }).tap();
  await expect(page).toHaveURL(new RegExp(`/dashboard/servers/${STAR_LOUNGE}$`));
  await page.getByRole('link', { name: new RegExp(t.hub.greetings) }).tap();
  await expect(page).toHaveURL(/\/greetings/);

  const picker = page.getByLabel(t.greetings.channel, { exact: true });
  await expect(picker).toHaveAttribute('inputmode', 'none');
  // A finger lands on the box around the input (the chosen value covers the input itself).
  await picker.locator('xpath=ancestor::div[contains(@class, "-control")]').tap();
  // Any text channel other than the one already chosen.
  const other = page.getByRole('option', { selected: false }).first();
  await expect(other).toBeVisible();
  await other.tap();
  await expect(page.getByText(t.settings.unsaved, { exact: true })).toBeVisible();
  await shot(page, testInfo, 'ja-mobile-greetings');
  await page.getByRole('button', { name: t.settings.save, exact: true }).tap();
  await expect(page.getByText('保存完了！')).toBeVisible();
});
