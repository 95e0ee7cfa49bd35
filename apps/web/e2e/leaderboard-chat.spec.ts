import { expect, test } from '@playwright/test';
import { NIGHT_SKY, resumeSession, settle, shot } from './support.ts';
import { run } from './settings-support.ts';

// Members chat on the emulator's world page; the bot (in the server's process, on the emulator's
// gateway) awards their XP; the dashboard's leaderboard ranks them, most XP first. Night Sky Club
// has no demo XP, so the new members are the whole board (they chat in #night-chat).
test('members who chat on the world page are ranked on the leaderboard by their XP', async ({
  page,
}, testInfo) => {
  // Two apps' flows (the world page, then sign-in and the dashboard) in one test.
  test.setTimeout(180_000);
  const id = run();
  const names = ['one', 'two', 'three'].map((n) => `chat_${n}_${id}`.slice(0, 32));
  await page.goto('/discord-emulator/world');
  await page.getByRole('combobox', { name: 'Server', exact: true }).selectOption(NIGHT_SKY);
  await page
    .getByRole('navigation', { name: 'Channels' })
    .getByRole('button', { name: '# night-chat' })
    .click();
  const messages = page.getByRole('region', { name: 'Messages' });
  for (const name of names) {
    await page.getByRole('textbox', { name: 'Username of a new member' }).fill(name);
    await page.getByRole('button', { name: 'Join as a new member' }).click();
    await expect(page.getByRole('complementary', { name: 'Members' }).getByText(name).first()).toBeVisible();
  }
  for (const name of names) {
    await page.locator('#author').selectOption({ label: name });
    await page.getByRole('textbox', { name: 'Message' }).fill(`hello from ${name}`);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(messages.getByRole('article').filter({ hasText: `hello from ${name}` })).toBeVisible();
  }

  await resumeSession(page, 'en');
  const rowsOf = async () => {
    await page.goto(`/dashboard/servers/${NIGHT_SKY}/leaderboard`);
    await settle(page);
    return page.getByRole('list', { name: 'Leaderboard' }).getByRole('listitem');
  };
  // Each member's first message earns 15–25 XP once the bot has handled it.
  await expect(async () => {
    const rows = await rowsOf();
    for (const name of names) await expect(rows.filter({ hasText: name })).toHaveCount(1, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  // The page the last try loaded shows all three: read it as it stands.
  const rows = page.getByRole('list', { name: 'Leaderboard' }).getByRole('listitem');
  const board = await rows.evaluateAll((items) =>
    items.map((li) => ({
      name: li.querySelector('.leaderboard-row__name')?.textContent ?? '',
      rank: Number(li.querySelector('.leaderboard-row__rank')?.textContent),
      xp: Number((li.querySelector('.leaderboard-row__xp')?.textContent ?? '').replace(/[^0-9]/g, '')),
    })),
  );
  const ours = board.filter((row) => names.includes(row.name));
  expect(ours).toHaveLength(3);
  for (const row of ours) expect(row.xp).toBeGreaterThanOrEqual(15);
  // In order: XP never rises down the list, and ranks are competition ranks of that order.
  expect(board[0]?.rank).toBe(1);
  for (const [i, row] of board.entries()) {
    if (i === 0) continue;
    const above = board[i - 1];
    expect(row.xp).toBeLessThanOrEqual(above?.xp ?? Infinity);
    expect(row.rank).toBe(row.xp === above?.xp ? above.rank : i + 1);
  }
  await shot(page, testInfo, 'en-leaderboard-after-chat');
});
