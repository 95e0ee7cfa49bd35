import { DEMO, ENTRANTS } from '../src/index.ts';
import { API, BOT_AUTH, bearer } from './emulator-harness.ts';
import type { FidelityCase as Case } from './fidelity-case.ts';
import { BOT_CASES } from './rest-cases-bot.ts';
import { COMMAND_CASES } from './rest-cases-commands.ts';
import { INTERACTION_CASES } from './rest-cases-interactions.ts';
import { THREAD_CASES } from './rest-cases-threads.ts';

// Requests for every REST route in Discord's OpenAPI document that the emulator serves:
// successes and each error Discord documents for it.

const { A, B, C, D } = DEMO.guilds;
const UNKNOWN = '299999999999999999';
const JSON_HEADERS = { ...BOT_AUTH, 'content-type': 'application/json' };
const get = (url: string, headers: Record<string, string> = BOT_AUTH) => ({
  method: 'GET' as const,
  url: `${API}${url}`,
  headers,
});
const createChannel = (guildId: string, body: unknown, headers: Record<string, string> = JSON_HEADERS) => ({
  method: 'POST' as const,
  url: `${API}/guilds/${guildId}/channels`,
  headers,
  payload: typeof body === 'string' ? body : JSON.stringify(body),
});

/** Guild routes share their access rules; each gets the same error cases. */
function guildErrorCases(path: (guildId: string) => string, method: 'GET' | 'POST' = 'GET'): Case[] {
  const request = (guildId: string, headers: Record<string, string>) =>
    method === 'GET'
      ? get(path(guildId), headers)
      : createChannel(guildId, { name: 'x' }, { ...headers, 'content-type': 'application/json' });
  return [
    { name: 'no token → 401', status: 401, request: () => request(A, {}) },
    {
      name: 'a user Bearer token → 401 (guild routes are bot-only)',
      status: 401,
      request: ({ user }) => request(A, bearer(user)),
    },
    { name: 'guild without the bot → 403 Missing Access', status: 403, request: () => request(D, BOT_AUTH) },
    { name: 'unknown guild → 404 Unknown Guild', status: 404, request: () => request(UNKNOWN, BOT_AUTH) },
    {
      name: 'id that is not a snowflake → 400 Invalid Form Body',
      status: 400,
      request: () => request('not-a-snowflake', BOT_AUTH),
    },
  ];
}

