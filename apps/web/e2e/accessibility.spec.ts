import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { settle, signIn, STAR_LOUNGE, type Lang } from './support.ts';

/** axe on every page this far, in both languages; serious and critical findings fail. */
async function scan(page: Page, label: string) {
  await settle(page);
  // The message previews draw Discord's own client (docs/decisions.md): its timestamp grey sits in
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

for (const lang of ['en', 'ja'] as Lang[]) {
  test(`public pages have no serious accessibility findings (${lang})`, async ({ page }) => {
    for (const path of ['/', '/aboutme', '/activities', '/no-such-page']) {
      await page.goto(`${path}?lang=${lang}`);
      await scan(page, path);
    }
  });

  test(`dashboard pages have no serious accessibility findings (${lang})`, async ({ page }) => {
    await page.goto(`/?lang=${lang}`);
    await signIn(page, lang);
    await scan(page, '/dashboard');
    for (const path of [`/dashboard/servers/${STAR_LOUNGE}`, '/dashboard/profile']) {
      await page.goto(`${path}?lang=${lang}`);
      await scan(page, path);
    }
    // Settings pages of issue 9 (pages-a), each with its editor loaded; the inventory's gear tab too.
    for (const name of ['roles', 'vcalerts', 'boosts', 'inventory']) {
      const path = `/dashboard/servers/${STAR_LOUNGE}/${name}`;
      await page.goto(`${path}?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
      await scan(page, path);
    }
    await page.getByRole('tab').nth(1).click();
    await scan(page, 'inventory gear');
  });
}
