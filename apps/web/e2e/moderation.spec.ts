import { expect, test, type Page } from '@playwright/test';
import { LOCALES, labelled, pick, save } from './settings-support.ts';
import moderationEn from '../src/locales/moderation.en.json' with { type: 'json' };
import moderationJa from '../src/locales/moderation.ja.json' with { type: 'json' };
import { expectNoSeriousAxeFindings, resumeSession, shot, STAR_LOUNGE, type Lang } from './support.ts';

const MODERATION = { en: moderationEn, ja: moderationJa };

// The moderation menu and its five pages (no entry of the server hub may lead to the
// not-found page), walked in both languages: change, save, reload, see it kept.
const menu$ = (lang: Lang) => `/dashboard/servers/${STAR_LOUNGE}/moderation?lang=${lang}`;

/** The menu's five cards (the server menu beside them links the same pages). */
const cards = (page: Page, lang: Lang) => page.getByRole('region', { name: LOCALES[lang].hub.moderation });

/** Opens a moderation page from the menu, as a visitor does, and waits for its editor. */
async function openFromMenu(
  page: Page,
  lang: Lang,
  name: 'antispam' | 'warnings' | 'banappeals' | 'pings' | 'logs',
) {
  const t = LOCALES[lang];
  await page.goto(menu$(lang));
  await cards(page, lang)
    .getByRole('link', { name: new RegExp(`^${t.hub[name]}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/moderation/${name}`));
  await expect(page.getByRole('heading', { name: t.hub[name], level: 2 })).toBeVisible();
}

async function reload(page: Page, lang: Lang, name: string) {
  await page.reload();
  await expect(
    page.getByRole('heading', { name: LOCALES[lang].hub[name as 'logs'], level: 2 }),
  ).toBeVisible();
}

for (const [index, lang] of (['en', 'ja'] as Lang[]).entries()) {
  const t = LOCALES[lang];
  const m = MODERATION[lang];

  test(`moderation: the hub's entry opens the menu of five cards, each page leads back to it (${lang})`, async ({
    page,
  }, testInfo) => {
    // Signed in on the server list, which keeps the guild list the menu reads (docs/product.md#moderation).
    await resumeSession(page, lang);
    await page.goto(`/dashboard/servers/${STAR_LOUNGE}?lang=${lang}`);
    await page.getByRole('link', { name: new RegExp(t.hub.moderation) }).click();
    await expect(page).toHaveURL(/\/moderation$/);
    for (const name of ['antispam', 'warnings', 'banappeals', 'pings', 'logs'] as const)
      await expect(
        cards(page, lang).getByRole('link', { name: new RegExp(`^${t.hub[name]}`) }),
      ).toBeVisible();
    await shot(page, testInfo, `moderation-menu-${lang}`);
    // Its cards keep the grid's gap between them, Cases too, at a laptop's and a phone's width.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      const boxes = await page
        .locator('main .card-grid .card')
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
      expect(boxes.length).toBe(6);
      const touching = boxes.flatMap((a, i) =>
        boxes
          .slice(i + 1)
          .filter((b) => a.left < b.right && b.left < a.right)
          .filter((b) => Math.max(b.top - a.bottom, a.top - b.bottom) < 8)
          .map(() => `${width} px: card ${i + 1} is under 8 px from another`),
      );
      expect(touching).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 720 });

    await cards(page, lang)
      .getByRole('link', { name: new RegExp(t.hub.logs) })
      .click();
    await expect(page.getByRole('heading', { name: t.hub.logs, level: 2 })).toBeVisible();
    await page.getByRole('link', { name: new RegExp(t.hub.backToModeration) }).click();
    await expect(page).toHaveURL(/\/moderation$/);
  });

  test(`moderation: anti-spam, ban appeals and logs are kept after a reload (${lang})`, async ({ page }) => {
    await resumeSession(page, lang);

    await openFromMenu(page, lang, 'antispam');
    const level = (['3', '4'] as const)[index] ?? '3';
    await pick(page, labelled(page, m.antispam.level), m.antispam.levels[level]);
    await pick(page, labelled(page, m.antispam.handling), m.antispam.handlings['5']);
    await save(page, lang);
    await reload(page, lang, 'antispam');
    await expect(page.getByText(m.antispam.levels[level], { exact: true })).toBeVisible();
    await expect(page.getByText(m.antispam.handlings['5'], { exact: true })).toBeVisible();

    await openFromMenu(page, lang, 'banappeals');
    const cooldown = (['4', '5'] as const)[index] ?? '4';
    await pick(page, labelled(page, m.banappeals.channel), 'general');
    await pick(page, labelled(page, m.banappeals.cooldown), m.banappeals.cooldowns[cooldown]);
    await save(page, lang);
    await reload(page, lang, 'banappeals');
    await expect(page.getByText(m.banappeals.cooldowns[cooldown], { exact: true })).toBeVisible();

    await openFromMenu(page, lang, 'logs');
    // A thread is a moderation channel too (docs/product.md#moderation).
    const channel = ['general', 'introductions'][index] ?? 'general';
    await pick(page, labelled(page, m.logs.bans), channel);
    await save(page, lang);
    await reload(page, lang, 'logs');
    await expect(page.locator('.field', { has: labelled(page, m.logs.bans) })).toContainText(channel);
  });

  test(`moderation: a warning rule added, saved and kept; a ping tab saved on its own (${lang})`, async ({
    page,
  }, testInfo) => {
    await resumeSession(page, lang);

    await openFromMenu(page, lang, 'warnings');
    const rows = page.locator('.rule-list__row');
    const before = await rows.count();
    await page.getByRole('button', { name: m.warnings.add }).click();
    const n = before + 1;
    const ruleName = m.warnings.rule.replace('{{n}}', String(n));
    // The rules are a map of level to action: a level no earlier run of this test has used.
    const levelValue = String(40 + before);
    await page.getByLabel(`${ruleName} — ${m.warnings.level}`).fill(levelValue);
    await pick(
      page,
      page.getByLabel(`${ruleName} — ${m.warnings.action}`),
      m.warnings.actions.timeout.replace('{{days}}', '28'),
    );
    await shot(page, testInfo, `moderation-warnings-${lang}`);
    await page
      .locator('.rule-list')
      .screenshot({ path: `e2e/artifacts/screens/moderation-warning-rules-${lang}.png` });
    await save(page, lang);
    await reload(page, lang, 'warnings');
    await expect(rows).toHaveCount(n);
    await expect(page.getByLabel(`${ruleName} — ${m.warnings.level}`)).toHaveValue(levelValue);

    await openFromMenu(page, lang, 'pings');
    const tab = (key: 'msgSettings' | 'ghostSettings' | 'everyoneSettings') =>
      page.getByRole('tab', { name: new RegExp(`^${m.pings.tabs[key]}`) });
    await page.getByRole('spinbutton', { name: m.pings.minutes }).fill('3');
    await page
      .locator('.settings-panel')
      .screenshot({ path: `e2e/artifacts/screens/moderation-pings-msg-${lang}.png` });
    await tab('ghostSettings').click();
    await page
      .locator('.settings-panel')
      .screenshot({ path: `e2e/artifacts/screens/moderation-pings-ghost-${lang}.png` });
    await tab('everyoneSettings').click();
    const everyone = (['3', '5'] as const)[index] ?? '3';
    await pick(page, labelled(page, m.pings.level), m.pings.levels[everyone]);
    await expect(tab('msgSettings')).toContainText(t.settings.tabUnsaved);
    await expect(tab('everyoneSettings')).toContainText(t.settings.tabUnsaved);
    await shot(page, testInfo, `moderation-pings-${lang}`);
    await save(page, lang);
    // Only the active tab was saved: the ghost-message edit is still marked unsaved.
    await expect(tab('everyoneSettings')).not.toContainText(t.settings.tabUnsaved);
    await expect(tab('msgSettings')).toContainText(t.settings.tabUnsaved);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await tab('everyoneSettings').click();
    await expect(page.getByText(m.pings.levels[everyone], { exact: true })).toBeVisible();
  });

  test(`moderation pages have no serious accessibility findings (${lang})`, async ({ page }) => {
    // Nine pages and tabs with axe on each, on a shared machine: a bound for a hang.
    test.setTimeout(180_000);
    await resumeSession(page, lang);
    await page.goto(menu$(lang));
    await expect(cards(page, lang).getByRole('link', { name: new RegExp(t.hub.logs) })).toBeVisible();
    await expectNoSeriousAxeFindings(page, 'moderation menu');
    for (const name of ['antispam', 'warnings', 'banappeals', 'pings', 'logs'] as const) {
      await openFromMenu(page, lang, name);
      await expectNoSeriousAxeFindings(page, name);
    }
    await openFromMenu(page, lang, 'pings');
    for (const key of ['ghostSettings', 'everyoneSettings'] as const) {
      await page.getByRole('tab', { name: new RegExp(`^${m.pings.tabs[key]}`) }).click();
      await expectNoSeriousAxeFindings(page, `pings ${key}`);
    }
  });
}
