import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import en from '../src/locales/en.json' with { type: 'json' };
import ja from '../src/locales/ja.json' with { type: 'json' };
import { AKARI, resumeSession, settle, shot } from './support.ts';

// The game runs on requestAnimationFrame and performance.now(); Playwright's clock drives both,
// so seconds of play pass in a moment with page.clock.runFor.
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

const stage = (page: Page) => page.locator('.shooter-stage');
const announcer = (page: Page) => page.getByTestId('shooter-announcer');

/** Plays on (the ship sits still, letters rain) until the game is over. */
async function playUntilOver(page: Page) {
  for (let i = 0; i < 60 && (await stage(page).getAttribute('data-phase')) !== 'over'; i++) {
    await page.clock.runFor(10_000);
  }
  await expect(stage(page)).toHaveAttribute('data-phase', 'over');
}

test('Starshooter by keyboard: start, fly and shoot, pause and resume, game over, restart (en)', async ({
  page,
}, testInfo) => {
  const t = en.activities.shooter;
  await page.goto('/activities/shooter?lang=en');
  await expect(page.getByRole('heading', { name: en.games.shooter })).toBeVisible();
  await expect(stage(page)).toHaveAttribute('data-phase', 'ready');
  await page.keyboard.press('Enter');
  await expect(stage(page)).toHaveAttribute('data-phase', 'playing');
  await expect(announcer(page)).toContainText('Target word:');

  // A few seconds of play: fly left and right with Space held down.
  await page.keyboard.down('Space');
  for (const key of ['ArrowLeft', 'ArrowRight', 'd', 'a']) {
    await page.keyboard.down(key);
    await page.clock.runFor(700);
    await page.keyboard.up(key);
  }
  await page.keyboard.up('Space');
  await shot(page, testInfo, 'shooter-playing-en');

  await page.keyboard.press('Enter');
  await expect(stage(page)).toHaveAttribute('data-phase', 'paused');
  await expect(announcer(page)).toHaveText('Paused.');
  await expect(page.getByRole('button', { name: t.resume })).toBeVisible();
  await shot(page, testInfo, 'shooter-paused-en');
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  // The test holds the time while it resumes: a shot fired before the pause flies on, and what it
  // hits after the resume is spoken in the same frame. Then only that one frame has run.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.keyboard.press('Enter');
  // The press is taken by the first frame that runs a whole step (1/120 s): a frame that comes a
  // few milliseconds after the last one runs none, and 20 ms could hold only such a frame. Run
  // the clock a little at a time until the frame that resumes has run, and no further.
  for (let i = 0; i < 25 && (await stage(page).getAttribute('data-phase')) !== 'playing'; i++)
    await page.clock.runFor(4);
  await expect(stage(page)).toHaveAttribute('data-phase', 'playing');
  await expect(announcer(page)).toContainText(/^Resumed\./);
  await page.clock.resume();

  await playUntilOver(page);
  await expect(announcer(page)).toContainText('Game over. Score');
  await expect(page.getByRole('button', { name: t.restart })).toBeVisible();
  await shot(page, testInfo, 'shooter-over-en');
  const best = await page.evaluate(() => localStorage.getItem('spaceShooterHighScore'));
  const score = Number(await page.getByTestId('shooter-score').textContent());
  expect(Number(best ?? 0)).toBe(score);

  await page.keyboard.press('Space');
  await expect(stage(page)).toHaveAttribute('data-phase', 'playing');
  await expect(page.getByTestId('shooter-score')).toHaveText('0');
});

test('R while paused restarts; the sound toggle is remembered (ja)', async ({ page }, testInfo) => {
  const t = ja.activities.shooter;
  await page.goto('/activities/shooter?lang=ja');
  await page.getByRole('button', { name: t.start }).click();
  await expect(stage(page)).toHaveAttribute('data-phase', 'playing');
  await expect(announcer(page)).toContainText('目標の単語');
  await page.getByRole('button', { name: t.pause }).click();
  await expect(stage(page)).toHaveAttribute('data-phase', 'paused');
  await page.keyboard.press('r');
  await expect(stage(page)).toHaveAttribute('data-phase', 'playing');
  await expect(announcer(page)).toContainText('目標の単語');
  await page.clock.runFor(2500);
  await stage(page).screenshot({ path: testInfo.outputPath('shooter-playing-ja.png') });
  await stage(page).screenshot({ path: 'e2e/artifacts/screens/shooter-playing-ja.png' });

  const sound = page.getByRole('button', { name: t.sound });
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  await sound.click();
  await expect(sound).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(page.getByRole('button', { name: t.sound })).toHaveAttribute('aria-pressed', 'false');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Starshooter by touch: tap to start, fly and fire, pause and resume (en)', async ({
    page,
  }, testInfo) => {
    const t = en.activities.shooter;
    await page.goto('/activities/shooter?lang=en');
    await page.locator('.shooter-canvas').tap();
    await expect(stage(page)).toHaveAttribute('data-phase', 'playing');
    const controls = page.getByRole('group', { name: t.controls });
    for (let i = 0; i < 6; i++) {
      await controls.getByRole('button', { name: i % 2 ? t.left : t.right }).tap();
      await controls.getByRole('button', { name: t.fire }).tap();
      await page.clock.runFor(300);
    }
    await shot(page, testInfo, 'shooter-phone-en');
    await page.getByRole('button', { name: t.pause }).tap();
    await expect(stage(page)).toHaveAttribute('data-phase', 'paused');
    await page.getByRole('button', { name: t.resume }).tap();
    await expect(stage(page)).toHaveAttribute('data-phase', 'playing');
    await playUntilOver(page);
    await page.locator('.shooter-canvas').tap();
    await expect(stage(page)).toHaveAttribute('data-phase', 'playing');
  });
});

test('a game ending at 350 or more while signed in posts the achievement; a boss fight (en)', async ({
  page,
}, testInfo) => {
  await resumeSession(page, 'en');
  // The bench's busiest scene: boss fights back to back, each won for a bonus, the ship unhurt.
  await page.goto('/activities/shooter?lang=en');
  await expect(page.getByRole('link', { name: en.nav.profile })).toBeVisible();
  await page.evaluate(() => {
    window.__hoshiFrameProbe = { samples: [], limit: 10, count: 0, scene: 'shooter-busiest' };
  });
  await page.keyboard.press('Enter');
  await expect(stage(page)).toHaveAttribute('data-phase', 'playing');
  await page.clock.runFor(3000);
  await expect(async () => {
    await page.clock.runFor(1000);
    expect(Number(await page.getByTestId('shooter-score').textContent())).toBeGreaterThanOrEqual(350);
  }).toPass({ timeout: 30_000 });
  await settle(page);
  await stage(page).screenshot({ path: testInfo.outputPath('shooter-boss-fight.png') });
  await stage(page).screenshot({ path: 'e2e/artifacts/screens/shooter-boss-fight.png' });

  // Then the game plays on by its own rules, until the bosses win.
  const posted = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && request.url().includes(`/api/users/${AKARI}/achievements/starshooter`),
  );
  await page.evaluate(() => {
    delete window.__hoshiFrameProbe?.scene;
  });
  await playUntilOver(page);
  const request = await posted;
  const body = request.postDataJSON() as { game: string; score: number };
  expect(body.game).toBe('starshooter');
  expect(body.score).toBe(Number(await page.getByTestId('shooter-score').textContent()));
  expect(body.score).toBeGreaterThanOrEqual(350);
  expect((await request.response())?.status()).toBe(200);
});
