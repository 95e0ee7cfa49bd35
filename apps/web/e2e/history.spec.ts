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

for (const lang of ['en', 'ja'] as const satisfies Lang[]) {
  test(`history: a save is reverted after a dialog that says what changes, and the revert is listed (${lang})`, async ({
    page,
  }, testInfo) => {
    const t = LOCALES[lang];
    const quote = (words: string) => (lang === 'en' ? `“${words}”` : `「${words}」`);
    await resumeSession(page, lang);
    await page.goto(page$('greetings', lang));
    const message = page.getByLabel(t.greetings.message, { exact: true });
    const kept = `Kept ${lang} ${run()}`;
    const undone = `Undone ${lang} ${run()}`;
    await message.fill(kept);
    await save(page, lang);
    await message.fill(undone);
    await save(page, lang);

    await page.getByRole('link', { name: t.history.title }).first().click();
    await settle(page);
    const entries = page.getByRole('list', { name: t.history.title }).getByRole('listitem');
    const first = entries.first();
    await expect(first).toContainText(quote(undone));
    await first.getByRole('button', { name: t.history.revert.button }).click();

    const dialog = page.getByRole('dialog', { name: t.history.revert.title });
    const changes = dialog.getByRole('list', { name: t.history.revert.changesLabel });
    // Today's value → the value the revert writes back.
    await expect(changes).toContainText(`${quote(undone)} → ${quote(kept)}`);
    await shot(page, testInfo, `${lang}-history-revert-dialog`);
    await dialog.getByRole('button', { name: t.history.revert.confirm }).click();
    await expect(dialog).toBeHidden();

    const reverted = entries.first();
    await expect(reverted).toContainText(t.history.action.revert);
    await expect(reverted).toContainText(`${quote(undone)} → ${quote(kept)}`);
    await expect(reverted).toContainText(t.history.revert.reverts.replace('{{when}}', '').trim());
    // The history keeps the reverted save; an entry that cannot be reverted says why.
    await expect(entries.filter({ hasText: quote(undone) }).nth(1)).toBeVisible();
    await shot(page, testInfo, `${lang}-history-reverted`);

    await page.goto(page$('greetings', lang));
    await expect(page.getByLabel(t.greetings.message, { exact: true })).toHaveValue(kept);
  });
}
