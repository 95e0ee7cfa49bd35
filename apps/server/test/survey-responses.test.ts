import { expect } from 'vitest';
import { SURVEY_CREATE_DEFAULTS, type Survey, type SurveyResponsesAnswer } from '@hoshi/contracts';
import { recordSurveyResponse } from '@hoshi/db';
import { describeApp, GUILDS, USERS } from './helpers.ts';

const A = GUILDS.A;
const B = GUILDS.B;

// docs/product.md#surveys: a survey's answers in the dashboard, newest first, keyset paged, one
// member's on request, and all as a CSV with a byte-order mark.
describeApp('survey responses', {}, (test, the) => {
  const survey = async (guildId: string = A): Promise<Survey> => {
    const res = await the.app.inject({
      method: 'POST',
      url: `/api/save/guilds/${guildId}/surveys`,
      headers: the.akari.headers,
      payload: { ...SURVEY_CREATE_DEFAULTS, title: 'アンケート', question1: 'Why?', token: the.akari.token },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Survey }>().data;
  };
  let nextId = 1_000_000_000_000_000_000n;
  const answer = (s: Survey, userId: string, text: string, at: number, guildId: string = A) =>
    recordSurveyResponse(the.app.db, {
      id: String((nextId += 1n)),
      guildId,
      surveyId: s.id,
      userId,
      username: userId === USERS.mika ? 'mika' : 'akari',
      avatar: null,
      answers: [{ question: 'Why?', answer: text }],
      nowMs: at,
    });
  const list = async (s: Survey, query = '', guildId: string = A) => {
    const res = await the.app.inject({
      url: `/api/guilds/${guildId}/surveys/${s.id}/responses${query}`,
      headers: the.akari.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SurveyResponsesAnswer>();
  };

  test('newest first, a page at a time, filtered by member; once a minute per member', async () => {
    const s = await survey();
    const t0 = Date.UTC(2026, 0, 1);
    expect(await answer(s, USERS.mika, 'one', t0)).toEqual({ outcome: 'stored' });
    expect(await answer(s, USERS.mika, 'too soon', t0 + 30_000)).toEqual({
      outcome: 'cooldown',
      retryAt: t0 + 60_000,
    });
    await answer(s, USERS.akari, 'two', t0 + 40_000);
    await answer(s, USERS.mika, 'three', t0 + 60_000);
    const first = await list(s, '?limit=2');
    expect(first.title).toBe('アンケート');
    expect(first.responses.map((r) => [r.member.name, r.answers[0]?.answer, r.at])).toEqual([
      ['mika', 'three', new Date(t0 + 60_000).toISOString()],
      ['akari', 'two', new Date(t0 + 40_000).toISOString()],
    ]);
    expect(first.next).toBe(first.responses[1]!.id);
    const second = await list(s, `?limit=2&before=${first.next}`);
    expect(second.responses.map((r) => r.answers[0]?.answer)).toEqual(['one']);
    expect(second.next).toBeNull();
    const mika = await list(s, `?user=${USERS.mika}`);
    expect(mika.responses.map((r) => r.answers[0]?.answer)).toEqual(['three', 'one']);
  });

  test('the CSV: a byte-order mark, a header row, every response; another server’s survey is 404', async () => {
    const s = await survey();
    await answer(s, USERS.mika, '星が好き, "とても"', Date.UTC(2026, 0, 1));
    const res = await the.app.inject({
      url: `/api/guilds/${A}/surveys/${s.id}/responses.csv`,
      headers: the.akari.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="survey-${s.id}.csv"`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body).toBe(
      '\uFEFF"member","member_id","answered_at","Why?"\r\n' +
        `"mika","${USERS.mika}","2026-01-01T00:00:00.000Z","星が好き, ""とても"""\r\n`,
    );
    for (const path of ['responses', 'responses.csv']) {
      const other = await the.app.inject({
        url: `/api/guilds/${B}/surveys/${s.id}/${path}`,
        headers: the.akari.headers,
      });
      expect(other.statusCode, path).toBe(404);
    }
  });
});
