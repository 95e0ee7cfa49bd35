import type { FastifyInstance } from 'fastify';
import { DEMO, ENTRANTS } from '../src/index.ts';
import { channelId, roleId } from '../src/seed/demo-ids.ts';
import { API, BOT_AUTH, PREFIX } from './emulator-harness.ts';
import type { FidelityCase as Case } from './fidelity-case.ts';

// Cases for the routes the bot calls (messages, members, channels). They share one emulator with
// the other cases, so each success acts on something of its own (a member joined for it, a
// channel made for it) and later cases still find the seed as it was. The first case of each route
// makes no calls of its own: the 429 check arms a fault for the next API request.

const { A, B, C, D } = DEMO.guilds;
const UNKNOWN = '299999999999999999';
const JSON_HEADERS = { ...BOT_AUTH, 'content-type': 'application/json' };
const C_GENERAL = channelId('C', 6);
const D_GENERAL = channelId('D', 6);

const json = (
  method: 'POST' | 'PATCH' | 'PUT',
  url: string,
  body: unknown,
  headers: Record<string, string> = JSON_HEADERS,
) => ({
  method,
  url: `${API}${url}`,
  headers,
  payload: typeof body === 'string' ? body : JSON.stringify(body),
});
const bare = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers: Record<string, string> = BOT_AUTH) => ({
  method,
  url: `${API}${url}`,
  headers,
});

