import { expect, test, type Page } from '@playwright/test';
import { ACHIEVEMENTS } from '@hoshi/contracts/profile-catalogue';
import { ITEMS } from '@hoshi/contracts/inventory-catalogue';
import profileEn from '../src/locales/profile.en.json' with { type: 'json' };
import profileJa from '../src/locales/profile.ja.json' with { type: 'json' };
import { LOCALES, run } from './settings-support.ts';
import { shot, signIn, STAR_LOUNGE, type Lang, onWorldPage } from './support.ts';

// What members own, they earn (docs/product.md#economy, #achievements): a member new to Star
// Lounge chats, runs /daily and /buy on the world page, then signs in to the site as that member
// and finds the coins, the item and the achievement there. Each language has its own member.

const PROFILE = { en: profileEn, ja: profileJa };
const HELLO_STARS = ACHIEVEMENTS.findIndex((a) => a.name.en === 'Hello, Stars');

/** Runs one of Hoshi's commands on the world page as the selected author; waits for its private answer. */
async function command(page: Page, label: string, options: (page: Page) => Promise<void>, answer: RegExp) {
  await page.locator('#command').selectOption({ label });
  await options(page);
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByRole('region', { name: 'Messages' }).getByText(answer).last()).toBeVisible({
    timeout: 20_000,
  });
}

for (const lang of ['en', 'ja'] as const satisfies readonly Lang[]) {
  test(`a member chats, runs /daily and /buy on the world page, and sees coins, item and achievement on the site (${lang})`, async ({
    browser,
    page,
  }, testInfo) => {
    const username = `econ_${lang}_${run()}`.slice(0, 32);
    const joined = await page.request.post('/discord-emulator/_world/join', {
      data: { guild_id: STAR_LOUNGE, user: { username } },
    });
    expect(joined.status(), await joined.text()).toBe(201);
    const { user_id: memberId } = (await joined.json()) as { user_id: string };

    await onWorldPage(page, username);
    await page.getByLabel('Message', { exact: true }).fill('Hello everyone, I just arrived!');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(
      page.getByRole('region', { name: 'Messages' }).getByText('Hello everyone, I just arrived!'),
    ).toBeVisible();

    // Star Lounge's bot language is English: Hoshi answers there in English.
    await command(
      page,
      '/daily — Collect your daily coins (a streak pays more)',
      async () => {},
      /You collected/,
    );
    await command(
      page,
      '/buy — Buy an item from the shop',
      async (p) => {
        await p.getByLabel(/^item · /).selectOption({ label: ITEMS['star-candy'].name.en });
        await p.getByLabel(/^amount · /).fill('2');
      },
      /You bought/,
    );
    await shot(page, testInfo, `${lang}-economy-world`);

    // The member, in a browser of their own, signs in to the site.
    const context = await browser.newContext();
    const member = await context.newPage();
    await member.goto(`/?lang=${lang}`);
    await signIn(member, lang, memberId);
    await member.goto(`/dashboard/profile?lang=${lang}`);
    await member
      .getByRole('region', { name: LOCALES[lang].profile.inventories })
      .getByRole('link', { name: /Star Lounge/ })
      .click();
    await expect(member).toHaveURL(new RegExp(`/dashboard/servers/${STAR_LOUNGE}/inventory`));
    await expect(member.getByText(ITEMS['star-candy'].name[lang]).first()).toBeVisible();
    // Not one of the server's managers: the menu offers their inventory, not the server's pages.
    await expect(
      member.locator(`a[href*="/dashboard/servers/${STAR_LOUNGE}/inventory"]`).first(),
    ).toBeVisible();
    await expect(member.locator(`a[href*="/dashboard/servers/${STAR_LOUNGE}/moderation"]`)).toHaveCount(0);
    await shot(member, testInfo, `${lang}-economy-inventory`);

    await member.goto(`/dashboard/profile/achievements?lang=${lang}`);
    const p = PROFILE[lang].achievements;
    await expect(
      member.getByRole('button', {
        name: p.star.replace('{{number}}', String(HELLO_STARS + 1)).replace('{{state}}', p.states.cleared),
      }),
    ).toBeVisible();
    await shot(member, testInfo, `${lang}-economy-achievements`);
    await context.close();
  });
}
