import { expect, test, type Locator, type Page } from '@playwright/test';
import en from '../src/locales/en.json' with { type: 'json' };
import ja from '../src/locales/ja.json' with { type: 'json' };
import bossesEn from '../src/locales/bosses.en.json' with { type: 'json' };

// Every game fits the window it is played in: once a round is under way its whole field is on
// the screen below the sticky navigation, at a laptop's, a small laptop's and a phone's size (on
// its side too),
// and the keys that play it do not scroll the page.
const SIZES = [
  { name: 'laptop-1280x800', width: 1280, height: 800 },
  { name: 'laptop-1366x768', width: 1366, height: 768 },
  { name: 'phone-390x844', width: 390, height: 844 },
  { name: 'small-window-1024x600', width: 1024, height: 600 },
  // A phone on its side: Whack-A-Star and Star Typing ran 23–93 px past its foot.
  { name: 'phone-landscape-844x390', width: 844, height: 390 },
] as const;

const t = en.activities;

interface Game {
  name: string;
  path: string;
  /** Starts a round; answers the field the round is played on. */
  start: (page: Page) => Promise<Locator>;
  /** The keys that play it (they must not scroll the page). */
  keys: string[];
}

const GAMES: Game[] = [
  {
    name: 'whack',
    path: '/activities/whack',
    start: async (page) => {
      await page.getByRole('button', { name: new RegExp(t.whack.difficulty.hard) }).click();
      return page.locator('.whack-field');
    },
    keys: [],
  },
  {
    name: 'typing',
    path: '/activities/typing',
    start: async (page) => {
      await page.getByRole('button', { name: t.typing.start }).click();
      await page.getByRole('button', { name: new RegExp(t.typing.mode.vocabulary) }).click();
      await page.clock.runFor(5000);
      await expect(page.locator('.typing-prompt__keys')).toBeVisible();
      return page.locator('.typing-stage');
    },
    keys: [],
  },
  {
    name: 'shooter',
    path: '/activities/shooter',
    start: async (page) => {
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: t.shooter.pause })).toBeVisible();
      return page.locator('.shooter-canvas');
    },
    keys: ['ArrowDown', 'Space', 'ArrowUp', 'ArrowLeft', 'ArrowRight'],
  },
  {
    name: 'bosses',
    path: '/activities/bosses',
    start: async (page) => {
      await page.getByRole('button', { name: bossesEn.start }).click();
      return page.locator('.bosses-canvas');
    },
    keys: ['ArrowDown', 'Space', 'ArrowUp'],
  },
];

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

for (const size of SIZES) {
  for (const game of GAMES) {
    test(`${game.name} fits ${size.name}`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(`${game.path}?lang=en`);
      await expect(page.locator('main h1')).toBeVisible();
      const field = await game.start(page);
      await expect(field).toBeVisible();
      await page.clock.runFor(500);
      const scrolled = await page.evaluate(() => window.scrollY);
      for (const key of game.keys) await page.keyboard.press(key);
      await page.clock.runFor(100);
      expect(await page.evaluate(() => window.scrollY), 'keys scroll the page').toBe(scrolled);
      const box = await field.evaluate((el) => {
        const nav = document.querySelector('.nav')?.getBoundingClientRect().bottom ?? 0;
        const r = el.getBoundingClientRect();
        return {
          top: Math.round(r.top - nav),
          bottom: Math.round(window.innerHeight - r.bottom),
          left: Math.round(r.left),
          right: Math.round(window.innerWidth - r.right),
        };
      });
      await page.screenshot({ path: testInfo.outputPath(`${game.name}-${size.name}.png`) });
      // The space between the field and each edge of the screen (the top: the navigation's foot).
      const outside = Object.entries(box).filter(([, space]) => space < 0);
      expect(outside, 'the field is wholly on screen below the navigation').toEqual([]);
    });
  }
}

test('each game names its tab after itself, in English and Japanese', async ({ page }) => {
  for (const [lang, texts] of [
    ['en', en],
    ['ja', ja],
  ] as const) {
    for (const game of ['whack', 'typing', 'shooter', 'bosses'] as const) {
      await page.goto(`/activities/${game}?lang=${lang}`);
      await expect(page).toHaveTitle(`${texts.games[game]} · Hoshi`);
    }
  }
});

for (const game of GAMES.filter(({ name }) => name === 'shooter' || name === 'bosses')) {
  test(`${game.name}: a round started with the field partly under the navigation is scrolled below it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${game.path}?lang=en`);
    await expect(page.locator('main h1')).toBeVisible();
    // The stage's top 30 px from the window's top: under the sticky navigation.
    await page
      .locator('.shooter-stage, .bosses-stage')
      .evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 30));
    const field = await game.start(page);
    const gap = await field.evaluate(
      (el) =>
        el.getBoundingClientRect().top -
        (document.querySelector('.nav')?.getBoundingClientRect().bottom ?? 0),
    );
    expect(gap).toBeGreaterThanOrEqual(0);
  });
}
