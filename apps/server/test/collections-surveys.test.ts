import { DEMO } from '@hoshi/discord-emulator';
import { expect } from 'vitest';
import { SURVEY_CREATE_DEFAULTS, type Survey } from '@hoshi/contracts';
import { testConfig } from '../src/config.ts';
import { auditLog, guildItems } from '@hoshi/db/schema';
import { describeApp, GUILDS } from './helpers.ts';

const A = GUILDS.A;
const { generalA, announcementsA, welcomeA, ideasForumA: FORUM } = DEMO.channels;

const appConfig = { limits: { ...testConfig().limits, surveyMax: 2, actionThrottleMs: 0 } };

describeApp('surveys', appConfig, (test, the) => {
  const get = () =>
    the.app.inject({ method: 'GET', url: `/api/guilds/${A}/info/surveys`, headers: the.akari.headers });
  const create = (payload: object) =>
    the.app.inject({
      method: 'POST',
      url: `/api/save/guilds/${A}/surveys`,
      headers: the.akari.headers,
      payload: {
        ...SURVEY_CREATE_DEFAULTS,
        title: 'Poll',
        location: welcomeA,
        ...payload,
        token: the.akari.token,
      },
    });
  const edit = (id: string, payload: object) =>
    the.app.inject({
      method: 'POST',
      url: `/api/save/guilds/${A}/surveys/${id}`,
      headers: the.akari.headers,
      payload: { ...payload, token: the.akari.token },
    });
  const rows = async () => (await the.app.db.select().from(guildItems)).length;

  test('starts empty at 0 of the configured maximum', async () => {
    expect((await get()).json()).toMatchObject({ settings: {}, surveyCount: 0, surveyMax: 2 });
  });

  test('a forum response channel takes style thread and display author/noAuthor only', async () => {
    const n = await rows();
    const wrong = await create({ channel: FORUM, style: 'regular', display: 'compact' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.issues).toEqual([
      expect.objectContaining({ path: 'style', code: 'one_of', params: { allowed: ['thread'] } }),
      expect.objectContaining({
        path: 'display',
        code: 'one_of',
        params: { allowed: ['author', 'noAuthor'] },
      }),
    ]);
    const thread = await create({ channel: generalA, style: 'thread', display: 'author' });
    expect(thread.json().error.issues.map((i: { path: string }) => i.path)).toEqual(['style', 'display']);
    expect(await rows()).toBe(n);
    const ok = await create({
      channel: FORUM,
      style: 'thread',
      display: 'noAuthor',
      question1: 'Your idea?',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      channel: FORUM,
      style: 'thread',
      version: 1,
      question1: 'Your idea?',
    });
    expect((await the.app.db.select().from(auditLog)).at(-1)).toMatchObject({ action: 'create:surveys' });
  });

  test('refuses bad input with coded issues and writes nothing', async () => {
    const n = await rows();
    const cases: Array<[object, string, string]> = [
      [{ question1: 'x'.repeat(46) }, 'question1', 'too_long'],
      [{ title: 'x'.repeat(257) }, 'title', 'too_long'],
      [{ style: 'fancy' }, 'style', 'one_of'],
      [{ location: announcementsA }, 'location', 'bot_cannot_send'],
      [{ location: FORUM }, 'location', 'channel_type'],
      [{ role: '500000000000009999' }, 'role', 'not_in_guild'],
      [{ channel: 'general' }, 'channel', 'snowflake'],
    ];
    for (const [payload, path, code] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.issues[0], JSON.stringify(payload)).toMatchObject({ path, code });
    }
    expect(await rows()).toBe(n);
  });

  test('count/max is enforced by the server: a create past max answers 409 and writes nothing', async () => {
    expect((await create({ title: 'Second' })).statusCode).toBe(200);
    const n = await rows();
    const third = await create({ title: 'Third' });
    expect(third.statusCode).toBe(409);
    expect(third.json().error.code).toBe('limit_reached');
    expect(await rows()).toBe(n);
    expect((await get()).json()).toMatchObject({ surveyCount: 2, surveyMax: 2 });
  });

  test('edits a survey (location is create-only) and refuses a stale version', async () => {
    const survey = Object.values((await get()).json().settings as Record<string, Survey>).find(
      (s) => s.title === 'Second',
    );
    if (!survey) throw new Error('no survey');
    const { id, location: _location, ...fields } = survey;
    const res = await edit(id, { ...fields, title: 'Second, edited', location: generalA });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'Second, edited', location: welcomeA, version: 2 });
    const stale = await edit(id, { ...fields, title: 'Stale' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.title).toBe('Second, edited');
  });

  test('deletes a survey, which frees a place', async () => {
    const [first] = Object.keys((await get()).json().settings);
    if (!first) throw new Error('no survey');
    const res = await the.app.inject({
      method: 'DELETE',
      url: `/api/guilds/${A}/info/surveys/${first}`,
      headers: the.akari.headers,
    });
    expect(res.json()).toEqual({ data: { id: first } });
    expect((await get()).json().surveyCount).toBe(1);
    expect((await create({ title: 'Again' })).statusCode).toBe(200);
    expect(
      (
        await the.app.inject({
          method: 'PATCH',
          url: `/api/guilds/${A}/info/surveys/${first}`,
          headers: the.akari.headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});
