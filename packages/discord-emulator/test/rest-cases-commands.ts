import type { FastifyInstance } from 'fastify';
import { DEMO } from '../src/index.ts';
import { channelId, roleId } from '../src/seed/demo-ids.ts';
import { API, BOT_AUTH } from './emulator-harness.ts';
import type { FidelityCase as Case } from './fidelity-case.ts';
import {
  REASON_MODAL,
  WARN,
  answered,
  callback,
  registerCommand,
  runCommand,
  submittedModal,
  webhook,
  world,
} from './interaction-driver.ts';
import { UNKNOWN, bare, json } from './rest-requests.ts';

// Application commands, answers to commands and modals, follow-ups and @original, message
// deletion, bans and voice states. The first case of each route calls no API route itself (the
// 429 check arms a fault for the next API request).

const { A, B, C, D } = DEMO.guilds;
const APP = `/applications/${DEMO.clientId}`;
const PING = { name: 'ping', description: 'Is Hoshi there?' };

function commandCases(scope: string, other: string): Record<string, Case[]> {
  const list = `${APP}${scope}/commands`;
  const one = (id: string) => `${list}/${id}`;
  return {
    [`GET /applications/:application_id${scope ? '/guilds/:guild_id' : ''}/commands`]: [
      { name: 'the list → 200', status: 200, request: () => bare('GET', list) },
      { name: 'another application → 403', status: 403, request: () => bare('GET', other) },
      { name: 'no token → 401', status: 401, request: () => bare('GET', list, {}) },
    ],
    [`POST /applications/:application_id${scope ? '/guilds/:guild_id' : ''}/commands`]: [
      {
        name: 'a name with capitals → 400',
        status: 400,
        request: () => json('POST', list, { name: 'Warn', description: 'x' }),
      },
      {
        name: 'a new command → 201',
        status: 201,
        request: () => json('POST', list, { ...WARN, name: `new-${scope ? 'g' : 'x'}` }),
      },
      {
        name: 'the same name again replaces it → 200',
        status: 200,
        request: async ({ app }) => {
          await app.inject(json('POST', list, PING));
          return json('POST', list, { ...PING, description: 'Still there?' });
        },
      },
      {
        name: 'a required option after an optional one → 400',
        status: 400,
        request: () =>
          json('POST', list, {
            name: 'bad',
            description: 'x',
            options: [
              { type: 3, name: 'a', description: 'a' },
              { type: 3, name: 'b', description: 'b', required: true },
            ],
          }),
      },
      {
        name: 'a message command with a description → 400',
        status: 400,
        request: () => json('POST', list, { type: 3, name: 'Report', description: 'x' }),
      },
    ],
    [`PUT /applications/:application_id${scope ? '/guilds/:guild_id' : ''}/commands`]: [
      { name: 'not a list → 400', status: 400, request: () => json('PUT', list, { name: 'x' }) },
      { name: 'two commands → 200', status: 200, request: () => json('PUT', list, [WARN, PING]) },
      { name: 'one name twice → 400', status: 400, request: () => json('PUT', list, [PING, PING]) },
      {
        name: 'nothing (all removed) → 200',
        status: 200,
        request: () => json('PUT', `${APP}/guilds/${B}/commands`, []),
      },
    ],
    [`GET /applications/:application_id${scope ? '/guilds/:guild_id' : ''}/commands/:command_id`]: [
      { name: 'unknown → 404', status: 404, request: () => bare('GET', one(UNKNOWN)) },
      {
        name: 'a command → 200',
        status: 200,
        request: async ({ app }) => bare('GET', one((await registerCommand(app, PING, scope ? A : null)).id)),
      },
    ],
    [`PATCH /applications/:application_id${scope ? '/guilds/:guild_id' : ''}/commands/:command_id`]: [
      {
        name: 'unknown → 404',
        status: 404,
        request: () => json('PATCH', one(UNKNOWN), { description: 'x' }),
      },
      {
        name: 'a new description and permissions → 200',
        status: 200,
        request: async ({ app }) =>
          json('PATCH', one((await registerCommand(app, PING, scope ? A : null)).id), {
            description: 'Pong!',
            default_member_permissions: '0',
          }),
      },
      {
        name: 'a description too long → 400',
        status: 400,
        request: async ({ app }) =>
          json('PATCH', one((await registerCommand(app, PING, scope ? A : null)).id), {
            description: 'x'.repeat(101),
          }),
      },
    ],
    [`DELETE /applications/:application_id${scope ? '/guilds/:guild_id' : ''}/commands/:command_id`]: [
      { name: 'unknown → 404', status: 404, request: () => bare('DELETE', one(UNKNOWN)) },
      {
        name: 'a command → 204',
        status: 204,
        request: async ({ app }) =>
          bare(
            'DELETE',
            one((await registerCommand(app, { name: 'gone', description: 'x' }, scope ? A : null)).id),
          ),
      },
    ],
  };
}

