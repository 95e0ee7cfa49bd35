import type { APIMessage } from 'discord-api-types/v10';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO } from '../src/index.ts';
import { makeEmulator, manualClock } from './emulator-harness.ts';
import { bare, json } from './rest-requests.ts';

// Creating a message with `nonce` + `enforce_nonce`, as Discord documents it: the same author
// repeating a nonce within a few minutes gets the first message back and nothing is posted twice;
// and editing the bot's own message.

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const CHANNEL = DEMO.channels.generalA;

async function post(body: object): Promise<APIMessage> {
  const res = await app!.inject(json('POST', `/channels/${CHANNEL}/messages`, body));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function history(): Promise<APIMessage[]> {
  return (await app!.inject(bare('GET', `/channels/${CHANNEL}/messages?limit=100`))).json();
}

describe('enforce_nonce', () => {
  it('answers the first message for a repeated nonce within the window, and posts anew after it', async () => {
    const clock = manualClock();
    app = makeEmulator({ now: clock.now });
    const before = (await history()).length;
    const first = await post({ content: 'The draw is on', nonce: 'lp42', enforce_nonce: true });
    clock.advance(60_000);
    const again = await post({ content: 'The draw is on', nonce: 'lp42', enforce_nonce: true });
    expect(again.id).toBe(first.id);
    expect((await history()).length).toBe(before + 1);

    // Without enforce_nonce the nonce is only carried along; a different nonce is another message.
    const loose = await post({ content: 'The draw is on', nonce: 'lp42' });
    expect(loose.id).not.toBe(first.id);
    const other = await post({ content: 'Another', nonce: 'lp43', enforce_nonce: true });
    expect(other.id).not.toBe(first.id);
    expect((await history()).length).toBe(before + 3);

    clock.advance(5 * 60_000);
    const late = await post({ content: 'The draw is on', nonce: 'lp43', enforce_nonce: true });
    expect(late.id).not.toBe(other.id);
  });

  it('refuses a nonce longer than 25 characters', async () => {
    app = makeEmulator();
    const res = await app.inject(
      json('POST', `/channels/${CHANNEL}/messages`, {
        content: 'x',
        nonce: 'n'.repeat(26),
        enforce_nonce: true,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 50035, errors: { nonce: {} } });
  });
});

describe('editing a message', () => {
  it('changes only the fields given, and refuses messages that are not there', async () => {
    app = makeEmulator();
    const made = await post({
      content: 'Open',
      embeds: [{ title: 'Star map' }],
      components: [{ type: 1, components: [{ type: 2, style: 1, label: 'Enter', custom_id: 'e' }] }],
    });
    const res = await app.inject(
      json('PATCH', `/channels/${CHANNEL}/messages/${made.id}`, {
        embeds: [{ title: 'Star map', description: 'Ended' }],
        components: [],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const listed = (await history()).find((m) => m.id === made.id);
    expect([listed?.content, listed?.embeds[0]?.description, listed?.components ?? []]).toEqual([
      'Open',
      'Ended',
      [],
    ]);
    const unknown = await app.inject(
      json('PATCH', `/channels/${CHANNEL}/messages/1234567890123`, { content: 'x' }),
    );
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 10008]);
  });
});
