import { DEMO } from '@hoshi/discord-emulator';
import { expect } from 'vitest';
import { AUTOVC_CREATE_DEFAULTS, type AutovcEntry } from '@hoshi/contracts';
import { auditLog, guildItems } from '@hoshi/db/schema';
import { describeApp, GUILDS } from './helpers.ts';

const A = GUILDS.A;
const { loungeVoiceA, generalA, voiceCategoryA } = DEMO.channels;

describeApp('auto voice channels', {}, (test, the) => {
  const get = (guild: string = A) =>
    the.app.inject({ method: 'GET', url: `/api/guilds/${guild}/info/autovc`, headers: the.akari.headers });
  const create = (payload: object, guild: string = A) =>
    the.app.inject({
      method: 'POST',
      url: `/api/save/guilds/${guild}/autovc`,
      headers: the.akari.headers,
      payload: { ...AUTOVC_CREATE_DEFAULTS, ...payload, token: the.akari.token },
    });
  const edit = (id: string, payload: object) =>
    the.app.inject({
      method: 'POST',
      url: `/api/save/guilds/${A}/autovc/${id}`,
      headers: the.akari.headers,
      payload: { ...payload, token: the.akari.token },
    });
  const rows = async () => (await the.app.db.select().from(guildItems)).length;
  const audits = async () => (await the.app.db.select().from(auditLog)).length;

  test('answers the server basics, no entries and the boost tier before anything is created', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: A,
      name: 'Star Lounge',
      icon: expect.any(String),
      settings: {},
      boostTier: 2,
    });
    expect((await get(GUILDS.B)).json().boostTier).toBe(3);
  });

  test('turns an existing voice channel into an entry keyed by its id, with an audit row', async () => {
    const before = await audits();
    const res = await create({ channel: loungeVoiceA, roomName: '!USER! room', limit: 5, audio: 128 });
    expect(res.statusCode).toBe(200);
    const entry = res.json().data as AutovcEntry;
    expect(entry).toEqual({
      id: loungeVoiceA,
      version: 1,
      name: 'Lounge',
      type: 2,
      category: voiceCategoryA,
      roomName: '!USER! room',
      limit: 5,
      audio: 128,
      position: 'under',
    });
    expect((await get()).json().settings).toEqual({ [loungeVoiceA]: entry });
    expect(await audits()).toBe(before + 1);
    expect((await the.app.db.select().from(auditLog)).at(-1)).toMatchObject({
      action: 'create:autovc',
      after: entry,
    });
  });

  test('refuses a channel that is configured already, not voice, or an audio above the boost tier', async () => {
    const n = await rows();
    const again = await create({ channel: loungeVoiceA });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.issues).toEqual([
      expect.objectContaining({ path: 'channel', code: 'already_configured' }),
    ]);
    const text = await create({ channel: generalA });
    expect(text.json().error.issues).toEqual([
      expect.objectContaining({ path: 'channel', code: 'channel_type' }),
    ]);
    const loud = await create({ channel: null, name: 'Loud', audio: 384 });
    expect(loud.statusCode).toBe(400);
    expect(loud.json().error.issues).toEqual([
      expect.objectContaining({
        path: 'audio',
        code: 'one_of',
        params: { allowed: [8, 16, 32, 64, 96, 128, 256] },
      }),
    ]);
    for (const bad of [
      { limit: 100 },
      { limit: -1 },
      { audio: 100 },
      { position: 'top' },
      { roomName: '' },
    ]) {
      expect((await create({ channel: null, name: 'x', ...bad })).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await create({ channel: null, name: '   ' })).json().error.issues[0]).toMatchObject({
      path: 'name',
      code: 'required',
    });
    expect(await rows()).toBe(n);
  });

  test('left empty, has the bot create a new voice channel in the category through Discord', async () => {
    const res = await create({ channel: null, name: 'Study Rooms', category: voiceCategoryA, audio: 64 });
    expect(res.statusCode).toBe(200);
    const entry = res.json().data as AutovcEntry;
    expect(entry).toMatchObject({ name: 'Study Rooms', type: 2, category: voiceCategoryA, audio: 64 });
    // The channel list is fresh: the new channel is there, as a voice channel under the category.
    const channels = await the.app.inject({
      method: 'GET',
      url: `/api/guilds/${A}/channels`,
      headers: the.akari.headers,
    });
    expect(channels.json()).toContainEqual(
      expect.objectContaining({ id: entry.id, name: 'Study Rooms', type: 2, parentId: voiceCategoryA }),
    );
  });

  test('edits an entry from its version, and answers 409 to a stale one', async () => {
    const { version, roomName, limit, audio, position } = (await get()).json().settings[
      loungeVoiceA
    ] as AutovcEntry;
    const res = await edit(loungeVoiceA, { version, roomName, limit: 0, audio, position: 'last' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: loungeVoiceA,
      version: version + 1,
      limit: 0,
      position: 'last',
    });
    expect((await the.app.db.select().from(auditLog)).at(-1)).toMatchObject({ action: 'edit:autovc' });
    const stale = await edit(loungeVoiceA, { version, roomName, limit, audio, position });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.version).toBe(version + 1);
    const unknown = await edit('100000000000000099', { version: 1, roomName, limit, audio, position });
    expect(unknown.statusCode).toBe(404);
  });

  test('deletes an entry: it leaves the list with an audit row, its Discord channel stays; there is no end route', async () => {
    const entries = await rows();
    const before = await audits();
    const remove = () =>
      the.app.inject({
        method: 'DELETE',
        url: `/api/guilds/${A}/info/autovc/${loungeVoiceA}`,
        headers: the.akari.headers,
      });
    const res = await remove();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: loungeVoiceA } });
    expect(Object.keys((await get()).json().settings)).not.toContain(loungeVoiceA);
    expect(await rows()).toBe(entries - 1);
    expect(await audits()).toBe(before + 1);
    const channels = await the.app.inject({
      method: 'GET',
      url: `/api/guilds/${A}/channels`,
      headers: the.akari.headers,
    });
    expect(channels.json().map((c: { id: string }) => c.id)).toContain(loungeVoiceA);

    const end = await the.app.inject({
      method: 'PATCH',
      url: `/api/guilds/${A}/info/autovc/${loungeVoiceA}`,
      headers: the.akari.headers,
    });
    expect(end.statusCode).toBe(404);
  });
});