const messageIn = async (
  app: FastifyInstance,
  user: string = DEMO.users.mika,
  channel: string = DEMO.channels.generalA,
) =>
  (await world(app, '/_world/message', { channel_id: channel, user_id: user, content: 'hello' })).json<{
    id: string;
  }>().id;

export const COMMAND_CASES: Record<string, Case[]> = {
  ...commandCases('', `/applications/${UNKNOWN}/commands`),
  ...commandCases(`/guilds/${A}`, `${APP}/guilds/${D}/commands`),
  'POST /webhooks/:webhook_id/:webhook_token': [
    {
      name: 'an unknown token → 401 (50027)',
      status: 401,
      request: () => webhook('POST', 'nope', '', { content: 'x' }),
    },
    {
      name: 'a follow-up → 200',
      status: 200,
      request: async ({ app }) =>
        webhook('POST', (await answered(app)).token, '', { content: 'And one more thing.' }),
    },
    {
      name: 'an ephemeral follow-up → 200',
      status: 200,
      request: async ({ app }) =>
        webhook('POST', (await answered(app)).token, '', { content: 'Psst.', flags: 64 }),
    },
    {
      name: 'after a deferral it fills the loading message → 200',
      status: 200,
      request: async ({ app }) => {
        await registerCommand(app);
        const ran = await runCommand(app);
        await app.inject(callback(ran.id, ran.token, { type: 5 }));
        return webhook('POST', ran.token, '', { content: 'Done thinking.' });
      },
    },
    {
      name: 'before the interaction was answered → 404 (10015)',
      status: 404,
      request: async ({ app }) => {
        await registerCommand(app);
        return webhook('POST', (await runCommand(app)).token, '', { content: 'x' });
      },
    },
    {
      name: 'an empty message → 400',
      status: 400,
      request: async ({ app }) => webhook('POST', (await answered(app)).token, '', { content: '' }),
    },
  ],
  'GET /webhooks/:webhook_id/:webhook_token/messages/@original': [
    {
      name: 'an unknown token → 401',
      status: 401,
      request: () => webhook('GET', 'nope', '/messages/@original'),
    },
    {
      name: 'the reply → 200',
      status: 200,
      request: async ({ app }) => webhook('GET', (await answered(app, true)).token, '/messages/@original'),
    },
  ],
  'PATCH /webhooks/:webhook_id/:webhook_token/messages/@original': [
    {
      name: 'an unknown token → 401',
      status: 401,
      request: () => webhook('PATCH', 'nope', '/messages/@original', { content: 'x' }),
    },
    {
      name: 'a deferred reply filled in → 200',
      status: 200,
      request: async ({ app }) => {
        await registerCommand(app);
        const ran = await runCommand(app);
        await app.inject(callback(ran.id, ran.token, { type: 5, data: { flags: 64 } }));
        return webhook('PATCH', ran.token, '/messages/@original', { content: 'mika was warned (case 3).' });
      },
    },
    {
      name: 'content too long → 400',
      status: 400,
      request: async ({ app }) =>
        webhook('PATCH', (await answered(app)).token, '/messages/@original', { content: 'x'.repeat(2001) }),
    },
    {
      name: 'after a modal only (no message) → 404',
      status: 404,
      request: async ({ app }) => {
        await registerCommand(app);
        const ran = await runCommand(app);
        await app.inject(callback(ran.id, ran.token, { type: 9, data: REASON_MODAL }));
        return webhook('PATCH', ran.token, '/messages/@original', { content: 'x' });
      },
    },
  ],
  'DELETE /webhooks/:webhook_id/:webhook_token/messages/@original': [
    {
      name: 'an unknown token → 401',
      status: 401,
      request: () => webhook('DELETE', 'nope', '/messages/@original'),
    },
    {
      name: 'the reply → 204',
      status: 204,
      request: async ({ app }) => webhook('DELETE', (await answered(app)).token, '/messages/@original'),
    },
  ],
  'GET /webhooks/:webhook_id/:webhook_token/messages/:message_id': [
    {
      name: 'an unknown token → 401',
      status: 401,
      request: () => webhook('GET', 'nope', `/messages/${UNKNOWN}`),
    },
    {
      name: 'a follow-up → 200',
      status: 200,
      request: async ({ app }) => {
        const { token } = await answered(app);
        const sent = await app.inject(webhook('POST', token, '', { content: 'More.' }));
        return webhook('GET', token, `/messages/${sent.json<{ id: string }>().id}`);
      },
    },
    {
      name: 'a message of another interaction → 404',
      status: 404,
      request: async ({ app }) =>
        webhook('GET', (await answered(app)).token, `/messages/${await messageIn(app)}`),
    },
  ],
  'PATCH /webhooks/:webhook_id/:webhook_token/messages/:message_id': [
    {
      name: 'an unknown token → 401',
      status: 401,
      request: () => webhook('PATCH', 'nope', `/messages/${UNKNOWN}`, { content: 'x' }),
    },
    {
      name: 'a follow-up edited → 200',
      status: 200,
      request: async ({ app }) => {
        const { token } = await answered(app);
        const sent = await app.inject(webhook('POST', token, '', { content: 'More.' }));
        return webhook('PATCH', token, `/messages/${sent.json<{ id: string }>().id}`, {
          content: 'Even more.',
        });
      },
    },
  ],
  'DELETE /webhooks/:webhook_id/:webhook_token/messages/:message_id': [
    {
      name: 'an unknown token → 401',
      status: 401,
      request: () => webhook('DELETE', 'nope', `/messages/${UNKNOWN}`),
    },
    {
      name: 'a follow-up → 204',
      status: 204,
      request: async ({ app }) => {
        const { token } = await answered(app);
        const sent = await app.inject(webhook('POST', token, '', { content: 'More.', flags: 64 }));
        return webhook('DELETE', token, `/messages/${sent.json<{ id: string }>().id}`);
      },
    },
  ],
  'GET /channels/:channel_id/messages/:message_id': [
    {
      name: 'unknown → 404',
      status: 404,
      request: () => bare('GET', `/channels/${DEMO.channels.generalA}/messages/${UNKNOWN}`),
    },
    {
      name: 'a member’s message → 200',
      status: 200,
      request: async ({ app }) =>
        bare('GET', `/channels/${DEMO.channels.generalA}/messages/${await messageIn(app)}`),
    },
    {
      name: 'a reply, with its reference and the message it answers → 200',
      status: 200,
      request: async ({ app }) => {
        const reply = await world(app, '/_world/message', {
          channel_id: DEMO.channels.generalA,
          user_id: DEMO.users.akari,
          content: 'hi back',
          reply_to: await messageIn(app),
        });
        return bare('GET', `/channels/${DEMO.channels.generalA}/messages/${reply.json<{ id: string }>().id}`);
      },
    },
  ],
  'DELETE /channels/:channel_id/messages/:message_id': [
    {
      name: 'unknown → 404',
      status: 404,
      request: () => bare('DELETE', `/channels/${DEMO.channels.generalA}/messages/${UNKNOWN}`),
    },
    {
      name: 'a member’s message, with Manage Messages → 204',
      status: 204,
      request: async ({ app }) =>
        bare('DELETE', `/channels/${DEMO.channels.generalA}/messages/${await messageIn(app)}`),
    },
    {
      name: 'a member’s message in Cafe Comet (no Manage Messages) → 403',
      status: 403,
      request: async ({ app }) => {
        const general = channelId('C', 6);
        return bare(
          'DELETE',
          `/channels/${general}/messages/${await messageIn(app, DEMO.users.akari, general)}`,
        );
      },
    },
  ],
  'POST /channels/:channel_id/messages/bulk-delete': [
    {
      name: 'one id → 400',
      status: 400,
      request: () =>
        json('POST', `/channels/${DEMO.channels.generalA}/messages/bulk-delete`, { messages: [UNKNOWN] }),
    },
    {
      name: 'two messages → 204',
      status: 204,
      request: async ({ app }) =>
        json('POST', `/channels/${DEMO.channels.generalA}/messages/bulk-delete`, {
          messages: [await messageIn(app), await messageIn(app)],
        }),
    },
    {
      name: 'a message older than 14 days → 400 (50034)',
      status: 400,
      request: async ({ app }) => {
        const old = await world(app, '/_world/message', {
          channel_id: DEMO.channels.generalA,
          user_id: DEMO.users.mika,
          content: 'long ago',
          timestamp: Date.now() - 15 * 86_400_000,
        });
        return json('POST', `/channels/${DEMO.channels.generalA}/messages/bulk-delete`, {
          messages: [old.json<{ id: string }>().id, await messageIn(app)],
        });
      },
    },
    {
      name: '101 ids → 400',
      status: 400,
      request: () =>
        json('POST', `/channels/${DEMO.channels.generalA}/messages/bulk-delete`, {
          messages: Array.from({ length: 101 }, (_, i) => String(10n ** 17n + BigInt(i))),
        }),
    },
  ],
  'GET /guilds/:guild_id/bans': [
    // Cafe Comet's bot was invited with a bare link: it may not ban.
    { name: 'without Ban Members → 403', status: 403, request: () => bare('GET', `/guilds/${C}/bans`) },
    {
      name: 'the list → 200',
      status: 200,
      request: async ({ app }) => {
        await banInB(app, 'listed_ban');
        return bare('GET', `/guilds/${B}/bans?limit=10`);
      },
    },
  ],
  'GET /guilds/:guild_id/bans/:user_id': [
    {
      name: 'not banned → 404 (10026)',
      status: 404,
      request: async ({ app }) => {
        await botAdminInB(app);
        return bare('GET', `/guilds/${B}/bans/${DEMO.users.akari}`);
      },
    },
    {
      name: 'a banned user → 200',
      status: 200,
      request: async ({ app }) => bare('GET', `/guilds/${B}/bans/${await banInB(app, 'fetched_ban')}`),
    },
  ],
  'DELETE /guilds/:guild_id/bans/:user_id': [
    {
      name: 'not banned → 404',
      status: 404,
      request: async ({ app }) => {
        await botAdminInB(app);
        return bare('DELETE', `/guilds/${B}/bans/${DEMO.users.akari}`);
      },
    },
    {
      name: 'a ban lifted → 204',
      status: 204,
      request: async ({ app }) => bare('DELETE', `/guilds/${B}/bans/${await banInB(app, 'lifted_ban')}`),
    },
    {
      name: 'without Ban Members → 403',
      status: 403,
      request: () => bare('DELETE', `/guilds/${C}/bans/${DEMO.users.akari}`),
    },
  ],
  'GET /guilds/:guild_id/audit-logs': [
    {
      name: 'without View Audit Log (Cafe Comet, a bare invite) → 403',
      status: 403,
      request: () => bare('GET', `/guilds/${DEMO.guilds.C}/audit-logs`),
    },
    {
      name: 'a ban and its lifting → 200',
      status: 200,
      request: async ({ app }) => {
        const userId = await banInB(app, 'audited_ban');
        await app.inject({ method: 'DELETE', url: `${API}/guilds/${B}/bans/${userId}`, headers: BOT_AUTH });
        return bare('GET', `/guilds/${B}/audit-logs?limit=10`);
      },
    },
    {
      name: 'filtered by action → 200',
      status: 200,
      request: async ({ app }) => {
        await botAdminInB(app);
        return bare('GET', `/guilds/${B}/audit-logs?action_type=22&user_id=${DEMO.botUserId}`);
      },
    },
    {
      name: 'limit 101 → 400',
      status: 400,
      request: async ({ app }) => {
        await botAdminInB(app);
        return bare('GET', `/guilds/${B}/audit-logs?limit=101`);
      },
    },
  ],
  'GET /guilds/:guild_id/voice-states/:user_id': [
    {
      name: 'not in voice → 404 (10065)',
      status: 404,
      request: () => bare('GET', `/guilds/${A}/voice-states/${DEMO.users.akari}`),
    },
    {
      name: 'in voice → 200',
      status: 200,
      request: async ({ app }) => {
        await world(app, '/_world/voice', {
          guild_id: A,
          user_id: DEMO.users.mika,
          channel_id: DEMO.channels.loungeVoiceA,
        });
        return bare('GET', `/guilds/${A}/voice-states/${DEMO.users.mika}`);
      },
    },
    {
      name: 'unknown user → 404',
      status: 404,
      request: () => bare('GET', `/guilds/${A}/voice-states/${UNKNOWN}`),
    },
  ],
};

