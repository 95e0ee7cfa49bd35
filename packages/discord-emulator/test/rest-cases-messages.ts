import { DEMO } from '../src/index.ts';
import { channelId } from '../src/seed/demo-ids.ts';
import type { FastifyInstance } from 'fastify';
import { BOT_AUTH, API, PREFIX } from './emulator-harness.ts';
import type { FidelityCase as Case } from './fidelity-case.ts';
import { UNKNOWN, bare, json, multipart } from './rest-requests.ts';

// Fidelity cases of the message routes the bot calls.

const D_GENERAL = channelId('D', 6);

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

/** The bot's DM channel with a new member of Star Lounge, who accepts DMs or (open false) not. */
async function dmChannel(app: FastifyInstance, username: string, open = true): Promise<string> {
  const joined = await app.inject({
    method: 'POST',
    url: `${PREFIX}/_world/join`,
    payload: { guild_id: DEMO.guilds.A, user: { username } },
  });
  const userId = joined.json<{ user_id: string }>().user_id;
  if (!open)
    await app.inject({ method: 'POST', url: `${PREFIX}/_world/dms`, payload: { user_id: userId, open } });
  const channel = await app.inject(json('POST', '/users/@me/channels', { recipient_id: userId }));
  return channel.json<{ id: string }>().id;
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

export const MESSAGE_CASES: Record<string, Case[]> = {
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
    {
      name: 'a DM to a member who accepts them → 200',
      status: 200,
      request: async ({ app }) =>
        json('POST', `/channels/${await dmChannel(app, 'dm_open')}/messages`, { content: 'Hello' }),
    },
    {
      name: 'a DM to a member who closed their DMs → 403 (50007)',
      status: 403,
      request: async ({ app }) =>
        json('POST', `/channels/${await dmChannel(app, 'dm_closed', false)}/messages`, { content: 'Hi' }),
    },
    ...messageErrors,
  ],
  'POST /users/@me/channels': [
    {
      name: 'a DM channel with a member → 200',
      status: 200,
      request: () => json('POST', '/users/@me/channels', { recipient_id: DEMO.users.mika }),
    },
    {
      name: 'an unknown user → 400 (50033)',
      status: 400,
      request: () => json('POST', '/users/@me/channels', { recipient_id: UNKNOWN }),
    },
    {
      name: 'no recipient_id → 400',
      status: 400,
      request: () => json('POST', '/users/@me/channels', {}),
    },
    {
      name: 'no token → 401',
      status: 401,
      request: () =>
        json(
          'POST',
          '/users/@me/channels',
          { recipient_id: DEMO.users.mika },
          { 'content-type': 'application/json' },
        ),
    },
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
  'PATCH /channels/:channel_id/messages/:message_id': [
    // First: the 429 check runs the first case, and this one makes no other call before its own.
    {
      name: 'unknown message → 404 (10008)',
      status: 404,
      request: () =>
        json('PATCH', `/channels/${DEMO.channels.generalA}/messages/${UNKNOWN}`, { content: 'x' }),
    },
    {
      name: 'the bot edits its own message → 200',
      status: 200,
      request: async ({ app }) => {
        const made = await app.inject(
          json('POST', `/channels/${DEMO.channels.generalA}/messages`, { content: 'to be edited' }),
        );
        const id = made.json<{ id: string }>().id;
        return json('PATCH', `/channels/${DEMO.channels.generalA}/messages/${id}`, {
          embeds: [{ title: 'Edited' }],
          components: [],
        });
      },
    },
    {
      name: 'no token → 401',
      status: 401,
      request: () =>
        json(
          'PATCH',
          `/channels/${DEMO.channels.generalA}/messages/${UNKNOWN}`,
          { content: 'x' },
          { 'content-type': 'application/json' },
        ),
    },
  ],
};
