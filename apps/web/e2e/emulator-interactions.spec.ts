import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { STAR_LOUNGE } from './support';

// The world page's interactions: a person runs a command registered by "the bot" (this test, with
// the bot's token, answering on Discord's routes), fills the modal it opens, sees the reply only
// they see, and edits and deletes messages.

const API = '/discord-emulator/api/v10';
const BOT = { authorization: 'Bot demo-bot-token' };
const APPLICATION = '300000000000000001';

async function register(request: APIRequestContext): Promise<void> {
  const response = await request.post(`${API}/applications/${APPLICATION}/guilds/${STAR_LOUNGE}/commands`, {
    headers: BOT,
    data: {
      name: 'e2e-note',
      description: 'Write a note about a member',
      options: [
        { type: 6, name: 'member', description: 'Who', required: true },
        { type: 4, name: 'days', description: 'For how long', min_value: 1, max_value: 28 },
      ],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const withSubcommands = await request.post(
    `${API}/applications/${APPLICATION}/guilds/${STAR_LOUNGE}/commands`,
    {
      headers: BOT,
      data: {
        name: 'e2e-warnings',
        description: 'Warnings',
        options: [{ type: 1, name: 'list', description: 'A member’s warnings', options: [] }],
      },
    },
  );
  expect(withSubcommands.ok(), await withSubcommands.text()).toBe(true);
}

/** The world's answer to the page's next request to `path`: the interaction it started. */
async function started(page: Page, path: string): Promise<{ interaction_id: string; token: string }> {
  const response = await page.waitForResponse(
    (r) => r.url().endsWith(path) && r.request().method() === 'POST',
  );
  return (await response.json()) as { interaction_id: string; token: string };
}

test('a person runs a command, fills its modal and sees the reply only they see; edits and deletes messages', async ({
  page,
  request,
}, testInfo) => {
  await register(request);
  await page.goto(`/discord-emulator/world?guild=${STAR_LOUNGE}`);
  await expect(page.getByRole('status')).toContainText('Up to date');
  await page.locator('#author').selectOption({ label: 'Akari' });
  // A sub-command is offered as a command of its own, the way Discord's picker lists it.
  await expect(page.locator('#command')).toContainText('/e2e-warnings list — A member’s warnings');
  await page.locator('#command').selectOption({ label: '/e2e-note — Write a note about a member' });
  await page.getByLabel('member · member').selectOption({ label: '@Mika' });
  await page.getByLabel('days · whole number').fill('3');

  // The bot answers at once (Discord's 3 s) with a modal holding a Label and a text input.
  const command = started(page, '/_world/command');
  await page.getByRole('button', { name: 'Run' }).click();
  const { interaction_id: commandId, token } = await command;
  const modal = await request.post(`${API}/interactions/${commandId}/${token}/callback`, {
    data: {
      type: 9,
      data: {
        custom_id: 'note',
        title: 'A note about Mika',
        components: [
          {
            type: 18,
            label: 'Note',
            description: 'Only moderators read it',
            component: { type: 4, custom_id: 'note', style: 2, min_length: 2, max_length: 500 },
          },
        ],
      },
    },
  });
  expect(modal.status()).toBe(204);
  const dialog = page.getByRole('dialog', { name: 'A note about Mika' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Keeps to the rules.');
  await page.screenshot({ path: testInfo.outputPath('world-modal.png') });

  const submit = started(page, '/_world/submit');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const submitted = await submit;
  const seen = await request.get(`/discord-emulator/_world/interactions/${commandId}`);
  expect(((await seen.json()) as { modal: unknown }).modal).toBeNull();
  const reply = await request.post(
    `${API}/interactions/${submitted.interaction_id}/${submitted.token}/callback`,
    { data: { type: 4, data: { content: 'Noted for Mika: Keeps to the rules.', flags: 64 } } },
  );
  expect(reply.status()).toBe(204);
  // Other specs leave Akari's own ephemeral replies in this channel: look at this one.
  const noted = page.locator('article.message', { hasText: 'Noted for Mika: Keeps to the rules.' });
  await expect(noted).toBeVisible();
  await expect(noted.getByText('Only you can see this')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('world-ephemeral.png') });

  // Someone else does not see it.
  await page.locator('#author').selectOption({ label: 'Mika' });
  await expect(page.getByText('Noted for Mika: Keeps to the rules.')).toHaveCount(0);

  // Mika writes, edits, then deletes a message. Its words are this run's own: other specs' members
  // chat in the same channel.
  const stamp = Date.now().toString(36);
  await page.getByLabel('Message', { exact: true }).fill(`hello there ${stamp}`);
  await page.getByRole('button', { name: 'Send' }).click();
  const mine = page.locator('article.message', { hasText: `hello there ${stamp}` });
  await mine.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Edit message').fill(`hello everyone ${stamp}`);
  await page.getByRole('button', { name: 'Save' }).click();
  const edited = page.locator('article.message', { hasText: `hello everyone ${stamp}` });
  await expect(edited).toContainText('(edited)');
  await edited.getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('article.message', { hasText: `hello everyone ${stamp}` })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('world-after-delete.png') });
});
