import { expect, test, type Page } from '@playwright/test';
import { ACTION_THROTTLE_MS } from '@hoshi/contracts';
import { LOCALES, TOASTS, labelled, page$ } from './settings-support.ts';
import { resumeSession, shot, type Lang } from './support.ts';

// What a lottery's editor says before it is too late: a lottery with no channel is never
// posted, and the winner message's variables.

const toast = (page: Page, text: string) =>
  expect(page.getByRole('status').filter({ hasText: text }).last()).toBeVisible();

for (const lang of ['en', 'ja'] as Lang[]) {
  const t = LOCALES[lang];

  test.describe(lang, () => {
    test.beforeEach(async ({ page }) => {
      await resumeSession(page, lang);
    });

    test(`a lottery with no channel is said to be never posted, before and after Create (${lang})`, async ({
      page,
    }, testInfo) => {
      await page.goto(page$('lotteries', lang));
      const create = page.getByRole('tabpanel', { name: t.lotteries.tabs.create });
      // Every field left as it is: no channel chosen.
      await expect(create.getByText(t.lotteries.notPostedWarning)).toBeVisible();
      await shot(page, testInfo, `lottery-not-posted-${lang}`);
      await create.getByRole('button', { name: t.lotteries.create, exact: true }).click();
      await toast(page, TOASTS[lang].saved);

      await page.getByRole('tab', { name: t.lotteries.tabs.edit }).click();
      const edit = page.getByRole('tabpanel', { name: t.lotteries.tabs.edit });
      const item = edit.getByRole('button', {
        name: new RegExp(t.collections.untitled.replace(/[()]/g, '\\$&')),
      });
      await expect(item).toContainText(t.lotteries.notPosted);
      await item.click();
      await expect(edit.getByText(t.lotteries.notPostedWarning)).toBeVisible();
      // The demo's lotteries are posted: none of them is marked.
      const marked = edit.getByRole('button').filter({ hasText: t.lotteries.notPosted });
      await expect(marked).toHaveCount(1);

      // Give the slot back (a press at least the action window after Create).
      await page.waitForTimeout(ACTION_THROTTLE_MS);
      await page.getByRole('button', { name: t.lotteries.delete, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: t.lotteries.delete, exact: true }).click();
      await toast(page, t.collections.toast.deleted);
      await expect(marked).toHaveCount(0);
    });

    test(`the winner message offers its variables (${lang})`, async ({ page }) => {
      await page.goto(page$('lotteries', lang));
      const create = page.getByRole('tabpanel', { name: t.lotteries.tabs.create });
      await expect(labelled(create, t.lotteries.message2)).toBeVisible();
      await create.getByRole('button', { name: t.variables.title }).click();
      const tooltip = page.getByRole('tooltip');
      for (const name of ['WINNERS', 'NAMES', 'TITLE', 'ENTRIES'] as const) {
        await expect(tooltip.getByText(`!${name}!`, { exact: true })).toBeVisible();
        await expect(tooltip.getByText(t.lotteries.vars[name], { exact: true })).toBeVisible();
      }
    });
  });
}
