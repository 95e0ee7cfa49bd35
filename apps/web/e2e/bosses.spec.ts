import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import en from '../src/locales/en.json' with { type: 'json' };
import bossesEn from '../src/locales/bosses.en.json' with { type: 'json' };
import bossesJa from '../src/locales/bosses.ja.json' with { type: 'json' };
import { settle } from './support.ts';

declare global {
  interface Window {
    /** What the game's live region said, in order (set by the announcement test). */
    __said?: string[];
  }
}

// The game runs on requestAnimationFrame and performance.now(); Playwright's clock drives both,
// so minutes of play pass in moments with page.clock.runFor.
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

/**
 * Everything the live region has said, in order: the game keeps running between a press and its
 * check, so a later announcement may already have replaced the one a test looks for.
 */
async function recordAnnouncements(page: Page) {
  await page.evaluate(() => {
    const region = document.querySelector('[data-testid="bosses-live"]')!;
    const said: string[] = [];
    window.__said = said;
    new MutationObserver(() => said.push(region.textContent)).observe(region, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  return () => page.evaluate(() => window.__said ?? []);
}
/** The score from the status line screen readers can read at any time. */
const scoreOf = async (page: Page) =>
  Number(/\d+/.exec((await page.getByTestId('bosses-status').textContent()) ?? '')?.[0]);
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text);

/** Plays on in 5 s slices until the game ends (a still ship is found by aimed fire soon enough). */
async function playUntilGameOver(page: Page, dialogName: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  for (let i = 0; i < 60 && !(await dialog.isVisible()); i++) await page.clock.runFor(5000);
  await expect(dialog).toBeVisible();
  return dialog;
}

test('boss shooter by keyboard: card, start, the boss hit, pause and resume, game over and best score (en)', async ({
  page,
}) => {
  // Axe, then up to five minutes of game frames run through the page's clock, on a shared
  // machine: a bound for a hang.
  test.setTimeout(180_000);
  const t = bossesEn;
  await page.goto('/activities?lang=en');
  await page.getByRole('link', { name: fill(en.games.play, { game: en.games.bosses }) }).click();
  await expect(page).toHaveURL(/\/activities\/bosses$/);
  await expect(page.getByRole('heading', { name: en.games.bosses, level: 1 })).toBeVisible();
  await noSeriousA11yFindings(page);

  // Start has the focus: Enter begins level 1, announced for screen readers.
  await expect(page.getByRole('button', { name: t.start })).toBeFocused();
  const said = await recordAnnouncements(page);
  await page.keyboard.press('Enter');
  await expect.poll(said).toContain(fill(t.announce.bossIn, { level: 1, boss: t.boss.nebulaSlime }));

  // A few seconds of dodging by keys while the ship fires on its own.
  await page.keyboard.down('ArrowLeft');
  await page.clock.runFor(700);
  await page.keyboard.up('ArrowLeft');
  await page.keyboard.down('ArrowRight');
  await page.clock.runFor(700);
  await page.keyboard.up('ArrowRight');
  // The boss sways across the ship's line of fire, back at the centre within one sway (8 s): hits score.
  for (let i = 0; i < 20 && (await scoreOf(page)) === 0; i++) await page.clock.runFor(500);
  expect(await scoreOf(page)).toBeGreaterThan(0);

  await page.keyboard.press('p');
  const paused = page.getByRole('dialog', { name: t.paused });
  await expect(paused).toBeVisible();
  await expect.poll(said).toContain(t.announce.paused);
  await noSeriousA11yFindings(page);
  await expect(paused.getByRole('button', { name: t.resume })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(paused).toBeHidden();
  await expect.poll(said).toContain(t.announce.resumed);

  const over = await playUntilGameOver(page, t.gameOver);
  const text = (await page.getByTestId('bosses-final-score').textContent()) ?? '';
  const score = Number(text.replace(/\D/g, ''));
  expect(score).toBeGreaterThan(0);
  await expect(over).toContainText(t.newBest);
  expect(await page.evaluate(() => localStorage.getItem('bossShooterHighScore'))).toBe(String(score));
  await noSeriousA11yFindings(page);

  await over.getByRole('button', { name: t.menu }).click();
  await expect(page.getByText(fill(t.best, { score }))).toBeVisible();
  await page.goto('/activities?lang=en');
  const card = page.getByRole('listitem').filter({ hasText: en.games.bossesDescription });
  await expect(card).toContainText(String(score));
});

test('boss shooter mute is remembered under gameSoundMuted', async ({ page }) => {
  await page.goto('/activities/bosses?lang=en');
  const sound = page.getByRole('button', { name: bossesEn.sound });
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  await sound.click();
  await expect(sound).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => localStorage.getItem('gameSoundMuted'))).toBe('true');
  await page.reload();
  await expect(page.getByRole('button', { name: bossesEn.sound })).toHaveAttribute('aria-pressed', 'false');
});

test('boss fight screenshot (en and ja)', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const [lang, t] of [
    ['en', bossesEn],
    ['ja', bossesJa],
  ] as const) {
    await page.goto(`/activities/bosses?lang=${lang}`);
    await page.getByRole('button', { name: t.start }).click();
    // Level 1 falls quickly to a ship parked under it; the comet crab is mid-fight by 6 s.
    await page.clock.runFor(6000);
    await page.keyboard.down('ArrowLeft');
    await page.clock.runFor(300);
    await page.keyboard.up('ArrowLeft');
    await page.screenshot({ path: testInfo.outputPath(`bosses-fight-${lang}.png`) });
    await page.screenshot({ path: `e2e/artifacts/bosses-fight-${lang}.png` });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('boss shooter by touch: tap Start, steer with a finger, hit the boss, pause from the bar (ja)', async ({
    page,
  }) => {
    const t = bossesJa;
    await page.goto('/activities/bosses?lang=ja');
    // Once the page is up, only the test moves time on: the ship must not fire from the centre
    // before the finger is down.
    const start = page.getByRole('button', { name: t.start });
    await expect(start).toBeVisible();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await start.tap();
    const canvas = page.getByTestId('bosses-canvas');
    const box = (await canvas.boundingBox())!;
    const touch = async (type: string, x: number, y: number) =>
      canvas.dispatchEvent(type, {
        pointerType: 'touch',
        pointerId: 1,
        isPrimary: true,
        buttons: type === 'pointerup' ? 0 : 1,
        clientX: box.x + x * box.width,
        clientY: box.y + y * box.height,
      });
    // Hold the ship at the far left, out of the boss's way: no shot reaches it.
    await touch('pointerdown', 0.02, 0.9);
    await touch('pointermove', 0.02, 0.9);
    await page.clock.runFor(6000);
    expect(await scoreOf(page)).toBe(0);
    // Under the boss, the shots land.
    await touch('pointermove', 0.5, 0.9);
    await page.clock.runFor(3000);
    await touch('pointerup', 0.5, 0.9);
    expect(await scoreOf(page)).toBeGreaterThan(0);
    await page.screenshot({ path: 'e2e/artifacts/bosses-phone-ja.png' });

    await page.getByRole('button', { name: t.pause }).tap();
    await expect(page.getByRole('dialog', { name: t.paused })).toBeVisible();
    await page.getByRole('button', { name: t.resume }).first().tap();
    await expect(page.getByRole('dialog', { name: t.paused })).toBeHidden();
    await playUntilGameOver(page, t.gameOver);
    await expect(page.getByRole('button', { name: t.playAgain })).toBeVisible();
  });
});
