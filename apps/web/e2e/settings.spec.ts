import { expect, test, type Page } from '@playwright/test';
import { resumeSession, shot, type Lang } from './support.ts';
import {
  choose,
  labelled,
  LOCALES,
  page$,
  pick,
  pressSave,
  run,
  save,
  signedIn,
  TOASTS,
} from './settings-support.ts';

for (const lang of ['en', 'ja'] as Lang[]) {
  const t = LOCALES[lang];

  test(`greetings: edit, save, reload and find them kept (${lang})`, async ({ page }, testInfo) => {
    await resumeSession(page, lang);
    await page.goto(page$('greetings', lang));
    const message = page.getByLabel(t.greetings.message, { exact: true });
    await expect(message).toBeVisible();

    // Nothing changed yet: Save says so instead of saving.
    await pressSave(page, lang, { force: true });
    await expect(page.getByText(TOASTS[lang].noChanges)).toBeVisible();

    await choose(page, t.greetings.leave);
    const id = run();
    const text = `E2E ${lang} ${id}: see you, **!NAME!**`;
    await message.fill(text);
    await expect(page.getByText(t.settings.unsaved, { exact: true })).toBeVisible();
    await pick(page, labelled(page, t.greetings.channel), /general/);
    await choose(page, t.greetings.styles.image);
    // The live preview fills the variables from the signed-in user and reads Discord markdown.
    const preview = page.getByTestId('greeting-preview');
    await expect(preview).toContainText(`E2E ${lang} ${id}: see you, akari`);
    await expect(preview.locator('strong', { hasText: 'akari' })).toBeVisible();
    await expect(preview).not.toContainText('**');
    await shot(page, testInfo, `${lang}-greetings`);
    // Hold the answer back a moment so the loading toast can be seen, as on a slow network.
    await page.route('**/api/save/guilds/**', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await pressSave(page, lang);
    await expect(page.getByText(TOASTS[lang].saving)).toBeVisible();
    await expect(page.getByText(TOASTS[lang].saved)).toBeVisible();
    await expect(page.getByText(t.settings.unsaved, { exact: true })).toHaveCount(0);

    await page.reload();
    await choose(page, t.greetings.leave);
    await expect(page.getByLabel(t.greetings.message, { exact: true })).toHaveValue(text);
    await expect(page.getByRole('radio', { name: t.greetings.styles.image })).toBeChecked();
  });

  test(`xp: clamps, level roles added and removed, kept after reload (${lang})`, async ({
    page,
  }, testInfo) => {
    await resumeSession(page, lang);
    await page.goto(page$('xp', lang));
    const rate = page.getByLabel(t.xp.rate, { exact: true });
    await rate.fill('9');
    await rate.blur();
    await expect(rate).toHaveValue('5');
    const boost = page.getByLabel(t.xp.boost, { exact: true });
    await boost.fill('3');
    await boost.blur();
    await expect(page.getByText('×1.6')).toBeVisible();

    await page.getByRole('tab', { name: new RegExp(t.xp.tabs.add) }).click();
    // A level of this run's own (see run()), typed negative: levels are absolute integers.
    const level = String(100 + (Date.now() % 900));
    const row1 = page.getByRole('group', { name: t.xp.row.replace('{{n}}', '1') });
    await row1.getByLabel(t.xp.level, { exact: true }).fill(`-${level}`);
    await row1.getByLabel(t.xp.level, { exact: true }).blur();
    await expect(row1.getByLabel(t.xp.level, { exact: true })).toHaveValue(level);
    await pick(page, labelled(row1, t.xp.role), /Member/);
    await shot(page, testInfo, `${lang}-xp-add`);
    await save(page, lang);

    await page.reload();
    await expect(page.getByLabel(t.xp.rate, { exact: true })).toHaveValue('5');
    await page.getByRole('tab', { name: new RegExp(t.xp.tabs.remove) }).click();
    const levelRole = new RegExp(t.xp.levelRole.replace('{{level}}', level).replace('{{role}}', '.+'));
    await pick(page, labelled(page, t.xp.removeLabel), levelRole);
    await save(page, lang);
    await page.reload();
    await page.getByRole('tab', { name: new RegExp(t.xp.tabs.remove) }).click();
    await page.getByLabel(t.xp.removeLabel, { exact: true }).click();
    await expect(page.getByRole('option', { name: levelRole })).toHaveCount(0);
  });
}

test('two admins editing the same page get the conflict flow, not a lost update', async ({
  browser,
}, testInfo) => {
  const t = LOCALES.en;
  // Two browsers, two sessions: A resumes the one signed in once, B signs in on its own.
  const [a, b] = [await signedIn(browser, 'en', 'resume'), await signedIn(browser, 'en', 'popup')];
  const message = (p: Page) => p.getByLabel(t.greetings.message, { exact: true });
  // Both hold the document before A saves: a page whose GET came back after A's save would
  // simply have A's version, and there would be no conflict to see.
  for (const p of [a, b]) {
    await p.goto(page$('greetings', 'en'));
    await expect(message(p)).toBeVisible();
  }
  const id = run();
  const first = `Saved first by A (${id})`;
  const meanwhile = `Written by B meanwhile (${id})`;
  const again = `A tries again (${id})`;

  await message(a).fill(first);
  await save(a, 'en');

  await message(b).fill(meanwhile);
  await pressSave(b, 'en');
  const dialog = b.getByRole('dialog', { name: t.settings.conflictTitle });
  await expect(dialog).toBeVisible();
  await shot(b, testInfo, 'en-conflict');
  // B's words are still there until B chooses.
  await dialog.getByRole('button', { name: t.settings.keepMine }).click();
  await expect(message(b)).toHaveValue(meanwhile);
  await save(b, 'en');

  // Now A is the stale one: A loads B's version rather than overwriting it.
  await message(a).fill(again);
  await pressSave(a, 'en');
  await a
    .getByRole('dialog', { name: t.settings.conflictTitle })
    .getByRole('button', { name: t.settings.loadTheirs })
    .click();
  await expect(message(a)).toHaveValue(meanwhile);
  await a.reload();
  await expect(message(a)).toHaveValue(meanwhile);
});

test('leaving a page with unsaved changes asks first', async ({ page }) => {
  const t = LOCALES.ja;
  await resumeSession(page, 'ja');
  await page.goto(page$('greetings', 'ja'));
  await page.getByLabel(t.greetings.message, { exact: true }).fill('まだ保存していない');
  await page.getByRole('navigation').first().getByRole('link', { name: t.nav.dashboard }).click();
  const dialog = page.getByRole('dialog', { name: t.settings.leaveTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: t.settings.stay }).click();
  await expect(page).toHaveURL(/\/greetings/);
  await expect(page.getByLabel(t.greetings.message, { exact: true })).toHaveValue('まだ保存していない');
  await page.getByRole('navigation').first().getByRole('link', { name: t.nav.dashboard }).click();
  await page
    .getByRole('dialog', { name: t.settings.leaveTitle })
    .getByRole('button', { name: t.settings.leave })
    .click();
  await expect(page).toHaveURL(/\/dashboard(\?.*)?$/);
});
