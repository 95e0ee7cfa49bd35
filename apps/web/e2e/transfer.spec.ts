import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { NIGHT_SKY, resumeSession, settle, shot, STAR_LOUNGE, type Lang } from './support.ts';
import { LOCALES, run } from './settings-support.ts';

/**
 * Export Star Lounge's settings from its Export & import page (reached from the hub, beside the
 * history), import them into Night Sky Club: the preview names what changes page by page and
 * lists what found no namesake there (Night Sky Club's #general is #night-chat, its Stargazers
 * are Night Owls), then Apply saves and the history shows it.
 */
for (const lang of ['en', 'ja'] as const satisfies Lang[]) {
  test(`export and import: preview, unmatched, apply, refusals (${lang})`, async ({ page }, testInfo) => {
    const t = LOCALES[lang];
    await resumeSession(page, lang);
    await page.goto(`/dashboard/servers/${STAR_LOUNGE}?lang=${lang}`);
    await page.getByRole('link', { name: t.transfer.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/servers/${STAR_LOUNGE}/transfer`));

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t.transfer.download }).click();
    const download = await downloading;
    await expect(page.getByText(t.transfer.toast.exported)).toBeVisible();
    const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
      format: string;
      pages: { greetings: { join: { message: string } } };
    };
    expect(exported.format).toBe('hoshi-server-settings');

    // This run's own words, so the import always has something to change.
    const words = `Imported ${lang} ${run()}`;
    exported.pages.greetings.join.message = words;
    await page.goto(`/dashboard/servers/${NIGHT_SKY}/transfer?lang=${lang}`);
    const file = page.getByLabel(t.transfer.pick);

    // Another kind of file is refused, worded in the reader's language.
    await file.setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"a":1}'),
    });
    await expect(page.getByRole('alert')).toHaveText(t.transfer.errors.import_format);
    await file.setInputFiles({
      name: 'future.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ ...exported, version: 99 })),
    });
    await expect(page.getByRole('alert')).toHaveText(t.transfer.errors.import_version);

    await file.setInputFiles({
      name: 'star-lounge.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(exported)),
    });
    const preview = page.getByTestId('import-preview');
    await expect(preview).toContainText(t.transfer.from.replace('{{server}}', 'Star Lounge'));
    const greetings = preview.getByRole('row', { name: new RegExp(t.hub.greetings) });
    await expect(greetings).toContainText(t.transfer.state.change);
    await expect(greetings).toContainText(words);
    // A moderation page's field, named as its page labels it (its texts load with the route).
    const warnings = preview.getByRole('row', { name: new RegExp(t.hub.warnings) });
    await expect(warnings).toContainText(t.transfer.state.invalid);
    await expect(warnings).not.toContainText('warnings.role');
    const unmatched = page.getByTestId('import-unmatched');
    await expect(unmatched).toContainText('#general');
    await expect(unmatched).toContainText('@Stargazers');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, testInfo, `${lang}-transfer-${width}`);
      // The whole preview without scrolling, so the sticky navigation stays above it.
      await page.setViewportSize({ width, height: 3200 });
      await settle(page);
      await preview.screenshot({ path: `e2e/artifacts/screens/${lang}-transfer-preview-${width}.png` });
      await page.setViewportSize({ width, height: 900 });
    }
    // Nothing overflows a phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: t.transfer.apply }).click();
    await expect(page.getByText(t.transfer.toast.imported)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: t.hub.greetings })).toBeVisible();
    await expect(greetings).toContainText(t.transfer.state.same);
    await settle(page);
    await page.getByRole('status').filter({ hasText: t.hub.greetings }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `e2e/artifacts/screens/${lang}-transfer-applied-390.png` });

    // The save is in Night Sky Club's history, worded as any save.
    await page.goto(`/dashboard/servers/${NIGHT_SKY}/history?lang=${lang}`);
    await expect(page.getByRole('list', { name: t.history.title })).toContainText(words);
    await page.setViewportSize({ width: 1280, height: 900 });
  });
}
