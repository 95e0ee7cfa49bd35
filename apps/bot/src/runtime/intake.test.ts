import { afterAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, schema } from '@hoshi/db';
import { freshPostgres } from '@hoshi/db/testing';
import type { Action } from '../core/types.ts';
import { BotStore, type ActionOutcome, type GuildMemory } from './bot-store.ts';
import type { ActionExecutor } from './executor.ts';
import { losingConnection } from '../../test/lossy-database.ts';
import { Intake } from './intake.ts';
import { SettingsFeed } from './settings-feed.ts';

const handle = await openDatabase({});
afterAll(() => handle.close());
const store = new BotStore(handle.db);
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const send = (content: string): Action => ({
  type: 'send',
  channelId: '1',
  content,
  mentions: { users: [], roles: [] },
});
const content = (action: Action) => (action.type === 'send' ? action.content : action.type);

/** Discord's side for the intake: each request waits until the test answers it. */
function heldExecutor() {
  const requests: { content: string; nonce: string; answer(): void }[] = [];
  const executor = {
    run: (_guildId: string, _memory: GuildMemory, action: Action, nonce: string) =>
      new Promise<ActionOutcome>((resolve) => {
        requests.push({ content: content(action), nonce, answer: () => resolve('done') });
      }),
  };
  return { requests, executor };
}

// A resend decides nothing, so the feed is never read.
const feed = new SettingsFeed(() => Promise.reject(new Error('a resend reads no settings')));
const intakeWith = (executor: Pick<ActionExecutor, 'run'>) =>
  new Intake(feed, store, executor, new Map(), quiet);

const stateOf = async (id: number) => {
  const [row] = await handle.db
    .select({ state: schema.botActions.state })
    .from(schema.botActions)
    .where(eq(schema.botActions.id, id));
  return row?.state;
};
const until = async (check: () => boolean | Promise<boolean>) => {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 2));
};

describe("the intake's send line", () => {
  it("marks the next action 'sending' while the one before is on its way, and sends it only after that one's answer", async () => {
    const { requests, executor } = heldExecutor();
    const intake = intakeWith(executor);
    const [first, second] = await Promise.all([
      store.record('line:1', 'line', [send('first')]),
      store.record('line:2', 'line', [send('second')]),
    ]);
    intake.resend([...(first ?? []), ...(second ?? [])]);
    await until(() => requests.length === 1);
    const secondId = second?.[0]?.id ?? 0;
    await until(async () => (await stateOf(secondId)) === 'sending');
    expect(requests.map((r) => r.content)).toEqual(['first']);
    requests[0]?.answer();
    await until(() => requests.length === 2);
    expect(requests[1]).toMatchObject({ content: 'second', nonce: `hoshi-${secondId}` });
    requests[1]?.answer();
    await intake.idle();
    await until(async () => (await stateOf(secondId)) === 'done');
  });

  it('after a restart, sends a marked message again with its nonce while Discord knows it, and never after', async () => {
    const { requests, executor } = heldExecutor();
    const recorded =
      (await store.record('restart:1', 'restart', [send('fresh'), send('old'), send('never tried')])) ?? [];
    const [fresh, old] = recorded;
    await store.markSending([fresh?.id ?? 0, old?.id ?? 0]);
    await handle.db.execute(
      sql`update bot_actions set created_at = now() - interval '10 minutes' where id = ${old?.id ?? 0}`,
    );
    const pending = (await store.pending()).filter((p) => p.guildId === 'restart');
    expect(pending.map((p) => [content(p.action), p.attempted, p.withinNonceWindow])).toEqual([
      ['fresh', true, true],
      ['old', true, false],
      ['never tried', false, true],
    ]);
    const intake = intakeWith(executor);
    intake.resend(pending);
    for (let answered = 0; answered < 2; answered += 1) {
      await until(() => requests.length > answered);
      requests[answered]?.answer();
    }
    await intake.idle();
    expect(requests.map((r) => [r.content, r.nonce])).toEqual([
      ['fresh', `hoshi-${fresh?.id}`],
      ['never tried', `hoshi-${recorded[2]?.id}`],
    ]);
    await until(async () => (await stateOf(old?.id ?? 0)) === 'failed');
  });
});

