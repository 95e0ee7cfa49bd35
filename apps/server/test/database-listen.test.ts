import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@hoshi/db';
import { freshPostgres } from './helpers.ts';

const baseUrl = process.env.TEST_DATABASE_URL;

/** Ends every other session on the database at `url`, as an operator (or DROP … FORCE) would. */
async function terminateSessions(url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid()`);
  } finally {
    await admin.end();
  }
}

describe.runIf(baseUrl)('LISTEN on PostgreSQL', () => {
  let handle: DatabaseHandle | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await handle?.close().catch(() => undefined);
    await drop?.();
    handle = undefined;
    drop = undefined;
  });

  it('leaves nothing on a connection it gave back: that connection may end later under someone else', async () => {
    const fresh = await freshPostgres(baseUrl ?? '');
    drop = fresh.drop;
    const lost: Error[] = [];
    const db = await openDatabase({ databaseUrl: fresh.url, onIdleError: (err) => lost.push(err) });
    handle = db;
    const heard: (string | null)[] = [];
    const stop = await db.listen('hoshi_listen_test', (payload) => heard.push(payload));
    await stop();
    // The pool lends the connection just given back to its next query (the last one returned is
    // the first lent); the database then ends every session, this one's too.
    await db.db.execute(sql`SELECT 1`);
    const thrown: unknown[] = [];
    const record = (err: unknown) => thrown.push(err);
    process.prependListener('uncaughtException', record);
    try {
      await terminateSessions(fresh.url);
      await expect.poll(() => lost.length + thrown.length).toBeGreaterThan(0);
    } finally {
      process.off('uncaughtException', record);
    }
    expect(thrown).toEqual([]);
    // The pool heard of its loss, replaced the connection, and a query still answers.
    expect(lost).not.toEqual([]);
    expect(await db.db.execute(sql`SELECT 1 AS one`)).toMatchObject({ rows: [{ one: 1 }] });
    // The stopped listener heard nothing of the loss: it no longer listens.
    expect(heard).toEqual([]);
  });
});
