import { expect, test } from '@playwright/test';
import { resumeSession, settle, shot, STAR_LOUNGE, type Lang } from './support.ts';
import { LOCALES, page$, run, save } from './settings-support.ts';

for (const lang of ['en', 'ja'] as const satisfies Lang[]) {
  test(`history: a saved greeting is listed first, worded, with who and when (${lang})`, async ({
    page,
  }, testInfo) => {
    const t = LOCALES[lang];
    await resumeSession(page, lang);
    await page.goto(page$('greetings', lang));
    const message = page.getByLabel(t.greetings.message, { exact: true });
    const words = `History ${lang} ${run()}`;
    await message.fill(words);
    await save(page, lang);

    // Reached from the server menu.
    await page.getByRole('link', { name: t.history.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/servers/${STAR_LOUNGE}/history`));
    await settle(page);
    const first = page.getByRole('list', { name: t.history.title }).getByRole('listitem').first();
    await expect(first).toContainText(t.history.action.save);
    await expect(first).toContainText(t.hub.greetings);
    await expect(first).toContainText(lang === 'en' ? `“${words}”` : `「${words}」`);
    await expect(first.locator('time')).toHaveAttribute('datetime', /\d{4}-\d\d-\d\dT/);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, testInfo, `${lang}-history-${width}`);
    }
  });
}