/** A multipart body as @discordjs/rest sends it: payload_json, then files[n]. */
export function multipart(payload: unknown, files: Array<{ name: string; type: string; data: Buffer }>) {
  const boundary = 'hoshi-test-boundary';
  const parts: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="payload_json"\r\nContent-Type: application/json\r\n\r\n${JSON.stringify(payload)}\r\n`,
    ),
  ];
  files.forEach((file, i) => {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files[${i}]"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function upload(channel: string) {
  const { body, contentType } = multipart(
    {
      content: 'welcome card',
      attachments: [{ id: 0, filename: 'card.png', description: 'A card' }],
      embeds: [{ image: { url: 'attachment://card.png' } }],
    },
    [{ name: 'card.png', type: 'image/png', data: PNG }],
  );
  return {
    method: 'POST' as const,
    url: `${API}/channels/${channel}/messages`,
    headers: { ...BOT_AUTH, 'content-type': contentType },
    payload: body,
  };
}

async function control(app: FastifyInstance, path: string, body: unknown) {
  const response = await app.inject({ method: 'POST', url: `${PREFIX}${path}`, payload: body as object });
  if (response.statusCode >= 300) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
  return response.statusCode === 204 ? {} : response.json<Record<string, string>>();
}

/** A new member of the guild, for a success case that removes or changes them. */
async function newcomer(app: FastifyInstance, guild: string, username: string): Promise<string> {
  return (await control(app, '/_world/join', { guild_id: guild, user: { username } })).user_id as string;
}

/** Night Sky Club's bot is given the Admin role (above everyone but the owner) for moderation cases. */
async function botAdminInB(app: FastifyInstance): Promise<void> {
  const state = await app.inject({ method: 'GET', url: `${PREFIX}/_world/guilds/${B}` });
  const bot = state
    .json<{ members: Array<{ user_id: string; roles: string[] }> }>()
    .members.find((m) => m.user_id === DEMO.botUserId);
  if (!bot?.roles.includes(roleId('B', 1)))
    await control(app, '/_world/roles', { guild_id: B, user_id: DEMO.botUserId, add: [roleId('B', 1)] });
}

const messageErrors: Case[] = [
  {
    name: 'no token → 401',
    status: 401,
    request: () =>
      json(
        'POST',
        `/channels/${DEMO.channels.generalA}/messages`,
        { content: 'x' },
        { 'content-type': 'application/json' },
      ),
  },
  {
    name: 'unknown channel → 404 Unknown Channel',
    status: 404,
    request: () => json('POST', `/channels/${UNKNOWN}/messages`, { content: 'x' }),
  },
  {
    name: 'channel of a guild without the bot → 404',
    status: 404,
    request: () => json('POST', `/channels/${D_GENERAL}/messages`, { content: 'x' }),
  },
  {
    name: 'channel the bot cannot see → 403 Missing Access',
    status: 403,
    request: () => json('POST', `/channels/${DEMO.channels.staffOnlyA}/messages`, { content: 'x' }),
  },
];

export const BOT_CASES: Record<string, Case[]> = {
  'POST /channels/:channel_id/messages': [
    {
      name: 'content → 200',
      status: 200,
      request: () =>
        json('POST', `/channels/${DEMO.channels.generalA}/messages`, {
          content: `Welcome <@${DEMO.users.mika}>!`,
        }),
    },
    {
      name: 'embeds and allowed_mentions → 200',
      status: 200,
      request: () =>
        json('POST', `/channels/${DEMO.channels.welcomeA}/messages`, {
          content: `<@${DEMO.users.akari}>`,
          embeds: [
            {
              title: 'Welcome',
              description: 'to Star Lounge',
              color: 0x5865f2,
              thumbnail: { url: 'https://cdn.example/a.png' },
              fields: [{ name: 'Members', value: '1235', inline: true }],
            },
          ],
          allowed_mentions: { parse: [] },
        }),
    },
    {
      name: 'an image attached (multipart files[0]) → 200',
      status: 200,
      request: () => upload(DEMO.channels.generalA),
    },
    {
      name: 'empty message → 400 (50006)',
      status: 400,
      request: () => json('POST', `/channels/${DEMO.channels.generalA}/messages`, { content: ' ' }),
    },
    {
      name: 'content over 2000 → 400',
      status: 400,
      request: () =>
        json('POST', `/channels/${DEMO.channels.generalA}/messages`, { content: 'x'.repeat(2001) }),
    },
    {
      name: 'invalid JSON → 400',
      status: 400,
      request: () => json('POST', `/channels/${DEMO.channels.generalA}/messages`, '{oops'),
    },
    {
      name: 'a category → 400 (50008)',
      status: 400,
      request: () => json('POST', `/channels/${DEMO.channels.infoCategoryA}/messages`, { content: 'x' }),
    },
    {
      name: 'a forum → 400 (40058)',
      status: 400,
      request: () => json('POST', `/channels/${DEMO.channels.ideasForumA}/messages`, { content: 'x' }),
    },
    {
      name: 'overwrite denies the bot Send Messages → 403 (50013)',
      status: 403,
      request: () => json('POST', `/channels/${DEMO.channels.announcementsA}/messages`, { content: 'x' }),
    },
    ...messageErrors,
  ],
  'GET /channels/:channel_id/messages': [
    {
      name: 'newest first → 200',
      status: 200,
      request: () => bare('GET', `/channels/${DEMO.channels.generalA}/messages?limit=10`),
    },
    {
      name: 'before an id → 200',
      status: 200,
      request: () => bare('GET', `/channels/${DEMO.channels.generalA}/messages?before=${UNKNOWN}`),
    },
    {
      name: 'limit 101 → 400',
      status: 400,
      request: () => bare('GET', `/channels/${DEMO.channels.generalA}/messages?limit=101`),
    },
    {
      name: 'unknown channel → 404',
      status: 404,
      request: () => bare('GET', `/channels/${UNKNOWN}/messages`),
    },
    {
      name: 'no token → 401',
      status: 401,
      request: () => bare('GET', `/channels/${DEMO.channels.generalA}/messages`, {}),
    },
  ],
  'PUT /guilds/:guild_id/members/:user_id/roles/:role_id': [
    {
      name: 'a role below the bot’s → 204',
      status: 204,
      request: () => bare('PUT', `/guilds/${A}/members/${ENTRANTS.kai}/roles/${DEMO.roles.funA}`),
    },
    {
      name: 'a role above the bot’s → 403 (50013)',
      status: 403,
      request: () => bare('PUT', `/guilds/${A}/members/${ENTRANTS.kai}/roles/${DEMO.roles.adminA}`),
    },
    {
      name: 'a managed role → 403',
      status: 403,
      request: () => bare('PUT', `/guilds/${A}/members/${ENTRANTS.kai}/roles/${DEMO.roles.botA}`),
    },
    {
      name: 'bot without Manage Roles → 403',
      status: 403,
      request: () => bare('PUT', `/guilds/${C}/members/${DEMO.users.akari}/roles/${roleId('C', 5)}`),
    },
    {
      name: 'unknown role → 404 (10011)',
      status: 404,
      request: () => bare('PUT', `/guilds/${A}/members/${ENTRANTS.kai}/roles/${UNKNOWN}`),
    },
    {
      name: 'not a member → 404 (10007)',
      status: 404,
      request: () => bare('PUT', `/guilds/${B}/members/${DEMO.users.mika}/roles/${roleId('B', 5)}`),
    },
    {
      name: 'guild without the bot → 403',
      status: 403,
      request: () => bare('PUT', `/guilds/${D}/members/${DEMO.users.akari}/roles/${roleId('D', 5)}`),
    },
    {
      name: 'no token → 401',
      status: 401,
      request: () => bare('PUT', `/guilds/${A}/members/${ENTRANTS.kai}/roles/${DEMO.roles.funA}`, {}),
    },
  ],
  'DELETE /guilds/:guild_id/members/:user_id/roles/:role_id': [
    {
      name: 'a role below the bot’s → 204',
      status: 204,
      request: () => bare('DELETE', `/guilds/${A}/members/${ENTRANTS.kai}/roles/${DEMO.roles.funA}`),
    },
    {
      name: 'a role above the bot’s → 403',
      status: 403,
      request: () => bare('DELETE', `/guilds/${A}/members/${DEMO.users.akari}/roles/${DEMO.roles.adminA}`),
    },
    {
      name: 'unknown role → 404',
      status: 404,
      request: () => bare('DELETE', `/guilds/${A}/members/${ENTRANTS.kai}/roles/${UNKNOWN}`),
    },
  ],
  'PATCH /guilds/:guild_id/members/:user_id': [
    {
      name: 'roles → 200',
      status: 200,
      request: () =>
        json('PATCH', `/guilds/${A}/members/${ENTRANTS.nao}`, {
          roles: [DEMO.roles.memberA, DEMO.roles.funA],
        }),
    },
    {
      name: 'move to a voice channel → 200',
      status: 200,
      request: async ({ app }) => {
        await control(app, '/_world/voice', {
          guild_id: A,
          user_id: ENTRANTS.nao,
          channel_id: DEMO.channels.loungeVoiceA,
        });
        return json('PATCH', `/guilds/${A}/members/${ENTRANTS.nao}`, { channel_id: DEMO.channels.afkVoiceA });
      },
    },
    {
      name: 'timeout and nickname where the bot may → 200',
      status: 200,
      request: async ({ app }) => {
        await botAdminInB(app);
        const id = await newcomer(app, B, 'timeout_case');
        return json('PATCH', `/guilds/${B}/members/${id}`, {
          nick: 'Quiet',
          communication_disabled_until: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        });
      },
    },
    {
      name: 'timeout without Moderate Members → 403',
      status: 403,
      request: () =>
        json('PATCH', `/guilds/${A}/members/${ENTRANTS.nao}`, {
          communication_disabled_until: new Date(Date.now() + 60_000).toISOString(),
        }),
    },
    {
      name: 'move someone not in voice → 400 (40032)',
      status: 400,
      request: () =>
        json('PATCH', `/guilds/${A}/members/${ENTRANTS.yuki}`, { channel_id: DEMO.channels.loungeVoiceA }),
    },
    {
      name: 'timeout beyond 28 days → 400',
      status: 400,
      request: () =>
        json('PATCH', `/guilds/${A}/members/${ENTRANTS.nao}`, {
          communication_disabled_until: new Date(Date.now() + 40 * 86_400_000).toISOString(),
        }),
    },
    {
      name: 'unknown member → 404',
      status: 404,
      request: () => json('PATCH', `/guilds/${A}/members/${UNKNOWN}`, { nick: 'x' }),
    },
  ],
  'DELETE /guilds/:guild_id/members/:user_id': [
    {
      name: 'without Kick Members → 403',
      status: 403,
      request: () => bare('DELETE', `/guilds/${A}/members/${ENTRANTS.yuki}`),
    },
    {
      name: 'kick where the bot may → 204',
      status: 204,
      request: async ({ app }) => {
        await botAdminInB(app);
        return bare('DELETE', `/guilds/${B}/members/${await newcomer(app, B, 'kick_case')}`);
      },
    },
    {
      name: 'the owner → 403',
      status: 403,
      request: async ({ app }) => (
        await botAdminInB(app),
        bare('DELETE', `/guilds/${B}/members/${DEMO.users.sora}`)
      ),
    },
    {
      name: 'not a member → 404',
      status: 404,
      request: () => bare('DELETE', `/guilds/${B}/members/${DEMO.users.mika}`),
    },
  ],
  'PUT /guilds/:guild_id/bans/:user_id': [
    {
      name: 'without Ban Members → 403',
      status: 403,
      request: () => json('PUT', `/guilds/${A}/bans/${ENTRANTS.yuki}`, {}),
    },
    {
      name: 'ban where the bot may → 204',
      status: 204,
      request: async ({ app }) => {
        await botAdminInB(app);
        return json('PUT', `/guilds/${B}/bans/${await newcomer(app, B, 'ban_case')}`, {
          delete_message_seconds: 0,
        });
      },
    },
    {
      name: 'unknown user → 404',
      status: 404,
      request: () => json('PUT', `/guilds/${B}/bans/${UNKNOWN}`, {}),
    },
  ],
  'PATCH /channels/:channel_id': [
    {
      name: 'user limit of a voice channel → 200',
      status: 200,
      request: () => json('PATCH', `/channels/${DEMO.channels.loungeVoiceA}`, { user_limit: 5 }),
    },
    {
      name: 'name too long → 400',
      status: 400,
      request: () => json('PATCH', `/channels/${DEMO.channels.loungeVoiceA}`, { name: 'x'.repeat(101) }),
    },
    {
      name: 'without Manage Channels → 403',
      status: 403,
      request: () => json('PATCH', `/channels/${C_GENERAL}`, { name: 'renamed' }),
    },
    {
      name: 'unknown channel → 404',
      status: 404,
      request: () => json('PATCH', `/channels/${UNKNOWN}`, { name: 'x' }),
    },
  ],
  'DELETE /channels/:channel_id': [
    { name: 'unknown channel → 404', status: 404, request: () => bare('DELETE', `/channels/${UNKNOWN}`) },
    {
      name: 'a channel the bot made → 200',
      status: 200,
      request: async ({ app }) => {
        const made = await app.inject(json('POST', `/guilds/${A}/channels`, { name: 'Room 1', type: 2 }));
        return bare('DELETE', `/channels/${made.json<{ id: string }>().id}`);
      },
    },
    {
      name: 'without Manage Channels → 403',
      status: 403,
      request: () => bare('DELETE', `/channels/${C_GENERAL}`),
    },
  ],
};
