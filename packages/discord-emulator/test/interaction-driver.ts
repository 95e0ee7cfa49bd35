import type { FastifyInstance } from 'fastify';
import { DEMO } from '../src/index.ts';
import { API, BOT_AUTH, PREFIX } from './emulator-harness.ts';

// Helpers that play the bot (registering commands, answering) and the world (running commands,
// submitting modals) for the interaction tests.

const JSON_HEADERS = { 'content-type': 'application/json' };

/** /warn user reason [days], for Moderate Members, as Hoshi registers it (guild A unless told). */
export const WARN = {
  name: 'warn',
  description: 'Warn a member',
  default_member_permissions: String(1n << 40n),
  options: [
    { type: 6, name: 'user', description: 'Who', required: true },
    { type: 3, name: 'reason', description: 'Why', required: true, max_length: 200 },
    { type: 4, name: 'days', description: 'How long', min_value: 1, max_value: 28 },
    { type: 8, name: 'role', description: 'A role' },
    { type: 7, name: 'channel', description: 'A channel', channel_types: [0] },
  ],
};

export async function registerCommand(
  app: FastifyInstance,
  body: unknown = WARN,
  guildId: string | null = DEMO.guilds.A,
): Promise<{ id: string }> {
  const scope = guildId ? `/guilds/${guildId}` : '';
  const response = await app.inject({
    method: 'POST',
    url: `${API}/applications/${DEMO.clientId}${scope}/commands`,
    headers: { ...BOT_AUTH, ...JSON_HEADERS },
    payload: JSON.stringify(body),
  });
  if (response.statusCode >= 300) throw new Error(`register: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>();
}

export interface Ran {
  id: string;
  token: string;
}

export function world(app: FastifyInstance, path: string, body: unknown) {
  return app.inject({ method: 'POST', url: `${PREFIX}${path}`, payload: body as object });
}

/** akari (the owner of guild A) runs a command in #general. */
export async function runCommand(app: FastifyInstance, body: Record<string, unknown> = {}): Promise<Ran> {
  const response = await world(app, '/_world/command', {
    guild_id: DEMO.guilds.A,
    channel_id: DEMO.channels.generalA,
    user_id: DEMO.users.akari,
    name: 'warn',
    options: { user: DEMO.users.mika, reason: 'spam' },
    ...body,
  });
  if (response.statusCode !== 201) throw new Error(`command: ${response.statusCode} ${response.body}`);
  const { interaction_id: id, token } = response.json<{ interaction_id: string; token: string }>();
  return { id, token };
}

export function callback(id: string, token: string, body: unknown, query = '') {
  return {
    method: 'POST' as const,
    url: `${API}/interactions/${id}/${token}/callback${query}`,
    headers: JSON_HEADERS,
    payload: JSON.stringify(body),
  };
}

export function webhook(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  token: string,
  path = '',
  body?: unknown,
  applicationId: string = DEMO.clientId,
) {
  return {
    method,
    url: `${API}/webhooks/${applicationId}/${token}${path}`,
    ...(body === undefined ? {} : { headers: JSON_HEADERS, payload: JSON.stringify(body) }),
  };
}

/** A modal as Hoshi's warn flow would open it: one Label holding a paragraph text input. */
export const REASON_MODAL = {
  custom_id: 'warn:reason',
  title: 'Warn mika',
  components: [
    {
      type: 18,
      label: 'Reason',
      description: 'Shown to the member',
      component: { type: 4, custom_id: 'reason', style: 2, min_length: 3, max_length: 200, required: true },
    },
  ],
};

/** A command run and answered with a modal; the modal submitted; the submit's interaction. */
export async function submittedModal(app: FastifyInstance, text = 'posting invites'): Promise<Ran> {
  await registerCommand(app);
  const ran = await runCommand(app);
  const opened = await app.inject(callback(ran.id, ran.token, { type: 9, data: REASON_MODAL }));
  if (opened.statusCode !== 204) throw new Error(`modal: ${opened.statusCode} ${opened.body}`);
  const submit = await world(app, '/_world/submit', {
    interaction_id: ran.id,
    user_id: DEMO.users.akari,
    values: { reason: text },
  });
  if (submit.statusCode !== 201) throw new Error(`submit: ${submit.statusCode} ${submit.body}`);
  const { interaction_id: id, token } = submit.json<{ interaction_id: string; token: string }>();
  return { id, token };
}

/** A command answered with a reply (ephemeral when asked): the interaction, ready for webhooks. */
export async function answered(app: FastifyInstance, ephemeral = false): Promise<Ran> {
  await registerCommand(app);
  const ran = await runCommand(app);
  const reply = await app.inject(
    callback(ran.id, ran.token, {
      type: 4,
      data: { content: 'Warned.', ...(ephemeral ? { flags: 64 } : {}) },
    }),
  );
  if (reply.statusCode !== 204) throw new Error(`reply: ${reply.statusCode} ${reply.body}`);
  return ran;
}