export const DOCUMENTED_CASES: Record<string, Case[]> = {
  'GET /gateway': [
    { name: 'no token → 200', status: 200, request: () => get('/gateway', {}) },
    { name: 'Bot → 200', status: 200, request: () => get('/gateway') },
  ],
  'GET /gateway/bot': [
    { name: 'Bot → 200', status: 200, request: () => get('/gateway/bot') },
    { name: 'no token → 401', status: 401, request: () => get('/gateway/bot', {}) },
    {
      name: 'a user Bearer token → 401 (bot-only)',
      status: 401,
      request: ({ user }) => get('/gateway/bot', bearer(user)),
    },
  ],
  'GET /users/@me': [
    {
      name: 'Bearer with identify → 200',
      status: 200,
      request: ({ user }) => get('/users/@me', bearer(user)),
    },
    { name: 'Bot → 200', status: 200, request: () => get('/users/@me') },
    { name: 'no token → 401', status: 401, request: () => get('/users/@me', {}) },
    {
      name: 'unknown token → 401',
      status: 401,
      request: () => get('/users/@me', { authorization: 'Bearer nope' }),
    },
  ],
  'GET /users/@me/guilds': [
    { name: 'Bearer → 200', status: 200, request: ({ user }) => get('/users/@me/guilds', bearer(user)) },
    {
      name: 'Bearer with_counts → 200',
      status: 200,
      request: ({ user }) => get('/users/@me/guilds?with_counts=true&limit=2', bearer(user)),
    },
    { name: 'Bot → 200', status: 200, request: () => get('/users/@me/guilds') },
    {
      name: 'limit above 200 → 400',
      status: 400,
      request: ({ user }) => get('/users/@me/guilds?limit=500', bearer(user)),
    },
    { name: 'no token → 401', status: 401, request: () => get('/users/@me/guilds', {}) },
  ],
  'GET /guilds/:guild_id': [
    { name: 'with_counts → 200', status: 200, request: () => get(`/guilds/${A}?with_counts=true`) },
    { name: 'without counts → 200', status: 200, request: () => get(`/guilds/${B}`) },
    ...guildErrorCases((id) => `/guilds/${id}`),
  ],
  'GET /guilds/:guild_id/channels': [
    { name: 'guild A → 200', status: 200, request: () => get(`/guilds/${A}/channels`) },
    { name: 'guild C → 200', status: 200, request: () => get(`/guilds/${C}/channels`) },
    ...guildErrorCases((id) => `/guilds/${id}/channels`),
  ],
  'POST /guilds/:guild_id/channels': [
    {
      name: 'text channel → 201',
      status: 201,
      request: () => createChannel(A, { name: 'Event Chat', type: 0, topic: 'Tonight' }),
    },
    {
      name: 'voice channel in a category → 201',
      status: 201,
      request: () =>
        createChannel(A, {
          name: 'Auto VC',
          type: 2,
          parent_id: DEMO.channels.voiceCategoryA,
          user_limit: 5,
          bitrate: 64000,
        }),
    },
    {
      // The body Hoshi's auto-VC create sends (apps/server/src/discord/rest-discord-api.ts).
      name: 'auto-VC voice channel at the boost tier’s highest bitrate → 201',
      status: 201,
      request: () =>
        createChannel(A, {
          name: 'Study Rooms',
          type: 2,
          parent_id: DEMO.channels.voiceCategoryA,
          bitrate: 256000,
        }),
    },
    {
      name: 'bitrate above the boost tier → 400',
      status: 400,
      request: () => createChannel(A, { name: 'Hi-fi', type: 2, parent_id: null, bitrate: 384000 }),
    },
    { name: 'category → 201', status: 201, request: () => createChannel(B, { name: 'Events', type: 4 }) },
    {
      name: 'forum → 201',
      status: 201,
      request: () => createChannel(B, { name: 'feedback', type: 15, position: 3 }),
    },
    { name: 'empty name → 400', status: 400, request: () => createChannel(A, { name: '' }) },
    { name: 'thread type → 400', status: 400, request: () => createChannel(A, { name: 'x', type: 11 }) },
    { name: 'body not an object → 400', status: 400, request: () => createChannel(A, [1, 2]) },
    { name: 'invalid JSON → 400', status: 400, request: () => createChannel(A, '{oops') },
    {
      name: 'bot lacks Manage Channels → 403 Missing Permissions',
      status: 403,
      request: () => createChannel(C, { name: 'x' }),
    },
    ...guildErrorCases((id) => `/guilds/${id}/channels`, 'POST'),
  ],
  'GET /guilds/:guild_id/roles': [
    { name: 'guild B → 200', status: 200, request: () => get(`/guilds/${B}/roles`) },
    ...guildErrorCases((id) => `/guilds/${id}/roles`),
  ],
  'GET /guilds/:guild_id/members': [
    { name: 'one member by default → 200', status: 200, request: () => get(`/guilds/${A}/members`) },
    { name: 'a page of 1000 → 200', status: 200, request: () => get(`/guilds/${A}/members?limit=1000`) },
    {
      name: 'after a user id → 200',
      status: 200,
      request: () => get(`/guilds/${A}/members?limit=5&after=${DEMO.users.akari}`),
    },
    { name: 'limit 0 → 400', status: 400, request: () => get(`/guilds/${A}/members?limit=0`) },
    { name: 'limit 1001 → 400', status: 400, request: () => get(`/guilds/${A}/members?limit=1001`) },
    { name: 'after not a number → 400', status: 400, request: () => get(`/guilds/${A}/members?after=me`) },
    ...guildErrorCases((id) => `/guilds/${id}/members`),
  ],
  'GET /guilds/:guild_id/members/:user_id': [
    { name: 'akari in B → 200', status: 200, request: () => get(`/guilds/${B}/members/${DEMO.users.akari}`) },
    { name: 'the bot in A → 200', status: 200, request: () => get(`/guilds/${A}/members/${DEMO.botUserId}`) },
    {
      name: 'a lottery entrant with a nickname in A → 200',
      status: 200,
      request: () => get(`/guilds/${A}/members/${ENTRANTS.ren}`),
    },
    {
      name: 'mika is not in B → 404 Unknown Member',
      status: 404,
      request: () => get(`/guilds/${B}/members/${DEMO.users.mika}`),
    },
    {
      name: 'unknown user → 404 Unknown User',
      status: 404,
      request: () => get(`/guilds/${A}/members/${UNKNOWN}`),
    },
    { name: 'user id not a snowflake → 400', status: 400, request: () => get(`/guilds/${A}/members/me`) },
    ...guildErrorCases((id) => `/guilds/${id}/members/${DEMO.users.akari}`),
  ],
  ...BOT_CASES,
  ...THREAD_CASES,
  ...INTERACTION_CASES,
  ...COMMAND_CASES,
};