/** The bot is given Night Sky Club's Admin role (through the world, no API call). */
async function botAdminInB(app: FastifyInstance): Promise<void> {
  await world(app, '/_world/roles', { guild_id: B, user_id: DEMO.botUserId, add: [roleId('B', 1)] });
}

/** A new member of Night Sky Club, banned by the bot (made Admin there): their id. */
async function banInB(app: FastifyInstance, username: string): Promise<string> {
  const joined = await world(app, '/_world/join', { guild_id: B, user: { username } });
  const userId = joined.json<{ user_id: string }>().user_id;
  await botAdminInB(app);
  const banned = await app.inject({
    method: 'PUT',
    url: `${API}/guilds/${B}/bans/${userId}`,
    headers: { ...BOT_AUTH, 'x-audit-log-reason': 'raid' },
  });
  if (banned.statusCode !== 204) throw new Error(`ban: ${banned.statusCode} ${banned.body}`);
  return userId;
}

/** More answers for the callback route: commands and modals. */
export const CALLBACK_CASES: Case[] = [
  {
    name: 'a command answered with a reply → 204',
    status: 204,
    request: async ({ app }) => {
      await registerCommand(app);
      const ran = await runCommand(app);
      return callback(ran.id, ran.token, { type: 4, data: { content: 'mika was warned.' } });
    },
  },
  {
    name: 'a command deferred, with_response → 200',
    status: 200,
    request: async ({ app }) => {
      await registerCommand(app);
      const ran = await runCommand(app);
      return callback(ran.id, ran.token, { type: 5, data: { flags: 64 } }, '?with_response=true');
    },
  },
  {
    name: 'a command answered with a modal → 204',
    status: 204,
    request: async ({ app }) => {
      await registerCommand(app);
      const ran = await runCommand(app);
      return callback(ran.id, ran.token, { type: 9, data: REASON_MODAL });
    },
  },
  {
    name: 'a modal with six components → 400',
    status: 400,
    request: async ({ app }) => {
      await registerCommand(app);
      const ran = await runCommand(app);
      const six = Array.from({ length: 6 }, (_, i) => ({
        ...REASON_MODAL.components[0],
        component: { ...REASON_MODAL.components[0]?.component, custom_id: `f${i}` },
      }));
      return callback(ran.id, ran.token, { type: 9, data: { ...REASON_MODAL, components: six } });
    },
  },
  {
    name: 'a modal title over 45 characters → 400',
    status: 400,
    request: async ({ app }) => {
      await registerCommand(app);
      const ran = await runCommand(app);
      return callback(ran.id, ran.token, { type: 9, data: { ...REASON_MODAL, title: 'x'.repeat(46) } });
    },
  },
  {
    name: 'a command answered with UPDATE_MESSAGE (components only) → 400',
    status: 400,
    request: async ({ app }) => {
      await registerCommand(app);
      const ran = await runCommand(app);
      return callback(ran.id, ran.token, { type: 7, data: { content: 'x' } });
    },
  },
  {
    name: 'a modal submit answered with a reply → 204',
    status: 204,
    request: async ({ app }) => {
      const submit = await submittedModal(app);
      return callback(submit.id, submit.token, {
        type: 4,
        data: { content: 'Warned: posting invites', flags: 64 },
      });
    },
  },
  {
    name: 'a modal submit answered with another modal → 400',
    status: 400,
    request: async ({ app }) => {
      const submit = await submittedModal(app);
      return callback(submit.id, submit.token, { type: 9, data: REASON_MODAL });
    },
  },
];
