import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@hoshi/db';
import type { Action } from '../core/types.ts';
import { losingConnection } from '../../test/lossy-database.ts';
import { BotStore, connectionLost, untilDone } from './bot-store.ts';

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

describe('a lost connection under the record', () => {
  it.each(['before', 'after'] as const)(
    'answers an event recorded through it with its actions, once (failed %s the commit)',
    async (when) => {
      const lossy = new BotStore(losingConnection(handle.db, 2, when));
      const [first, again] = await Promise.all([
        lossy.record(`lost:${when}`, 'lost', [send('once')]),
        lossy.record(`lost:${when}`, 'lost', [send('once')]),
      ]);
      expect(first?.map((r) => r.action)).toEqual([send('once')]);
      expect(again).toBeNull();
      const pending = (await store.pending()).filter((p) => p.guildId === 'lost');
      expect(pending.map((p) => p.id)).toEqual(first?.map((r) => r.id));
      await lossy.finish(pending.map((p) => ({ id: p.id, outcome: 'done' as const })));
    },
  );

  it('writes a transaction of calls and rooms once through a lost answer', async () => {
    const lossy = new BotStore(losingConnection(handle.db, 1, 'after'));
    const recorded = await lossy.record('lost:voice', 'lostv', [
      { type: 'callStarted', channelId: 'lost-vc', at: 5_000 },
      send('call'),
    ]);
    expect(recorded?.map((r) => r.action)).toEqual([send('call')]);
    expect((await store.pending()).filter((p) => p.guildId === 'lostv').map((p) => p.id)).toEqual(
      recorded?.map((r) => r.id),
    );
    expect((await store.loadMemory()).get('lostv')?.calls.get('lost-vc')).toBe(5_000);
    await store.finish((recorded ?? []).map((r) => ({ id: r.id, outcome: 'done' as const })));
  });

  it('writes a mark and an outcome once the database answers again', async () => {
    const [recorded] = (await store.record('lost:mark', 'lostm', [send('mark')])) ?? [];
    const id = recorded?.id ?? 0;
    await new BotStore(losingConnection(handle.db, 3, 'before')).markSending([id]);
    expect((await store.pending()).find((p) => p.id === id)?.attempted).toBe(true);
    await new BotStore(losingConnection(handle.db, 3, 'before')).finish([{ id, outcome: 'done' }]);
    expect((await store.pending()).find((p) => p.id === id)).toBeUndefined();
  });

  it('still refuses a statement the database itself refuses', async () => {
    const refusing = new BotStore(
      new Proxy(handle.db, {
        get(target, prop, receiver) {
          if (prop === 'execute' || prop === 'transaction')
            return () => Promise.reject(Object.assign(new Error('syntax error'), { code: '42601' }));
          return Reflect.get(target, prop, receiver) as unknown;
        },
      }),
    );
    await expect(refusing.record('refused:1', 'g', [send('x')])).rejects.toThrow('syntax error');
  });
});

describe('a connection cut again and again', () => {
  /** An error as drizzle throws it: its query, with node-postgres's error as the cause. */
  const failedQuery = (cause: Error) => new Error('Failed query: rollback', { cause });

  it('is waited through however often node-postgres says the connection was lost', async () => {
    // Connections terminated one after another while the database answers a new one at once:
    // the ROLLBACK drizzle sends after a cut fails on the broken client, with no SQLSTATE.
    const lost = [
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      new Error('Client has encountered a connection error and is not queryable'),
    ];
    let tries = 0;
    const answer = await untilDone(handle.db, async () => {
      const failure = lost[tries];
      tries += 1;
      if (failure) throw failedQuery(failure);
      return 'written';
    });
    expect([answer, tries]).toEqual(['written', lost.length + 1]);
  });

  it('gives up on a failure that says nothing of the connection after three tries', async () => {
    let tries = 0;
    await expect(
      untilDone(handle.db, async () => {
        tries += 1;
        throw failedQuery(new TypeError("Cannot read properties of undefined (reading 'id')"));
      }),
    ).rejects.toThrow('Failed query');
    expect(tries).toBe(3);
  });

  it('tells a lost connection from a statement the database refused', () => {
    expect(connectionLost(failedQuery(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(connectionLost(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    expect(connectionLost(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(connectionLost(new TypeError('not a function'))).toBe(false);
  });
});
