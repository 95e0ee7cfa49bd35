import { DEMO } from '../src/index.ts';
import { channelId } from '../src/seed/demo-ids.ts';
import type { FidelityCase as Case } from './fidelity-case.ts';
import { UNKNOWN, bare, json } from './rest-requests.ts';

// Cases for the thread routes: a thread in a text channel, a forum's post, a thread from a
// message, members added to a thread. The first case of each route makes no calls of its own
// (the 429 check arms a fault for the next API request).

/** Cafe Comet's #general: the bot came with a bare link (no thread permissions beyond @everyone's). */
const C_GENERAL = channelId('C', 6);
const {
  generalA: GENERAL,
  ideasForumA: FORUM,
  loungeVoiceA: VOICE,
  introductionsThreadA: THREAD,
} = DEMO.channels;

export const THREAD_CASES: Record<string, Case[]> = {
  'POST /channels/:channel_id/threads': [
    {
      name: 'a private thread nobody may invite to → 201',
      status: 201,
      request: () =>
        json('POST', `/channels/${GENERAL}/threads`, { name: 'Ticket', type: 12, invitable: false }),
    },
    {
      name: 'a public thread in a text channel → 201',
      status: 201,
      request: () =>
        json('POST', `/channels/${GENERAL}/threads`, {
          name: 'Club feedback — fan',
          type: 11,
          auto_archive_duration: 1440,
        }),
    },
    {
      name: 'a forum post with its first message and a tag → 201',
      status: 201,
      request: async ({ app }) => {
        const channels = await app.inject(bare('GET', `/guilds/${DEMO.guilds.A}/channels`));
        const forum = channels
          .json<{ id: string; available_tags?: { id: string }[] }[]>()
          .find((c) => c.id === FORUM);
        return json('POST', `/channels/${FORUM}/threads`, {
          name: 'An idea',
          message: { content: 'Stars on the roof', embeds: [{ title: 'Idea' }] },
          applied_tags: [forum?.available_tags?.[0]?.id],
        });
      },
    },
    {
      name: 'a forum post without its message → 400',
      status: 400,
      request: () => json('POST', `/channels/${FORUM}/threads`, { name: 'An idea' }),
    },
    {
      name: 'a forum post with an unknown tag → 400',
      status: 400,
      request: () =>
        json('POST', `/channels/${FORUM}/threads`, {
          name: 'An idea',
          message: { content: 'x' },
          applied_tags: [UNKNOWN],
        }),
    },
    {
      name: 'a name over 100 characters → 400',
      status: 400,
      request: () => json('POST', `/channels/${GENERAL}/threads`, { name: 'x'.repeat(101), type: 11 }),
    },
    {
      name: 'in a voice channel → 400 (50024)',
      status: 400,
      request: () => json('POST', `/channels/${VOICE}/threads`, { name: 'x', type: 11 }),
    },
    {
      name: 'in a thread → 400 (50024)',
      status: 400,
      request: () => json('POST', `/channels/${THREAD}/threads`, { name: 'x', type: 11 }),
    },
    {
      name: 'a private thread without Create Private Threads → 403',
      status: 403,
      request: () => json('POST', `/channels/${C_GENERAL}/threads`, { name: 'x', type: 12 }),
    },
    {
      name: 'unknown channel → 404',
      status: 404,
      request: () => json('POST', `/channels/${UNKNOWN}/threads`, { name: 'x', type: 11 }),
    },
  ],
  'POST /channels/:channel_id/messages/:message_id/threads': [
    {
      name: 'unknown message → 404 (10008)',
      status: 404,
      request: () => json('POST', `/channels/${GENERAL}/messages/${UNKNOWN}/threads`, { name: 'x' }),
    },
    {
      name: 'from a message the bot sent → 201',
      status: 201,
      request: async ({ app }) => {
        const sent = await app.inject(
          json('POST', `/channels/${GENERAL}/messages`, { content: 'Start here' }),
        );
        return json('POST', `/channels/${GENERAL}/messages/${sent.json<{ id: string }>().id}/threads`, {
          name: 'Replies',
        });
      },
    },
    {
      name: 'a second thread from the same message → 400 (160004)',
      status: 400,
      request: async ({ app }) => {
        const sent = await app.inject(json('POST', `/channels/${GENERAL}/messages`, { content: 'Once' }));
        const path = `/channels/${GENERAL}/messages/${sent.json<{ id: string }>().id}/threads`;
        await app.inject(json('POST', path, { name: 'First' }));
        return json('POST', path, { name: 'Second' });
      },
    },
    {
      name: 'in a forum → 400 (50024)',
      status: 400,
      request: () => json('POST', `/channels/${FORUM}/messages/${UNKNOWN}/threads`, { name: 'x' }),
    },
  ],
  'PUT /channels/:channel_id/thread-members/@me': [
    {
      name: 'the bot joins a public thread → 204',
      status: 204,
      request: () => bare('PUT', `/channels/${THREAD}/thread-members/@me`),
    },
    {
      name: 'not a thread → 400 (50024)',
      status: 400,
      request: () => bare('PUT', `/channels/${GENERAL}/thread-members/@me`),
    },
  ],
  'PUT /channels/:channel_id/thread-members/:user_id': [
    {
      name: 'a member added to a thread → 204',
      status: 204,
      request: () => bare('PUT', `/channels/${THREAD}/thread-members/${DEMO.users.mika}`),
    },
    {
      name: 'a user who is not a member → 404 (10007)',
      status: 404,
      request: () => bare('PUT', `/channels/${THREAD}/thread-members/${UNKNOWN}`),
    },
    {
      name: 'not a thread → 400 (50024)',
      status: 400,
      request: () => bare('PUT', `/channels/${GENERAL}/thread-members/${DEMO.users.mika}`),
    },
  ],
};
