import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACTION_THROTTLE_MS } from '@hoshi/contracts';
import { LOCALES, TOASTS, labelled, page$, pick, run } from './settings-support.ts';
import { resumeSession, settle, shot, type Lang } from './support.ts';

// Auto voice channels, surveys and lotteries, walked in both languages against the
// real server and the emulator's demo world.

const lastPress = new WeakMap<Page, number>();

/** Presses a throttled button: presses less than 2 s apart are dropped on purpose (docs/product.md#texts). */
async function press(page: Page, button: Locator) {
  const elapsed = Date.now() - (lastPress.get(page) ?? 0);
  if (elapsed < ACTION_THROTTLE_MS) await page.waitForTimeout(ACTION_THROTTLE_MS - elapsed + 100);
  await button.click();
  lastPress.set(page, Date.now());
}

/** A destructive action: the button, then "are you sure" answered with its confirm button. */
async function confirmAction(page: Page, label: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await press(page, dialog.getByRole('button', { name: label, exact: true }));
}

const toast = (page: Page, text: string) =>
  expect(page.getByRole('status').filter({ hasText: text }).last()).toBeVisible();

/** axe on the page as it stands; serious and critical findings fail. */
async function scan(page: Page, label: string) {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) => `${label}: ${v.id} — ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`,
    ),
  ).toEqual([]);
}

