import { expect, test } from '@playwright/test';
import { pick, save } from './settings-support.ts';
import moderationEn from '../src/locales/moderation.en.json' with { type: 'json' };
import moderationJa from '../src/locales/moderation.ja.json' with { type: 'json' };
import { resumeSession, STAR_LOUNGE, type Lang } from './support.ts';

// What a new admin met on a walk through the pages (issue 39), each seen on the page itself.
const MODERATION = { en: moderationEn, ja: moderationJa };

// The demo seeds rules at levels 3, 5 and 10; each language adds one below them all, at the end,
// and removes it once seen.
const ADDED_LEVEL = { en: '1', ja: '2' } as const;

for (const lang of ['en', 'ja'] as Lang[]) {
  const m = MODERATION[lang];

  test(`warning rules come back after a reload from the lowest level up, not as added (${lang})`, async ({
    page,
  }) => {
    await resumeSession(page, lang);
    await page.goto(`/dashboard/servers/${STAR_LOUNGE}/moderation/warnings?lang=${lang}`);
    const rows = page.locator('.rule-list__row');
    await expect(rows.first()).toBeVisible();
    const n = (await rows.count()) + 1;
    await page.getByRole('button', { name: m.warnings.add }).click();
    const rule = m.warnings.rule.replace('{{n}}', String(n));
    await page.getByLabel(`${rule} — ${m.warnings.level}`).fill(ADDED_LEVEL[lang]);
    await pick(page, page.getByLabel(`${rule} — ${m.warnings.action}`), m.warnings.actions.ban);
    // Until it is saved, the row stays where it was put.
    await expect(page.getByLabel(`${rule} — ${m.warnings.level}`)).toHaveValue(ADDED_LEVEL[lang]);
    await save(page, lang);

    await page.reload();
    await expect(rows).toHaveCount(n);
    const levels = rows.getByLabel(new RegExp(` — ${m.warnings.level}$`));
    const shown = (
      await levels.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))
    ).map(Number);
    expect(shown).toContain(Number(ADDED_LEVEL[lang]));
    expect(shown).toEqual(shown.toSorted((a, b) => a - b));

    // The rule bans at the first warnings; later files warn Mika (cases) and pick her on the world
    // page (emulator-interactions), so the server's rules go back to what they were.
    const added = shown.indexOf(Number(ADDED_LEVEL[lang]));
    await page.getByRole('button', { name: m.warnings.remove.replace('{{n}}', String(added + 1)) }).click();
    await save(page, lang);
    await page.reload();
    await expect(rows).toHaveCount(n - 1);
  });
}
