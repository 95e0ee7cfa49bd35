import { expect, test, type Page } from '@playwright/test';
import { resumeSession, shot, STAR_LOUNGE, type Lang } from './support.ts';
import { choose, labelled, LOCALES, page$, pick, pressSave, run, save } from './settings-support.ts';

async function open(page: Page, name: string, lang: Lang) {
  await resumeSession(page, lang);
  await page.goto(page$(name, lang));
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: LOCALES[lang].hub[name as 'roles' | 'vcalerts' | 'boosts' | 'inventory'],
    }),
  ).toBeVisible();
}

/** The value a react-select picker shows (the picked option's name). */
const shown = (page: Page, label: string) =>
  page.locator('.picker', { has: labelled(page, label) }).locator('[class*="singleValue"]');

for (const lang of ['en', 'ja'] as Lang[]) {
  const t = LOCALES[lang];

  test(`special roles: pick roles and actions, save, reload and find them kept (${lang})`, async ({
    page,
  }, testInfo) => {
    await open(page, 'roles', lang);
    // English and Japanese runs pick different roles so each run changes something.
    const [entry, vc] = lang === 'en' ? ['Member', 'Stargazers'] : ['Stargazers', 'Member'];
    await pick(page, labelled(page, t.roles.entry), entry);
    await pick(page, labelled(page, t.roles.vc), vc);
    const newbie = page.getByRole('group', { name: t.roles.newbie, exact: true });
    await pick(page, labelled(newbie, t.roles.role), 'Stargazers');
    const newbieAction = lang === 'en' ? t.roles.actions.kick : t.roles.actions.ban;
    await newbie.locator('label', { hasText: newbieAction }).click();
    const gate = page.getByRole('group', { name: t.roles.gate, exact: true });
    await gate.locator('label', { hasText: t.roles.actions.kick }).click();
    await shot(page, testInfo, `roles-${lang}`);
    await save(page, lang);

    await page.reload();
    await expect(shown(page, t.roles.entry)).toHaveText(entry);
    await expect(shown(page, t.roles.vc)).toHaveText(vc);
    await expect(
      page
        .getByRole('group', { name: t.roles.newbie, exact: true })
        .getByRole('radio', { name: newbieAction }),
    ).toBeChecked();
    await expect(
      page
        .getByRole('group', { name: t.roles.gate, exact: true })
        .getByRole('radio', { name: t.roles.actions.kick }),
    ).toBeChecked();
  });

  test(`VC alerts: channel, role, timing, frequency, message and exempt channels kept (${lang})`, async ({
    page,
  }, testInfo) => {
    await open(page, 'vcalerts', lang);
    const [channel, timing, frequency, exempted] =
      lang === 'en'
        ? ['Lounge', t.vcalerts.styles.both, t.vcalerts.modes.all, 'AFK']
        : ['general', t.vcalerts.styles.start, t.vcalerts.modes.simple, 'Gaming'];
    await pick(page, labelled(page, t.vcalerts.channel), channel);
    await pick(page, labelled(page, t.vcalerts.role), 'Moderator');
    await choose(page, timing);
    await choose(page, frequency);
    const text = `E2E ${lang} ${run()}: !USER! is in !CHANNEL!`;
    await page.getByLabel(t.vcalerts.message, { exact: true }).fill(text);
    const exempt = labelled(page, t.vcalerts.exempt);
    await pick(page, exempt, exempted);
    // The preview posts the role's mention first, then the message with the variables filled in.
    const preview = page.getByTestId('alert-preview');
    await expect(preview).toContainText(new RegExp(`Moderator\\W+E2E ${lang} .*akari\\W+is in`));
    await expect(preview.locator('discord-mention')).toHaveCount(3);
    await shot(page, testInfo, `vcalerts-${lang}`);
    await save(page, lang);

    await page.reload();
    await expect(shown(page, t.vcalerts.channel)).toHaveText(channel);
    await expect(shown(page, t.vcalerts.role)).toHaveText('Moderator');
    await expect(page.getByRole('radio', { name: timing, exact: true })).toBeChecked();
    await expect(page.getByRole('radio', { name: frequency, exact: true })).toBeChecked();
    await expect(page.getByLabel(t.vcalerts.message, { exact: true })).toHaveValue(text);
    await expect(page.locator('.picker', { has: exempt })).toContainText(exempted);
  });

  test(`boosts: level 2 shown, channel and message with a live preview, kept after reload (${lang})`, async ({
    page,
  }, testInfo) => {
    await open(page, 'boosts', lang);
    // docs/product.md#the-demo-world: Star Lounge is boost level 2.
    await expect(
      page.getByRole('img', { name: t.boosts.levelOf.replace('{{level}}', '2').replace('{{max}}', '3') }),
    ).toBeVisible();
    await expect(
      page.getByText(t.boosts.levelValue.replace('{{level}}', '2'), { exact: true }),
    ).toBeVisible();

    const channel = lang === 'en' ? 'Lounge' : 'general';
    await pick(page, labelled(page, t.boosts.channel), channel);
    const id = run();
    await page
      .getByLabel(t.boosts.message, { exact: true })
      .fill(`${id} **!NAME!** lifted !SERVER! to !LEVEL!`);
    const preview = page.getByTestId('boost-preview');
    await expect(preview).toContainText(`${id} akari lifted Star Lounge to 2`);
    await expect(preview.locator('strong', { hasText: 'akari' })).toBeVisible();
    await shot(page, testInfo, `boosts-${lang}`);
    await save(page, lang);

    await page.reload();
    await expect(shown(page, t.boosts.channel)).toHaveText(channel);
    await expect(page.getByLabel(t.boosts.message, { exact: true })).toHaveValue(
      `${id} **!NAME!** lifted !SERVER! to !LEVEL!`,
    );
    await expect(page.getByTestId('boost-preview')).toContainText(`${id} akari lifted Star Lounge to 2`);
  });

  test(`inventory: coins, item picker and detail, gear with energy, from the hub (${lang})`, async ({
    page,
  }, testInfo) => {
    await resumeSession(page, lang);
    await page.goto(`/dashboard/servers/${STAR_LOUNGE}?lang=${lang}`);
    await page.getByRole('link', { name: new RegExp(t.hub.inventory) }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/servers/${STAR_LOUNGE}/inventory`));
    await expect(page.getByRole('heading', { level: 2, name: t.hub.inventory })).toBeVisible();

    // The demo seeds akari's Star Lounge inventory (docs/product.md#the-demo-world).
    await expect(page.getByTestId('coins')).toHaveText('1,250');
    const detail = page.getByTestId('item-detail');
    const [candy, cookie] =
      lang === 'en' ? ['Star Candy', 'Moon Cookie'] : ['星のキャンディ', '月のクッキー'];
    await expect(detail.getByRole('heading')).toContainText(candy);
    await pick(page, labelled(page, t.inventory.item), cookie);
    await expect(detail.getByRole('heading')).toContainText(cookie);
    if (lang === 'ja') await expect(detail.locator('rt')).toHaveText('つきのクッキー');
    await expect(detail).toContainText(t.inventory.owned_other.replace('{{count}}', '2'));
    await shot(page, testInfo, `inventory-bag-${lang}`);

    await page.getByRole('tab', { name: t.inventory.tabs.gear }).click();
    // Seeded at 72 when the demo started; a point comes back every three minutes
    // (ENERGY_REFILL_MS, refilled lazily), and the suite has run for a while by now.
    const energy = page.getByTestId('energy');
    await expect(energy).toHaveText(/^\d+ \/ 100$/);
    const now = Number((await energy.textContent())?.split(' ')[0]);
    expect(now).toBeGreaterThanOrEqual(72);
    await expect(page.getByRole('meter', { name: t.inventory.energy })).toHaveJSProperty('value', now);
    const weapon = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: t.inventory.slots.weapon }) });
    await expect(weapon).toContainText(lang === 'en' ? 'Star Wand' : '星の杖');
    await expect(weapon.locator('img')).toHaveAttribute('src', '/images/gear/star-wand.svg');
    expect(await weapon.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
      0,
    );
    await shot(page, testInfo, `inventory-gear-${lang}`);

    await page.reload();
    await expect(page.getByTestId('coins')).toHaveText('1,250');
  });

  test(`special roles: a refused save names the field in the reader's language and keeps the edits (${lang})`, async ({
    page,
  }) => {
    await open(page, 'roles', lang);
    // The gate role may not be one Hoshi gives: the server refuses it (same_as).
    await pick(page, labelled(page, t.roles.entry), 'Stargazers');
    await pick(
      page,
      labelled(page.getByRole('group', { name: t.roles.gate, exact: true }), t.roles.role),
      'Stargazers',
    );
    await pressSave(page, lang);
    const field = `${t.roles.gate} › ${t.roles.role}`;
    const reason = t.errors.field.replace('{{field}}', field).replace('{{reason}}', t.errors.issue.same_as);
    await expect(page.getByText(reason).first()).toBeVisible();
    await expect(shown(page, t.roles.entry)).toHaveText('Stargazers');
    await expect(page.getByText(t.settings.unsaved, { exact: true })).toBeVisible();
  });
}