describe('a burst to one channel', () => {
  const lines = (requests: { content: string }[]) => requests.flatMap((r) => r.content.split('\n'));
  const burst = async (guild: string) => {
    const { requests, executor } = heldExecutor();
    const intake = intakeWith(executor);
    intake.perform(guild, `${guild}:0`, [send('m0')]);
    await until(() => requests.length === 1);
    // These wait behind the held first message, then are recorded together.
    for (let n = 1; n <= 24; n += 1) intake.perform(guild, `${guild}:${n}`, [send(`m${n}`)]);
    requests[0]?.answer();
    await until(() => requests.length === 2);
    return { requests, intake };
  };

  it('goes together while Discord holds the message before: up to 10 a message, each part once', async () => {
    const { requests, intake } = await burst('together');
    for (let answered = 1; answered < 4; answered += 1) {
      await until(() => requests.length > answered);
      requests[answered]?.answer();
    }
    await intake.idle();
    expect(requests.map((r) => r.content.split('\n').length)).toEqual([1, 10, 10, 4]);
    expect(lines(requests)).toEqual(Array.from({ length: 25 }, (_, n) => `m${n}`));
    const states = await handle.db
      .select({ state: schema.botActions.state, n: sql<number>`count(*)::int` })
      .from(schema.botActions)
      .where(eq(schema.botActions.guildId, 'together'))
      .groupBy(schema.botActions.state);
    await until(async () => (await store.pending()).every((p) => p.guildId !== 'together'));
    expect(Object.fromEntries(states.map((s) => [s.state, s.n]))).toMatchObject({ merged: 21 });
  });

  it('is sent again after a restart as the messages put together, never also as their parts', async () => {
    const { requests } = await burst('restarted');
    // The process stops here, its first message of ten on its way: what a restart would send.
    const pending = (await store.pending()).filter((p) => p.guildId === 'restarted');
    const parts = pending.flatMap((p) => content(p.action).split('\n')).filter((line) => line !== 'm0');
    expect(parts).toEqual(Array.from({ length: 24 }, (_, n) => `m${n + 1}`));
    expect(pending.filter((p) => content(p.action) !== 'm0')).toHaveLength(3);
    expect(requests[1]?.nonce).toBe(`hoshi-${pending.find((p) => content(p.action).startsWith('m1\n'))?.id}`);
  });
});

/** Discord's side answering at once, counting what it was asked. */
function answeringExecutor() {
  const requests: string[] = [];
  return {
    requests,
    executor: {
      run: (_guildId: string, _memory: GuildMemory, action: Action) => {
        // Messages put together say their parts a line each.
        requests.push(...content(action).split('\n'));
        return Promise.resolve<ActionOutcome>('done');
      },
    },
  };
}

describe('the intake through a lost database connection', () => {
  it('sends what it recorded once the database answers again, once, without a restart', async () => {
    const { requests, executor } = answeringExecutor();
    // The record's answer is lost, then the mark's, then the outcome's.
    const lossy = new BotStore(losingConnection(handle.db, 3, 'after'));
    const intake = new Intake(feed, lossy, executor, new Map(), quiet);
    intake.perform('lossy', 'lossy:1', [send('welcome')]);
    await intake.idle();
    expect(requests).toEqual(['welcome']);
    await until(async () => (await store.pending()).every((p) => p.guildId !== 'lossy'));
  });

  describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL, its backends terminated', () => {
    it('records, sends and finishes every event once while its connections are cut', async () => {
      const fresh = await freshPostgres(process.env.TEST_DATABASE_URL ?? '', 'hoshi_intake_test');
      const own = await openDatabase({ databaseUrl: fresh.url, onIdleError: () => undefined });
      const killer = new pg.Client({ connectionString: fresh.url });
      try {
        await killer.connect();
        // Only this test's own database's connections, never another's.
        const cut = () =>
          killer.query(
            'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
          );
        const { requests, executor } = answeringExecutor();
        const pgStore = new BotStore(own.db);
        const intake = new Intake(feed, pgStore, executor, new Map(), quiet);
        const expected: string[] = [];
        for (let round = 0; round < 5; round += 1) {
          for (let n = 0; n < 40; n += 1) {
            const guild = `cut${n % 4}`;
            expected.push(`${round}:${n}`);
            intake.perform(guild, `cut:${round}:${n}`, [send(`${round}:${n}`)]);
          }
          await cut();
        }
        await intake.idle();
        expect([...requests].sort()).toEqual([...expected].sort());
        await until(async () => (await pgStore.pending()).length === 0);
      } finally {
        await killer.end();
        await own.close();
        await fresh.drop();
      }
    });
  });
});
