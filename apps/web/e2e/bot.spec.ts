import { expect, test } from '@playwright/test';
import { choose, LOCALES, page$, run, save } from './settings-support.ts';
import { resumeSession, shot, STAR_LOUNGE, type Lang } from './support.ts';

// The bot at work in demo mode: a greeting saved in the dashboard greets the next member who
// joins on the emulator's world page (the bot runs in the server's process, on the emulator's
// gateway). Each language saves its own text and checks its own greeting.
for (const lang of ['en', 'ja'] as const satisfies readonly Lang[]) {
  test(`a greeting saved in the dashboard greets a member who joins on the world page (${lang})`, async ({
    page,
  }, testInfo) => {
    const t = LOCALES[lang];
    const id = run();
    await resumeSession(page, lang);
    await page.goto(page$('greetings', lang));
    const message = page.getByRole('textbox', { name: t.greetings.message, exact: true }).first();
    await message.fill(`Hello !NAME!, welcome to !SERVER! (${lang} ${id})`);
    await choose(page, t.greetings.styles.text);
    await save(page, lang);

    await page.goto('/discord-emulator/world');
    await page.getByRole('combobox', { name: 'Server', exact: true }).selectOption(STAR_LOUNGE);
    await page
      .getByRole('navigation', { name: 'Channels' })
      .getByRole('button', { name: '# welcome' })
      .click();
    const username = `e2e_${lang}_${id}`.slice(0, 32);
    await page.getByRole('textbox', { name: 'Username of a new member' }).fill(username);
    await page.getByRole('button', { name: 'Join as a new member' }).click();

    const greeting = page
      .getByRole('region', { name: 'Messages' })
      .getByRole('article')
      .filter({ hasText: `Hello ${username}, welcome to Star Lounge (${lang} ${id})` });
    await expect(greeting).toBeVisible();
    await expect(greeting.getByText('BOT', { exact: true })).toBeVisible();
    await shot(page, testInfo, `${lang}-bot-greeting`);
  });
}
