import { expect, test, type Page } from '@playwright/test';
import profileEn from '../src/locales/profile.en.json' with { type: 'json' };
import profileJa from '../src/locales/profile.ja.json' with { type: 'json' };
import { expectNoSeriousAxeFindings, resumeSession, shot, type Lang } from './support.ts';
import { LOCALES, pressSave, run, TOASTS } from './settings-support.ts';

const PROFILE = { en: profileEn, ja: profileJa };

async function openFromProfile(page: Page, lang: Lang, name: string) {
  await page.goto(`/dashboard/profile?lang=${lang}`);
  await page.getByRole('link', { name: new RegExp(name) }).click();
}

for (const lang of ['en', 'ja'] as Lang[]) {
  const t = PROFILE[lang];
  const common = LOCALES[lang];

  test(`profile: achievements, cards and pets, each leading back to the profile (${lang})`, async ({
    page,
  }, testInfo) => {
    await resumeSession(page, lang);

    // Achievements: akari has cleared 14 of 60; the 13th star is the next hint.
    await openFromProfile(page, lang, common.profile.achievements);
    await expect(page).toHaveURL(/\/dashboard\/profile\/achievements/);
    await expect(page.getByTestId('achievements-counter')).toHaveText(
      t.achievements.counter.replace('{{cleared}}', '14').replace('{{total}}', '60'),
    );
    const grid = page.getByRole('list', { name: t.achievements.gridLabel });
    await grid.getByRole('button').nth(12).click();
    const detail = page.getByTestId('achievement-detail');
    await expect(detail).toContainText(t.achievements.statusHint);
    await grid.getByRole('button').nth(13).click();
    await expect(detail).toContainText(t.achievements.lockedText);
    await expectNoSeriousAxeFindings(page, 'achievements');
    await shot(page, testInfo, `${lang}-profile-achievements`);
    await page.getByRole('link', { name: new RegExp(t.backToProfile) }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile(\?|$)/);

    // Cards: 8 of 36, coloured by rank.
    await page.getByRole('link', { name: new RegExp(common.profile.cards) }).click();
    await expect(
      page.getByText(t.cards.counter.replace('{{held}}', '8').replace('{{total}}', '36')),
    ).toBeVisible();
    const cards = page.getByRole('list', { name: t.cards.gridLabel }).getByRole('button');
    await expect(cards).toHaveCount(36);
    await cards.first().click();
    await expect(page.getByText(t.cards.statusCollected)).toBeVisible();
    await expectNoSeriousAxeFindings(page, 'cards');
    await shot(page, testInfo, `${lang}-profile-cards`);
    await page.getByRole('link', { name: new RegExp(t.backToProfile) }).click();

    // Pets: name one (the comet fox in English, the star owl in Japanese: both runs share the
    // server), let it walk with you, save, and find both after a reload.
    await page.getByRole('link', { name: new RegExp(common.profile.pets) }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile\/pets/);
    const picker = page.getByRole('list', { name: t.pets.pickerLabel });
    await expect(picker.getByRole('button')).toHaveCount(4);
    await picker
      .getByRole('button')
      .nth(lang === 'en' ? 1 : 2)
      .click();
    const nickname = `Kiko ${run()}`.slice(0, 32);
    await page.getByRole('textbox', { name: t.pets.nickname }).fill(nickname);
    await page.getByRole('button', { name: t.pets.makeActive }).click();
    await expect(page.getByText(common.settings.unsaved, { exact: true })).toBeVisible();
    await expectNoSeriousAxeFindings(page, 'pets');
    await shot(page, testInfo, `${lang}-profile-pets`);
    await pressSave(page, lang);
    await expect(page.getByText(TOASTS[lang].saved)).toBeVisible();
    await page.reload();
    const pet = page.getByTestId('pet-detail');
    await expect(pet.getByRole('heading', { level: 3 })).toHaveText(nickname);
    await expect(pet).toContainText(t.pets.active);
    await expect(page.getByRole('textbox', { name: t.pets.nickname })).toHaveValue(nickname);
  });
}

test('the hidden star: tapped, it animates, then shows cleared and stays so (en)', async ({ page }) => {
  const t = PROFILE.en.achievements;
  await resumeSession(page, 'en');
  await page.goto('/dashboard/profile/achievements?lang=en');
  const star = page.getByRole('button', { name: /^Achievement 48:/ });
  await expect(star).toHaveAccessibleName(/locked/);
  const clickme = page.waitForRequest(
    (r) => r.url().endsWith('/achievements/clickme') && r.method() === 'POST',
  );
  await star.click();
  expect((await clickme).postDataJSON()).toMatchObject({ id: '100000000000000001', username: 'akari' });
  await expect(page.getByText(t.found)).toBeVisible();
  await expect(star).toHaveAccessibleName(/cleared/);
  await page.reload();
  await expect(page.getByRole('button', { name: /^Achievement 48:/ })).toHaveAccessibleName(/cleared/);
});
