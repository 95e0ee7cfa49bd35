import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@hoshi/server/db';
import type { Action } from '../behaviours/index.ts';
import { BotStore } from './bot-store.ts';

const handle = await openDatabase({});
afterAll(() => handle.close());
const store = new BotStore(handle.db);
const send = (content: string): Action => ({
  type: 'send',
  channelId: '1',
  content,
  mentions: { users: [], roles: [] },
});

describe("the bot's record of events and actions", () => {
  it('acts on an event once, however often it arrives, in one batch or across batches', async () => {
    const [first, again] = await Promise.all([
      store.record('add:g:u:1', 'g', [send('hi')]),
      store.record('add:g:u:1', 'g', [send('hi')]),
    ]);
    expect(first).toMatchObject([{ guildId: 'g', action: { content: 'hi' } }]);
    expect(again).toBeNull();
    expect(await store.record('add:g:u:1', 'g', [send('hi')])).toBeNull();
  });

  it('keeps what is not yet sent as pending, in order, until it is finished', async () => {
    const recorded = await Promise.all([
      store.record('add:g:u:2', 'g', [send('a'), send('b')]),
      store.record('add:h:u:2', 'h', [send('c')]),
    ]);
    const ids = recorded.flat().map((r) => r?.id);
    expect(new Set(ids).size).toBe(3);
    const pending = await store.pending();
    // Each answer's id is its own action's row, which is what marks and finishes it.
    const byId = new Map(pending.map((p) => [p.id, p.action]));
    for (const r of recorded.flat()) expect(byId.get(r?.id ?? 0)).toEqual(r?.action);
    expect(pending.map((p) => (p.action.type === 'send' ? p.action.content : ''))).toEqual([
      'hi',
      'a',
      'b',
      'c',
    ]);
    await store.markSending([pending[1]?.id ?? 0]);
    expect((await store.pending()).map((p) => p.attempted ?? false)).toEqual([false, true, false, false]);
    await store.finish(pending.map((p) => ({ id: p.id, outcome: 'done' as const })));
    expect(await store.pending()).toEqual([]);
  });

  it("gives each of an event's many actions its own row", async () => {
    const many = Array.from({ length: 60 }, (_, n) => send(`m${n}`));
    const recorded = (await store.record('add:g:u:3', 'g', many)) ?? [];
    expect(recorded.map((r) => r.action)).toEqual(many);
    const byId = new Map((await store.pending()).map((p) => [p.id, p.action]));
    for (const r of recorded) expect(byId.get(r.id)).toEqual(r.action);
    await store.finish(recorded.map((r) => ({ id: r.id, outcome: 'done' as const })));
  });

  it('remembers calls and forgets rooms in the same transaction as the event', async () => {
    await store.addRoom('g', { channelId: 'room', lobbyId: 'lobby', number: 1, ownerId: 'u' });
    await store.record('voice:1', 'g', [
      { type: 'callStarted', channelId: 'vc', at: 1_000 },
      { type: 'forgetRoom', channelId: 'room' },
    ]);
    const memory = await store.loadMemory();
    expect(memory.get('g')?.calls.get('vc')).toBe(1_000);
    expect(memory.get('g')?.rooms ?? []).toEqual([]);
  });
});
