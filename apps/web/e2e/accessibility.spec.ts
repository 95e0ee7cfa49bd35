import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeFindings, resumeSession, STAR_LOUNGE, type Lang } from './support.ts';

for (const lang of ['en', 'ja'] as Lang[]) {
  test(`public pages have no serious accessibility findings (${lang})`, async ({ page }) => {
    for (const path of ['/', '/aboutme', '/activities', '/no-such-page']) {
      await page.goto(`${path}?lang=${lang}`);
      await expectNoSeriousAxeFindings(page, path);
    }
  });

  test(`dashboard pages have no serious accessibility findings (${lang})`, async ({ page }) => {
    // Eight pages with axe on each, on a shared machine (as themes.spec.ts): a bound for a hang.
    test.setTimeout(180_000);
    await resumeSession(page, lang);
    await expectNoSeriousAxeFindings(page, '/dashboard');
    for (const path of [`/dashboard/servers/${STAR_LOUNGE}`, '/dashboard/profile']) {
      await page.goto(`${path}?lang=${lang}`);
      await expectNoSeriousAxeFindings(page, path);
    }
    // The collection settings pages (pages-a), each with its editor loaded; the inventory's gear tab too.
    for (const name of ['roles', 'vcalerts', 'boosts', 'inventory']) {
      const path = `/dashboard/servers/${STAR_LOUNGE}/${name}`;
      await page.goto(`${path}?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
      await expectNoSeriousAxeFindings(page, path);
    }
    await page.getByRole('tab').nth(1).click();
    await expectNoSeriousAxeFindings(page, 'inventory gear');
  });
}
