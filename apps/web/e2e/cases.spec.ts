import { expect, test, type APIRequestContext } from '@playwright/test';
import { resumeSession, settle, shot, STAR_LOUNGE, type Lang } from './support.ts';
import { LOCALES } from './settings-support.ts';

const MIKA = '100000000000000002';
// Star Lounge's #general (the emulator's demo ids).
const GENERAL = '40000000000001006';

/** Runs /warn as akari in the emulator (its world route), once the demo's Hoshi has registered it. */
async function warn(request: APIRequestContext, reason: string) {
  await expect
    .poll(
      async () => {
        const res = await request.get(`/discord-emulator/_world/commands?guild_id=${STAR_LOUNGE}`);
        const { commands } = (await res.json()) as { commands: { name: string }[] };
        return commands.some((c) => c.name === 'warn');
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  const res = await request.post('/discord-emulator/_world/command', {
    data: {
      guild_id: STAR_LOUNGE,
      channel_id: GENERAL,
      user_id: '100000000000000001',
      name: 'warn',
      options: { user: MIKA, reason },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { interaction_id: id } = (await res.json()) as { interaction_id: string };
  // Answered (deferred, then edited) once the case is recorded.
  await expect
    .poll(
      async () => {
        const seen = await request.get(`/discord-emulator/_world/interactions/${id}`);
        const { responses } = (await seen.json()) as { responses: { type: number | string }[] };
        return responses.some((r) => r.type === 'edit' || r.type === 4);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

for (const lang of ['en', 'ja'] as const satisfies Lang[]) {
  test(`cases: a warning given with /warn is listed with its number, member, moderator and reason (${lang})`, async ({
    page,
  }, testInfo) => {
    const t = LOCALES[lang];
    const reason = `Cases ${lang} ${Date.now()}`;
    await warn(page.request, reason);
    await resumeSession(page, lang);
    await page.goto(`/dashboard/servers/${STAR_LOUNGE}/moderation?lang=${lang}`);

    // Reached from the moderation menu.
    await page
      .getByRole('link', { name: new RegExp(t.cases.title) })
      .last()
      .click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/servers/${STAR_LOUNGE}/moderation/cases`));
    await settle(page);
    const list = page.getByRole('list', { name: t.cases.title });
    const first = list.getByRole('listitem').first();
    await expect(first).toContainText(reason);
    await expect(first).toContainText(t.cases.type.warn);
    await expect(first).toContainText(/#\d+/);
    await expect(first.locator('time')).toHaveAttribute('datetime', /\d{4}-\d\d-\d\dT/);

    // Narrowed to timeouts, the warning is not shown; back to every type, it is.
    await page.getByLabel(t.cases.filterType).selectOption('timeout');
    await expect(page.getByText(reason)).toHaveCount(0);
    await page.getByLabel(t.cases.filterType).selectOption('warn');
    await expect(list.getByRole('listitem').first()).toContainText(reason);

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, testInfo, `${lang}-cases-${width}`);
      // Nothing wider than a phone's screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${width}px`).toBeLessThanOrEqual(0);
    }
  });
}
