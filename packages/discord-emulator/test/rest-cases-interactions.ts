import type { FastifyInstance } from 'fastify';
import { DEMO } from '../src/index.ts';
import { API, BOT_AUTH, PREFIX } from './emulator-harness.ts';
import type { FidelityCase as Case } from './fidelity-case.ts';
import { CALLBACK_CASES } from './rest-cases-commands.ts';

// The interaction callback: the bot's answer to a button pressed through /_world/click.

const JSON_HEADERS = { 'content-type': 'application/json' };
const ENTER = { type: 1, components: [{ type: 2, style: 1, label: 'Enter', custom_id: 'lottery:enter' }] };

/** The bot posts a message with a button; mika presses it. */
export async function pressed(
  app: FastifyInstance,
): Promise<{ id: string; token: string; messageId: string }> {
  const posted = await app.inject({
    method: 'POST',
    url: `${API}/channels/${DEMO.channels.generalA}/messages`,
    headers: { ...BOT_AUTH, ...JSON_HEADERS },
    payload: { content: 'A lottery!', components: [ENTER] },
  });
  const messageId = posted.json<{ id: string }>().id;
  const click = await app.inject({
    method: 'POST',
    url: `${PREFIX}/_world/click`,
    payload: { message_id: messageId, user_id: DEMO.users.mika, custom_id: 'lottery:enter' },
  });
  const { interaction_id: id, token } = click.json<{ interaction_id: string; token: string }>();
  return { id, token, messageId };
}

const callback = (id: string, token: string, body: unknown, query = '') => ({
  method: 'POST' as const,
  url: `${API}/interactions/${id}/${token}/callback${query}`,
  headers: JSON_HEADERS,
  payload: JSON.stringify(body),
});

export const INTERACTION_CASES: Record<string, Case[]> = {
  'POST /interactions/:interaction_id/:interaction_token/callback': [
    {
      name: 'unknown interaction → 404 (10062)',
      status: 404,
      request: () => callback('1', 'nope', { type: 6 }),
    },
    {
      name: 'an ephemeral reply → 204',
      status: 204,
      request: async ({ app }) => {
        const { id, token } = await pressed(app);
        return callback(id, token, { type: 4, data: { content: 'You are in!', flags: 64 } });
      },
    },
    {
      name: 'update the message, with_response → 200',
      status: 200,
      request: async ({ app }) => {
        const { id, token } = await pressed(app);
        return callback(
          id,
          token,
          { type: 7, data: { content: 'A lottery! 1 entry' } },
          '?with_response=true',
        );
      },
    },
    {
      name: 'deferred update → 204',
      status: 204,
      request: async ({ app }) => {
        const { id, token } = await pressed(app);
        return callback(id, token, { type: 6 });
      },
    },
    {
      name: 'answered twice → 400 (40060)',
      status: 400,
      request: async ({ app }) => {
        const { id, token } = await pressed(app);
        await app.inject(callback(id, token, { type: 6 }));
        return callback(id, token, { type: 6 });
      },
    },
    {
      name: 'a type buttons cannot answer with → 400',
      status: 400,
      request: async ({ app }) => {
        const { id, token } = await pressed(app);
        return callback(id, token, { type: 1 });
      },
    },
    ...CALLBACK_CASES,
  ],
};
