import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import en from '../src/locales/en.json' with { type: 'json' };
import ja from '../src/locales/ja.json' with { type: 'json' };
import { AKARI, resumeSession, shot, signIn, STAR_LOUNGE, type Lang, onWorldPage } from './support.ts';
import { labelled, pick, run, save } from './settings-support.ts';
import moderationEn from '../src/locales/moderation.en.json' with { type: 'json' };
import moderationJa from '../src/locales/moderation.ja.json' with { type: 'json' };

// A ban appeal's whole path (docs/product.md#ban-appeals): a member banned on the world page signs
// in on /appeal/{guildId} as that member, sends the form, a moderator approves it on the world
// page, and the page then says the ban is lifted. Each language bans a member of its own, made
// for the test, so the demo's own members stay for the files after this one.

const TEXTS = { en: en.appeal, ja: ja.appeal };
const MODERATION = { en: moderationEn, ja: moderationJa };

/**
 * Star Lounge's appeals go to #general, set as akari on the ban appeals page (kept when an earlier
 * run set it); answers the appeal link the page shows to copy.
 */
async function appealsToGeneral(page: Page, lang: Lang): Promise<string> {
  const m = MODERATION[lang].banappeals;
  await page.goto(`/dashboard/servers/${STAR_LOUNGE}/moderation/banappeals?lang=${lang}`);
  const channel = labelled(page, m.channel);
  await expect(channel).toBeVisible();
  if (!((await channel.locator('xpath=ancestor::div[3]').textContent()) ?? '').includes('general')) {
    await pick(page, channel, 'general');
    await save(page, lang);
  }
  const link = labelled(page, m.link);
  await expect(link).toHaveValue(new RegExp(`/appeal/${STAR_LOUNGE}$`));
  return new URL(await link.inputValue()).pathname;
}

/** A new member of Star Lounge, banned by akari (the owner) with `reason`; answers their id. */
async function bannedMember(request: APIRequestContext, username: string, reason: string) {
  const joined = await request.post('/discord-emulator/_world/join', {
    data: { guild_id: STAR_LOUNGE, user: { username } },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  const { user_id: id } = (await joined.json()) as { user_id: string };
  const banned = await request.post('/discord-emulator/_world/moderate', {
    data: { guild_id: STAR_LOUNGE, user_id: AKARI, target_id: id, action: 'ban', reason },
  });
  expect(banned.status(), await banned.text()).toBe(204);
  return id;
}

const bansOf = async (request: APIRequestContext) => {
  const res = await request.get(`/discord-emulator/_world/guilds/${STAR_LOUNGE}`);
  return ((await res.json()) as { bans?: string[] }).bans ?? [];
};

for (const lang of ['en', 'ja'] as const satisfies readonly Lang[]) {
  test(`a banned member appeals on the web, a moderator approves on the world page, the ban is lifted (${lang})`, async ({
    browser,
    page,
  }, testInfo) => {
    const t = TEXTS[lang];
    await resumeSession(page, lang);
    const appealPath = await appealsToGeneral(page, lang);
    const username = `appeal_${lang}_${run()}`.slice(0, 32);
    const reason = `Spam links (${lang})`;
    const memberId = await bannedMember(page.request, username, reason);
    expect(await bansOf(page.request)).toContain(memberId);

    // The banned member, in a browser of their own, signs in on the appeal page.
    const context = await browser.newContext();
    const member = await context.newPage();
    await member.goto(`${appealPath}?lang=${lang}`);
    await expect(member.getByText(t.signInIntro)).toBeVisible();
    await signIn(
      member,
      lang,
      memberId,
      () => member.getByRole('main').getByRole('button', { name: t.signIn }).click(),
      new RegExp(`/appeal/${STAR_LOUNGE}`),
    );
    await expect(member.getByRole('heading', { level: 1 })).toContainText('Star Lounge');
    await expect(member.getByText(reason)).toBeVisible();

    // The form: nothing is sent until both answers are written.
    const send = member.getByRole('button', { name: t.send });
    await expect(send).toBeDisabled();
    await member.getByLabel(t.why).fill('I posted links I should not have. I understand the rule now.');
    await member.getByLabel(t.differently).fill('I will ask the moderators before sharing links.');
    await send.click();
    await expect(member.getByText(t.status.pending)).toBeVisible();
    await shot(member, testInfo, `${lang}-appeal-pending`);

    // Akari, who may ban members, approves it on the world page where Hoshi posted it.
    await onWorldPage(page, 'Akari');
    const posted = page
      .getByRole('region', { name: 'Messages' })
      .getByRole('article')
      .filter({ hasText: `<@${memberId}>` })
      .or(page.getByRole('region', { name: 'Messages' }).getByRole('article').filter({ hasText: username }))
      .last();
    await expect(posted).toBeVisible();
    await posted.getByRole('button', { name: /^(Approve|承認)$/ }).click();
    await expect.poll(() => bansOf(page.request), { timeout: 15_000 }).not.toContain(memberId);

    // The appellant's page says so.
    await member.reload();
    await expect(member.getByText(t.status.approved)).toBeVisible();
    await shot(member, testInfo, `${lang}-appeal-approved`);
    await context.close();
  });
}
