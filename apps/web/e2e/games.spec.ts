import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import en from '../src/locales/en.json' with { type: 'json' };
import ja from '../src/locales/ja.json' with { type: 'json' };
import { settle } from './support.ts';

// The games run on requestAnimationFrame and performance.now(); Playwright's clock drives both,
// so a 30- or 45-second round is played for real in a moment with page.clock.runFor.
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

async function noSeriousA11yFindings(page: Page) {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
}

const storedNumber = (page: Page, key: string) => page.evaluate((k) => Number(localStorage.getItem(k)), key);

test('Whack-A-Star by mouse: hit stars, the round ends at 30 s, the best is stored and shown (en)', async ({
  page,
}) => {
  const t = en.activities;
  await page.goto('/activities?lang=en');
  await page.getByRole('link', { name: en.games.play.replace('{{game}}', en.games.whack) }).click();
  await expect(page).toHaveURL(/\/activities\/whack$/);
  await noSeriousA11yFindings(page);
  await page.getByRole('button', { name: new RegExp(t.whack.difficulty.easy) }).click();

  const score = page.getByTestId('whack-score');
  const star = page.getByRole('button', { name: new RegExp(`^${t.whack.star}, key`) }).first();
  // Stars come about once a second (bombs one time in ten); two hits are plenty.
  await expect(async () => {
    await star.click({ timeout: 2000 });
    expect(Number(await score.textContent())).toBeGreaterThanOrEqual(2);
  }).toPass({ timeout: 20_000 });
  await page.clock.runFor(31_000);
  // Read after the round: a press lands on the next frame, so the HUD may have moved on.
  const played = Number(await score.textContent());
  const dialog = page.getByRole('dialog', { name: t.whack.gameOver });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(t.whack.finalScore.replace('{{score}}', String(played)));
  await expect(dialog).toContainText(t.newBest);
  expect(await storedNumber(page, 'whackMoleHighScore_easy')).toBe(played);

  await dialog.getByRole('button', { name: t.whack.changeDifficulty }).click();
  await expect(
    page.getByRole('button', { name: new RegExp(t.whack.difficulty.easy) }).getByText(`Best: ${played}`),
  ).toBeVisible();

  await page.goto('/activities?lang=en');
  const card = page.getByRole('listitem').filter({ hasText: en.games.whack });
  await expect(card.getByRole('definition').filter({ hasText: t.whack.difficulty.easy })).toContainText(
    String(played),
  );
});

test('Whack-A-Star by keyboard: keys hit the holes, Restart starts again (ja)', async ({ page }) => {
  const t = ja.activities;
  await page.goto('/activities/whack?lang=ja');
  await page.getByRole('button', { name: new RegExp(t.whack.difficulty.intermediate) }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: t.whack.field.replaceAll('{{grid}}', '4') })).toBeVisible();
  await noSeriousA11yFindings(page);

  const score = page.getByTestId('whack-score');
  const star = page.getByRole('button', { name: new RegExp(`^${t.whack.star}、キー`) }).first();
  await expect(async () => {
    const name = (await star.getAttribute('aria-label', { timeout: 2000 })) ?? '';
    await page.keyboard.press(name.slice(-1).toLowerCase());
    expect(Number(await score.textContent())).toBeGreaterThanOrEqual(1);
  }).toPass({ timeout: 20_000 });
  await page.clock.runFor(31_000);
  // Read after the round: a press lands on the next frame, so the HUD may have moved on.
  const played = Number(await score.textContent());
  const dialog = page.getByRole('dialog', { name: t.whack.gameOver });
  await expect(dialog).toContainText(t.whack.finalScore.replace('{{score}}', String(played)));
  expect(await storedNumber(page, 'whackMoleHighScore_intermediate')).toBe(played);
  // Restart has the focus: Enter plays the same difficulty again.
  await expect(dialog.getByRole('button', { name: t.whack.restart })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(score).toHaveText('0');
});

test('Star Typing by keyboard: Enter, V, countdown, 45 s of typing, score stored (en)', async ({ page }) => {
  const t = en.activities.typing;
  await page.goto('/activities/typing?lang=en');
  await expect(page.getByText(t.pressEnter)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: t.chooseMode })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText(t.pressEnter)).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.press('v');
  await expect(page.getByText(t.getReady)).toBeVisible();
  await page.clock.runFor(3100);

  const points = page.getByTestId('typing-points');
  const prompt = page.locator('.typing-prompt__keys');
  await expect(points).toHaveText('0');
  // Two words, one wrong key between them: 5 points per letter.
  let letters = 0;
  for (let i = 0; i < 2; i++) {
    const word = await prompt.textContent();
    await page.keyboard.type(word ?? '');
    letters += (word ?? '').length;
    await expect(points).toHaveText(String(letters * 5));
    if (i === 0) await page.keyboard.type('#');
  }
  await expect(page.locator('.typing-prompt--wrong')).toHaveCount(0);

  await page.clock.runFor(45_000);
  await expect(page.getByRole('heading', { name: t.timeUp })).toBeVisible();
  // Accuracy letters/(letters + 1) is below 98 % for two short words; the multiplier follows the spec.
  const accuracy = (letters / (letters + 1)) * 100;
  const tenths =
    accuracy >= 98
      ? 15
      : accuracy >= 96
        ? 14
        : accuracy >= 94
          ? 13
          : accuracy > 92
            ? 12
            : accuracy >= 90
              ? 11
              : 10;
  const expected = Math.floor((letters * 5 * tenths) / 10);
  await expect(page.getByTestId('typing-final-score')).toHaveText(String(expected));
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('typing_scores') ?? '{}'))).toEqual({
    vocabulary: expected,
  });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: new RegExp(t.mode.vocabulary) })).toContainText(
    `Best: ${expected}`,
  );

  await page.goto('/activities?lang=en');
  const card = page.getByRole('listitem').filter({ hasText: en.games.typing });
  await expect(card.getByRole('definition').filter({ hasText: t.mode.vocabulary })).toContainText(
    String(expected),
  );
});