for (const lang of ['en', 'ja'] as Lang[]) {
  const t = LOCALES[lang];

  test.describe(lang, () => {
    test.beforeEach(async ({ page }) => {
      await resumeSession(page, lang);
    });

    test(`auto-VC, surveys and lotteries have no serious accessibility findings (${lang})`, async ({
      page,
    }) => {
      for (const name of ['autovc', 'surveys', 'lotteries'] as const) {
        await page.goto(page$(name, lang));
        await expect(page.getByRole('tab', { name: t[name].tabs.create })).toBeVisible();
        await scan(page, `${name} create`);
        await page.getByRole('tab', { name: t[name].tabs.edit }).click();
        const first = page.locator('.item-list__item').first();
        if (await first.count()) await first.click();
        await scan(page, `${name} edit`);
      }
    });

    test(`auto voice channels: create, edit, reload and see it kept (${lang})`, async ({
      page,
    }, testInfo) => {
      await page.goto(page$('autovc', lang));
      const id = run();
      const room = labelled(page, t.autovc.roomName);
      await expect(room).toBeVisible();

      // The variables tooltip closes when the tab changes.
      await page.getByRole('button', { name: t.autovc.variables }).first().click();
      await expect(page.getByRole('tooltip').filter({ hasText: '!EMOJI!' }).first()).toBeVisible();
      await page.getByRole('tab', { name: t.autovc.tabs.edit }).click();
      await page.getByRole('tab', { name: t.autovc.tabs.create }).click();
      await expect(page.getByRole('tooltip').filter({ hasText: '!EMOJI!' })).toHaveCount(0);

      let entry: string;
      if (lang === 'en') {
        // An unconfigured voice channel of the server (the demo seeds Gaming as a lobby).
        entry = 'AFK';
        await pick(page, labelled(page, t.autovc.channel), entry);
      } else {
        // Left empty: the bot creates a new voice channel in the category.
        entry = `E2E ${id}`;
        await labelled(page, t.autovc.newName).fill(entry);
        await pick(page, labelled(page, t.autovc.category), 'Voice Channels');
      }
      await room.fill(`!USER! ${id}`);
      await labelled(page, t.autovc.limit).fill('5');
      // Star Lounge is boost tier 2: the stepper goes 96 → 128 → 256 and no further.
      const up = page.getByRole('button', { name: t.autovc.audioUp });
      await up.click();
      await up.click();
      await expect(page.getByText('256 kbps').first()).toBeVisible();
      await expect(up.first()).toBeDisabled();
      await expect(page.getByRole('tab', { name: new RegExp(t.autovc.tabs.create) })).toContainText(
        t.settings.tabUnsaved,
      );
      await press(page, page.getByRole('button', { name: t.autovc.create, exact: true }));
      await toast(page, t.autovc.created);
      // The form starts over.
      await expect(room).toHaveValue(t.autovc.defaultRoomName);

      await page.getByRole('tab', { name: t.autovc.tabs.edit }).click();
      await pick(page, labelled(page, t.autovc.entry), entry);
      const editPanel = page.getByRole('tabpanel', { name: t.autovc.tabs.edit });
      await expect(labelled(editPanel, t.autovc.roomName)).toHaveValue(`!USER! ${id}`);
      await labelled(editPanel, t.autovc.limit).fill('7');
      await press(page, editPanel.getByRole('button', { name: t.settings.save, exact: true }));
      await toast(page, t.autovc.edited);
      await shot(page, testInfo, `autovc-${lang}`);

      await page.reload();
      await page.getByRole('tab', { name: t.autovc.tabs.edit }).click();
      await pick(page, labelled(page, t.autovc.entry), entry);
      await expect(labelled(editPanel, t.autovc.limit)).toHaveValue('7');
      await expect(editPanel.getByText('256 kbps')).toBeVisible();
    });

    test(`surveys: forum forces thread, create, edit, reload, delete (${lang})`, async ({
      page,
    }, testInfo) => {
      await page.goto(page$('surveys', lang));
      const id = run();
      const title = `E2E survey ${id}`;
      const create = page.getByRole('tabpanel', { name: t.surveys.tabs.create });
      await expect(labelled(create, t.surveys.title)).toBeVisible();
      const count = create.locator('.collection-count');
      const before = Number((await count.textContent())?.split('/')[0]);

      await labelled(create, t.surveys.title).fill(title);
      await pick(page, labelled(create, t.surveys.channel), /ideas/);
      // docs/product.md#settings-forms: a forum forces style thread and display noAuthor by default.
      await expect(create.getByRole('radio', { name: t.surveys.styles.thread })).toBeChecked();
      await expect(create.getByRole('radio', { name: t.surveys.styles.regular })).toHaveCount(0);
      await expect(create.getByRole('radio', { name: t.surveys.displays.noAuthor })).toBeChecked();
      await labelled(create, t.surveys.question.replace('{{n}}', '1')).fill('Your idea?');
      await pick(page, labelled(create, t.surveys.location), /general/);
      await press(page, create.getByRole('button', { name: t.surveys.create, exact: true }));
      await toast(page, TOASTS[lang].saved);
      await expect(count).toHaveText(`${before + 1}/10`);

      await page.getByRole('tab', { name: t.surveys.tabs.edit }).click();
      const edit = page.getByRole('tabpanel', { name: t.surveys.tabs.edit });
      await edit.getByRole('button', { name: title }).click();
      await labelled(edit, t.surveys.title).fill(`${title} (edited)`);
      await press(page, edit.getByRole('button', { name: t.settings.save, exact: true }));
      await toast(page, TOASTS[lang].saved);
      await shot(page, testInfo, `surveys-${lang}`);

      await page.reload();
      await page.getByRole('tab', { name: t.surveys.tabs.edit }).click();
      await edit.getByRole('button', { name: `${title} (edited)` }).click();
      await expect(labelled(edit, t.surveys.title)).toHaveValue(`${title} (edited)`);
      await expect(edit.getByRole('radio', { name: t.surveys.displays.noAuthor })).toBeChecked();

      await confirmAction(page, t.surveys.delete);
      await toast(page, t.collections.toast.deleted);
      await expect(edit.getByRole('button', { name: `${title} (edited)` })).toHaveCount(0);
      await expect(edit.locator('.collection-count')).toHaveText(`${before}/10`);
    });

    test(`lotteries: create, edit, reload, end and reroll with winners, delete (${lang})`, async ({
      page,
    }, testInfo) => {
      await page.goto(page$('lotteries', lang));
      const id = run();
      const title = `E2E lottery ${id}`;
      const create = page.getByRole('tabpanel', { name: t.lotteries.tabs.create });
      await labelled(create, t.lotteries.title).fill(title);
      await labelled(create, t.lotteries.message).fill('A star chart for one lucky member.');
      await pick(page, labelled(create, t.lotteries.location), /general/);
      await press(page, create.getByRole('button', { name: t.lotteries.create, exact: true }));
      await toast(page, TOASTS[lang].saved);
      await expect(labelled(create, t.lotteries.title)).toHaveValue('');

      await page.getByRole('tab', { name: t.lotteries.tabs.edit }).click();
      const edit = page.getByRole('tabpanel', { name: t.lotteries.tabs.edit });
      await edit.getByRole('button', { name: title }).click();
      await labelled(edit, t.lotteries.maxWinners).fill('3');
      await press(page, edit.getByRole('button', { name: t.settings.save, exact: true }));
      await toast(page, TOASTS[lang].saved);

      await page.reload();
      await page.getByRole('tab', { name: t.lotteries.tabs.edit }).click();
      await edit.getByRole('button', { name: title }).click();
      await expect(labelled(edit, t.lotteries.maxWinners)).toHaveValue('3');

      const winners = edit.getByRole('list', { name: t.lotteries.winners });
      if (lang === 'en') {
        // The demo's active lottery has seven entrants and two winners to draw.
        await edit.getByRole('button', { name: 'Nitro giveaway' }).click();
        await confirmAction(page, t.lotteries.end);
        await toast(page, t.collections.toast.ended);
        await expect(winners.getByRole('listitem')).toHaveCount(2);
        await expect(edit.getByText(t.lotteries.locked)).toBeVisible();
        const first = await winners.textContent();
        await confirmAction(page, t.lotteries.reroll);
        await toast(page, t.collections.toast.rerolled);
        await expect(winners.getByRole('listitem')).toHaveCount(2);
        expect(await winners.textContent()).not.toBe(first);
      } else {
        // A new lottery has nobody entered yet: ending it draws no one.
        await confirmAction(page, t.lotteries.end);
        await toast(page, t.collections.toast.ended);
        await expect(edit.getByText(t.lotteries.nobodyWon)).toBeVisible();
        // The demo's ended whitelist lottery: a reroll picks another Stargazer.
        await edit.getByRole('button', { name: 'Telescope raffle' }).click();
        await confirmAction(page, t.lotteries.reroll);
        await toast(page, t.collections.toast.rerolled);
        await expect(winners.getByRole('listitem')).toHaveCount(1);
        await expect(winners).not.toContainText('Hikari');
        await edit.getByRole('button', { name: title }).click();
      }
      await shot(page, testInfo, `lotteries-${lang}`);

      await edit.getByRole('button', { name: title }).click();
      await confirmAction(page, t.lotteries.delete);
      await toast(page, t.collections.toast.deleted);
      await expect(edit.getByRole('button', { name: title })).toHaveCount(0);
    });
  });
}
