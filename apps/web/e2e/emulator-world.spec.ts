import { expect, test } from '@playwright/test';
import { STAR_LOUNGE } from './support';

// The Discord emulator inside the demo server: its world page (under the server's CSP) and its
// gateway (on the server's own port), as the bot and a person watching use them.

test('the world page lets a new member join and talk, and shows it', async ({ page }, testInfo) => {
  await page.goto(`/discord-emulator/world?guild=${STAR_LOUNGE}`);
  await expect(page.getByRole('status')).toContainText('Up to date');
  await page.getByLabel('Username of a new member').fill('e2e_star');
  await page.getByRole('button', { name: 'Join as a new member' }).click();
  await expect(page.locator('#members')).toContainText('e2e_star');

  await page.locator('#author').selectOption({ label: 'e2e_star' });
  await page.getByLabel('Message', { exact: true }).fill('Hello from the world page');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('#messages')).toContainText('Hello from the world page');
  await page.screenshot({ path: testInfo.outputPath('world-page.png') });
});

test('the gateway answers on the demo server’s port and names itself in /gateway/bot', async ({
  page,
  request,
  baseURL,
}) => {
  const answer = await request.get('/discord-emulator/api/v10/gateway/bot', {
    headers: { authorization: 'Bot demo-bot-token' },
  });
  const { url } = (await answer.json()) as { url: string };
  expect(url).toBe(`${baseURL?.replace('http', 'ws')}/discord-emulator/gateway`);
  // The browser's own WebSocket, from a page of the same origin (its CSP allows 'self').
  await page.goto('/discord-emulator/world');
  const guilds = await page.evaluate(
    (gateway) =>
      new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(`${gateway}?v=10&encoding=json`);
        socket.onerror = () => reject(new Error('the gateway refused the connection'));
        socket.onmessage = (event) => {
          const payload = JSON.parse(String(event.data)) as {
            op: number;
            t?: string;
            d: { guilds: unknown[] };
          };
          const identity = { os: 'e2e', browser: 'e2e', device: 'e2e' };
          if (payload.op === 10)
            socket.send(
              JSON.stringify({ op: 2, d: { token: 'demo-bot-token', intents: 1, properties: identity } }),
            );
          if (payload.t === 'READY') {
            socket.close();
            resolve(payload.d.guilds.length);
          }
        };
      }),
    url,
  );
  expect(guilds).toBeGreaterThan(0);
});
