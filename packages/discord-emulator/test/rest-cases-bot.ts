import type { FastifyInstance } from 'fastify';
import { DEMO, ENTRANTS } from '../src/index.ts';
import { channelId, roleId } from '../src/seed/demo-ids.ts';
import { PREFIX } from './emulator-harness.ts';
import { UNKNOWN, bare, json } from './rest-requests.ts';
import { MESSAGE_CASES } from './rest-cases-messages.ts';
import type { FidelityCase as Case } from './fidelity-case.ts';

// Cases for the routes the bot calls (messages, members, channels). They share one emulator with
// the other cases, so each success acts on something of its own (a member joined for it, a
// channel made for it) and later cases still find the seed as it was. The first case of each route
// makes no calls of its own: the 429 check arms a fault for the next API request.

const { A, B, C, D } = DEMO.guilds;
const C_GENERAL = channelId('C', 6);

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

export const BOT_CASES: Record<string, Case[]> = {
  ...MESSAGE_CASES,
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
        // Cafe Comet's bot was invited with a bare link: it may not time out.
        json('PATCH', `/guilds/${C}/members/${DEMO.users.akari}`, {
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
      request: () => bare('DELETE', `/guilds/${C}/members/${DEMO.users.akari}`),
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
      request: () => json('PUT', `/guilds/${C}/bans/${DEMO.users.akari}`, {}),
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
    {
      name: 'delete_message_seconds above 7 days → 400',
      status: 400,
      request: async ({ app }) => {
        await botAdminInB(app);
        return json('PUT', `/guilds/${B}/bans/${await newcomer(app, B, 'ban_case_2')}`, {
          delete_message_seconds: 604_801,
        });
      },
    },
  ],
  'GET /channels/:channel_id': [
    {
      name: 'a forum → 200',
      status: 200,
      request: () => bare('GET', `/channels/${DEMO.channels.ideasForumA}`),
    },
    {
      name: 'a thread → 200',
      status: 200,
      request: () => bare('GET', `/channels/${DEMO.channels.introductionsThreadA}`),
    },
    { name: 'unknown channel → 404', status: 404, request: () => bare('GET', `/channels/${UNKNOWN}`) },
    {
      name: 'a channel the bot cannot see → 403',
      status: 403,
      request: () => bare('GET', `/channels/${DEMO.channels.staffOnlyA}`),
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
      name: "a forum's tags, one added → 200",
      status: 200,
      request: () =>
        json('PATCH', `/channels/${DEMO.channels.ideasForumA}`, {
          available_tags: [{ name: 'Feature' }, { name: 'Club feedback', moderated: false }],
        }),
    },
    {
      name: 'more than 20 tags → 400',
      status: 400,
      request: () =>
        json('PATCH', `/channels/${DEMO.channels.ideasForumA}`, {
          available_tags: Array.from({ length: 21 }, (_, i) => ({ name: `tag ${i}` })),
        }),
    },
    {
      name: 'tags on a text channel → 400',
      status: 400,
      request: () => json('PATCH', `/channels/${DEMO.channels.generalA}`, { available_tags: [] }),
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
    {
      name: 'a thread the bot made → 200',
      status: 200,
      request: async ({ app }) => {
        const made = await app.inject(
          json('POST', `/channels/${DEMO.channels.generalA}/threads`, { name: 'Gone', type: 12 }),
        );
        return bare('DELETE', `/channels/${made.json<{ id: string }>().id}`);
      },
    },
    {
      name: 'a thread, without Manage Threads → 403',
      status: 403,
      request: async ({ app }) => {
        const made = await app.inject(
          json('POST', `/channels/${C_GENERAL}/threads`, { name: 'Kept', type: 11 }),
        );
        return bare('DELETE', `/channels/${made.json<{ id: string }>().id}`);
      },
    },
  ],
};