test('Star Typing by mouse: Start, Password, type romaji-free passwords, Menu (ja)', async ({ page }) => {
  const t = ja.activities.typing;
  await page.goto('/activities/typing?lang=ja');
  await page.getByRole('button', { name: t.start }).click();
  await noSeriousA11yFindings(page);
  await page.getByRole('button', { name: new RegExp(t.mode.password) }).click();
  await page.clock.runFor(3100);
  const prompt = page.locator('.typing-prompt__keys');
  await noSeriousA11yFindings(page);
  const password = (await prompt.textContent()) ?? '';
  expect(password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z\d]).{8,10}$/);
  await page.keyboard.type(password);
  await expect(page.getByTestId('typing-points')).toHaveText(String(password.length * 5));
  await page.clock.runFor(45_000);
  await expect(page.getByRole('heading', { name: t.timeUp })).toBeVisible();
  const expected = Math.floor((password.length * 5 * 15) / 10);
  await expect(page.getByTestId('typing-final-score')).toHaveText(String(expected));
  await expect(page.getByText(ja.activities.newBest)).toBeVisible();
  await page.getByRole('button', { name: t.menu }).click();
  await expect(page.getByText(t.pressEnter)).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('typing_scores') ?? '{}'))).toEqual({
    password: expected,
  });
});

test('Japanese words are typed as romaji (ja)', async ({ page }) => {
  await page.goto('/activities/typing?lang=ja');
  await expect(page.getByText(ja.activities.typing.pressEnter)).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.press('s');
  await page.clock.runFor(3100);
  await expect(page.locator('.typing-prompt__text')).toHaveText(/[\u3040-\u30ff\u4e00-\u9fff]/);
  const romaji = (await page.locator('.typing-prompt__keys').textContent()) ?? '';
  expect(romaji).toMatch(/^[a-z.,-]+$/);
  await page.keyboard.type(romaji);
  await expect(page.getByTestId('typing-points')).toHaveText(String(romaji.length * 5));
});

test('the Starshooter Play button leads to the game, ready to start', async ({ page }) => {
  await page.goto('/activities?lang=en');
  await page.getByRole('link', { name: en.games.play.replace('{{game}}', en.games.shooter) }).click();
  await expect(page).toHaveURL(/\/activities\/shooter$/);
  await expect(page.getByRole('heading', { name: en.games.shooter })).toBeVisible();
  await expect(page.getByRole('button', { name: en.activities.shooter.start })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Whack-A-Star by touch: tap the stars (ja)', async ({ page }) => {
    const t = ja.activities;
    await page.goto('/activities/whack?lang=ja');
    await page.getByRole('button', { name: new RegExp(t.whack.difficulty.easy) }).tap();
    const score = page.getByTestId('whack-score');
    const star = page.getByRole('button', { name: new RegExp(`^${t.whack.star}、キー`) }).first();
    await expect(async () => {
      await star.tap({ timeout: 2000 });
      expect(Number(await score.textContent())).toBeGreaterThanOrEqual(1);
    }).toPass({ timeout: 20_000 });
    await page.clock.runFor(31_000);
    const played = Number(await score.textContent());
    await expect(page.getByRole('dialog', { name: t.whack.gameOver })).toBeVisible();
    expect(await storedNumber(page, 'whackMoleHighScore_easy')).toBe(played);
  });

  test('Star Typing: a tapped mode opens the on-screen keyboard, which types through the field (en)', async ({
    page,
  }) => {
    const t = en.activities.typing;
    await page.goto('/activities/typing?lang=en');
    await page.getByRole('button', { name: t.start }).tap();
    await page.getByRole('button', { name: new RegExp(t.mode.vocabulary) }).tap();
    const field = page.getByLabel(t.typeHere);
    await expect(field).toBeFocused();
    await page.clock.runFor(3100);
    const word = (await page.locator('.typing-prompt__keys').textContent()) ?? '';
    // Phone keyboards send input events, not keydown with a key: the field passes them on.
    await field.fill(word);
    await expect(page.getByTestId('typing-points')).toHaveText(String(word.length * 5));
    await expect(field).toHaveValue('');
  });
});
