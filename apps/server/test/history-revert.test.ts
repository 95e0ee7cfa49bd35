import { and, desc, eq } from 'drizzle-orm';
import { DEMO } from '@hoshi/discord-emulator';
import {
  GREETINGS_DEFAULTS,
  type GreetingsSettings,
  type HistoryAnswer,
  type RevertPreview,
} from '@hoshi/contracts';
import { expect } from 'vitest';
import { readDocument, schema } from '@hoshi/db';
import { describeApp, GUILDS, USERS, type Session } from './helpers.ts';

const { auditLog, guildSettings } = schema;

const A = GUILDS.A;
const { generalA, welcomeA } = DEMO.channels;

describeApp('reverting one change of a server’s history', {}, (test, the) => {
  const greetings = async (): Promise<GreetingsSettings> => {
    const res = await the.app.inject({ url: `/api/guilds/${A}/info/greetings`, headers: the.akari.headers });
    return res.json<{ settings: GreetingsSettings }>().settings;
  };
  const save = async (change: (doc: GreetingsSettings) => GreetingsSettings) => {
    const res = await the.app.inject({
      method: 'POST',
      url: `/api/save/guilds/${A}/greetings`,
      headers: the.akari.headers,
      payload: { ...change(await greetings()), token: the.akari.token },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await the.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.guildId, A), eq(auditLog.action, 'save:greetings')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row!.id;
  };
  const preview = (entryId: number, who: Session = the.akari, guild: string = A) =>
    the.app.inject({ url: `/api/guilds/${guild}/history/${entryId}/revert`, headers: who.headers });
  const revert = (entryId: number, version: number, who: Session = the.akari, guild: string = A) =>
    the.app.inject({
      method: 'POST',
      url: `/api/guilds/${guild}/history/${entryId}/revert`,
      headers: who.headers,
      payload: { version, token: who.token },
    });
  const written = async () => ({
    settings: await the.app.db.select().from(guildSettings),
    audits: (await the.app.db.select().from(auditLog)).length,
  });
  const withMessage = (message: string) => (doc: GreetingsSettings) => ({
    ...doc,
    join: { ...doc.join, message },
  });

  test('sets back only the fields that change touched, as a new save with its own history row, which readers and the bot see', async () => {
    await save(withMessage('First'));
    const changed = await save((doc) => ({
      ...doc,
      join: { ...doc.join, message: 'Second', channel: generalA },
    }));
    // A later save of another field stays as it is.
    await save((doc) => ({ ...doc, leave: { ...doc.leave, message: 'Bye !USER!' } }));
    const before = await greetings();

    const shown = await preview(changed);
    expect(shown.statusCode, shown.body).toBe(200);
    const plan = shown.json<RevertPreview>();
    expect(plan.version).toBe(before.version);
    expect(plan.gone).toEqual([]);
    expect(plan.changes).toEqual([
      { field: 'join.message', kind: 'text', before: 'Second', after: 'First' },
      { field: 'join.channel', kind: 'channel', before: generalA, after: GREETINGS_DEFAULTS.join.channel },
    ]);
    expect(plan.names[generalA]).toEqual(expect.any(String));

    const res = await revert(changed, before.version);
    expect(res.statusCode, res.body).toBe(200);
    const after = await greetings();
    expect(after.version).toBe(before.version + 1);
    expect(after.join).toEqual({
      ...before.join,
      message: 'First',
      channel: GREETINGS_DEFAULTS.join.channel,
    });
    expect(after.leave.message).toBe('Bye !USER!');
    // What the bot reads: the stored row (apps/bot reads it with the same readDocument).
    const [row] = await the.app.db
      .select()
      .from(guildSettings)
      .where(and(eq(guildSettings.guildId, A), eq(guildSettings.feature, 'greetings')));
    expect(readDocument('greetings', row)).toEqual(after);

    const history = await the.app.inject({
      url: `/api/guilds/${A}/history?page=greetings`,
      headers: the.akari.headers,
    });
    const [latest] = history.json<HistoryAnswer>().entries;
    expect(latest).toMatchObject({
      action: 'revert',
      page: 'greetings',
      user: { id: USERS.akari },
      reverts: { id: changed, at: expect.any(String) },
    });
    expect(latest!.changes.map((c) => c.field)).toEqual(['join.message', 'join.channel']);
    // Nothing of the history was deleted: the reverted save is still listed.
    expect(history.json<HistoryAnswer>().entries.map((e) => e.id)).toContain(changed);

    // The page holds what that change replaced now: a second revert has nothing to do.
    const again = await revert(changed, after.version);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('nothing_to_revert');
    // A revert is itself revertable: reverting it puts the change back.
    const redo = await revert(latest!.id, after.version);
    expect(redo.statusCode, redo.body).toBe(200);
    expect((await greetings()).join).toMatchObject({ message: 'Second', channel: generalA });
  });

  test('answers 409 with today’s document, writing nothing, when the page was saved since the dialog read it', async () => {
    const changed = await save(withMessage('Concurrent one'));
    const { version } = (await preview(changed)).json<RevertPreview>();
    await save(withMessage('Someone else'));
    const before = await written();
    const res = await revert(changed, version);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: { code: 'version_conflict' },
      current: { join: { message: 'Someone else' } },
    });
    expect(await written()).toEqual(before);
  });

  test('refuses, changing nothing, a revert that would set back a channel that was deleted', async () => {
    const made = await the.app.discord.createChannel(A, { name: 'soon-gone', type: 0 });
    await save((doc) => ({ ...doc, join: { ...doc.join, channel: made.id } }));
    const changed = await save((doc) => ({ ...doc, join: { ...doc.join, channel: welcomeA } }));
    await the.app.discord.deleteChannel(A, made.id);

    const plan = (await preview(changed)).json<RevertPreview>();
    expect(plan.gone).toEqual([{ field: 'join.channel', kind: 'channel', id: made.id }]);
    const before = await written();
    const res = await revert(changed, plan.version);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: { code: 'revert_target_gone' },
      gone: [{ field: 'join.channel', kind: 'channel', id: made.id }],
    });
    expect(await written()).toEqual(before);
    expect((await greetings()).join.channel).toBe(welcomeA);
  });

  test('reverts settings saves only: a toggle, a collection’s create and an unknown entry are refused', async () => {
    await the.app.inject({
      method: 'POST',
      url: `/api/save/guilds/${A}/language`,
      headers: the.akari.headers,
      payload: { token: the.akari.token },
    });
    const [toggle] = await the.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.guildId, A), eq(auditLog.action, 'language')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    const before = await written();
    const refused = await revert(toggle!.id, 0);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'not_revertable' }, reason: 'toggle' });
    expect((await preview(toggle!.id)).json()).toMatchObject({ reason: 'toggle' });
    expect((await revert(2_000_000_000, 0)).statusCode).toBe(404);
    expect(await written()).toEqual(before);
  });

  test('managers only: another manager’s server answers 403, an entry of another server 404, nothing written', async () => {
    const changed = await save(withMessage('Guarded'));
    const { version } = (await preview(changed)).json<RevertPreview>();
    const before = await written();
    // Mika may not manage A.
    expect((await revert(changed, version, the.mika)).statusCode).toBe(403);
    expect((await preview(changed, the.mika)).statusCode).toBe(403);
    // Akari manages B too, but the entry is A's: B's history has no such entry.
    expect((await revert(changed, version, the.akari, GUILDS.B)).statusCode).toBe(404);
    expect((await preview(changed, the.akari, GUILDS.B)).statusCode).toBe(404);
    expect(await written()).toEqual(before);
  });
});
