import type {
  APIMessage,
  GatewayInteractionCreateDispatchData,
  GatewayMessageUpdateDispatchData,
} from 'discord-api-types/v10';
import { GatewayIntentBits as Intent } from 'discord-api-types/v10';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../src/index.ts';
import { API, BOT_AUTH } from './emulator-harness.ts';
import type { RawClient, Running } from './gateway-harness.ts';
import { identified, listening, world } from './gateway-harness.ts';
import { pressed } from './rest-cases-interactions.ts';

// Buttons: a press through the world reaches the bot as INTERACTION_CREATE; its answer changes
// the message (MESSAGE_UPDATE) or replies to the one who pressed.

let running: Running;
let bot: RawClient;

beforeEach(async () => {
  running = await listening();
  bot = (await identified(running.gateway, Intent.Guilds | Intent.GuildMessages | Intent.MessageContent))
    .client;
});

afterEach(async () => {
  bot.close();
  await running.app.close();
});

const answer = (id: string, token: string, body: unknown) =>
  running.app.inject({
    method: 'POST',
    url: `${API}/interactions/${id}/${token}/callback`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

describe('button interactions', () => {
  it('a press arrives as INTERACTION_CREATE with the member, message and custom_id', async () => {
    const { id, messageId } = await pressed(running.app);
    const interaction = await bot.data<GatewayInteractionCreateDispatchData>('INTERACTION_CREATE');
    expect(interaction.id).toBe(id);
    expect(interaction.type).toBe(3);
    expect(interaction.member?.user.id).toBe(DEMO.users.mika);
    expect(interaction.message?.id).toBe(messageId);
    expect(interaction.data).toEqual({ custom_id: 'lottery:enter', component_type: 2 });
  });

  it('UPDATE_MESSAGE edits the message for everyone (MESSAGE_UPDATE); an ephemeral reply stays out of the history', async () => {
    const first = await pressed(running.app);
    expect(
      (await answer(first.id, first.token, { type: 7, data: { content: 'A lottery! 1 entry' } })).statusCode,
    ).toBe(204);
    const update = await bot.data<GatewayMessageUpdateDispatchData>('MESSAGE_UPDATE');
    expect([update.id, update.content]).toEqual([first.messageId, 'A lottery! 1 entry']);

    const second = await pressed(running.app);
    expect(
      (await answer(second.id, second.token, { type: 4, data: { content: 'You are in!', flags: 64 } }))
        .statusCode,
    ).toBe(204);
    const history = await running.app.inject({
      url: `${API}/channels/${DEMO.channels.generalA}/messages`,
      headers: BOT_AUTH,
    });
    const contents = history.json<APIMessage[]>().map((m) => m.content);
    expect(contents).not.toContain('You are in!');
    expect(contents.filter((c) => c.startsWith('A lottery!'))).toHaveLength(2);
  });

  it('refuses a press of a button the message does not have, or by someone outside the server', async () => {
    const { messageId } = await pressed(running.app);
    const cases: Array<[unknown, number, RegExp]> = [
      [{ message_id: messageId, user_id: DEMO.users.mika, custom_id: 'nope' }, 400, /no button/],
      [{ message_id: messageId, user_id: DEMO.users.sora, custom_id: 'lottery:enter' }, 404, /not a member/],
      [{ message_id: '1', user_id: DEMO.users.mika, custom_id: 'lottery:enter' }, 404, /no message/],
      [{ message_id: messageId, user_id: DEMO.users.mika }, 400, /custom_id/],
    ];
    for (const [body, status, message] of cases) {
      const response = await world(running.app, '/_world/click', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json<{ error: string }>().error).toMatch(message);
    }
    const stranger = await running.app.inject({
      method: 'POST',
      url: '/discord-emulator/_world/click',
      payload: { message_id: messageId, user_id: DEMO.users.mika, custom_id: 'lottery:enter' },
      remoteAddress: '198.51.100.7',
    });
    expect(stranger.statusCode).toBe(403);
  });
});
