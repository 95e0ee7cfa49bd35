import { expect, test } from '@playwright/test';
import { resumeSession, settle, shot, signIn, STAR_LOUNGE, type Lang } from './support.ts';
import { LOCALES, page$, save } from './settings-support.ts';

const MIKA = '100000000000000002';

// docs/product.md#access-for-roles: akari grants Stargazers (mika's role in Star Lounge) edit on
// Join/Leave, XP, leaderboard and boosts; mika then sees Star Lounge and exactly those pages.
for (const lang of ['en', 'ja'] as const satisfies Lang[]) {
  test(`access: a role's grant lets its member use its pages only (${lang})`, async ({
    page,
    browser,
  }, testInfo) => {
    const t = LOCALES[lang];
    await resumeSession(page, lang);
    await page.goto(page$('access', lang));
    await settle(page);
    // Choosing a role in "Add a role" adds its grant (the picker stays empty for the next one).
    const add = page.getByLabel(t.access.add, { exact: true });
    await add.focus();
    await add.fill('Stargazers');
    await expect(page.getByRole('option', { name: 'Stargazers' })).toBeVisible();
    await add.press('Enter');
    const grant = page.getByRole('group', { name: t.access.grantLabel.replace('{{n}}', '1') });
    await expect(grant).toContainText('Stargazers');
    await grant.locator('label', { has: page.getByRole('radio', { name: t.access.level.edit }) }).click();
    await grant.getByRole('checkbox', { name: t.access.group['greetings-xp'] }).check();
    await save(page, lang);
    await shot(page, testInfo, `${lang}-access-page`);

    const context = await browser.newContext();
    try {
      const mika = await context.newPage();
      await mika.goto(`/?lang=${lang}`);
      await signIn(mika, lang, MIKA);
      await mika
        .getByRole('link', { name: /Star Lounge/ })
        .first()
        .click();
      await expect(mika).toHaveURL(new RegExp(`/dashboard/servers/${STAR_LOUNGE}$`));
      await settle(mika);
      const main = mika.getByRole('main');
      await expect(main.getByRole('link', { name: new RegExp(t.hub.greetings) })).toBeVisible();
      await expect(main.getByRole('link', { name: new RegExp(t.hub.roles) })).toHaveCount(0);
      await expect(main.getByRole('link', { name: new RegExp(t.history.title) })).toHaveCount(0);
      await expect(main.getByRole('link', { name: new RegExp(t.hub.access) })).toHaveCount(0);
      await shot(mika, testInfo, `${lang}-access-granted-hub`);
    } finally {
      await context.close();
    }

    // Taken back, so the other specs see mika as before.
    await page.reload();
    await settle(page);
    await grant.getByRole('button', { name: t.access.remove }).click();
    await save(page, lang);
  });
}
