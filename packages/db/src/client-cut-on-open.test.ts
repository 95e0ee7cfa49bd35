import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { freshPostgres } from './fresh-postgres.ts';

const BASE_URL = process.env.TEST_DATABASE_URL;

/** ReadyForQuery ('Z', length 5, idle): the last of a new connection's first answers. */
const READY = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);

/** PostgreSQL's ErrorResponse for a backend terminated by an administrator (SQLSTATE 57P01). */
function terminated(): Buffer {
  const fields = Buffer.concat([
    ...[
      ['S', 'FATAL'],
      ['V', 'FATAL'],
      ['C', '57P01'],
      ['M', 'terminating connection due to administrator command'],
    ].map(([k, v]) => Buffer.from(`${k}${v}\0`)),
    Buffer.from([0]),
  ]);
  const head = Buffer.alloc(5);
  head.write('E', 0);
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

/**
 * A TCP relay to PostgreSQL that, while armed, ends each new connection the way
 * `pg_terminate_backend` can: its first ReadyForQuery and the termination in one chunk, so the
 * client reads both in one go, as it hands the connection to the pool.
 */
async function cuttingRelay(upstream: URL) {
  let armed = false;
  let cut = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const db = connect(Number(upstream.port || 5432), upstream.hostname);
    sockets.add(client).add(db);
    let opened = false;
    const cutThis = armed;
    client.on('data', (chunk) => db.write(chunk));
    db.on('data', (chunk: Buffer) => {
      const at = opened ? -1 : chunk.indexOf(READY);
      if (at === -1 || !cutThis) {
        client.write(chunk);
        return;
      }
      opened = true;
      cut += 1;
      client.end(Buffer.concat([chunk.subarray(0, at + READY.length), terminated()]));
      db.destroy();
    });
    for (const s of [client, db]) {
      s.on('error', () => undefined);
      s.on('close', () => {
        client.destroy();
        db.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(upstream);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.toString(),
    arm: (on: boolean) => (armed = on),
    cuts: () => cut,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.runIf(BASE_URL)('a PostgreSQL connection terminated as it opens', () => {
  let fresh: Awaited<ReturnType<typeof freshPostgres>>;
  let relay: Awaited<ReturnType<typeof cuttingRelay>>;
  let handle: DatabaseHandle;
  const idleErrors: Error[] = [];

  beforeAll(async () => {
    fresh = await freshPostgres(BASE_URL ?? '');
    relay = await cuttingRelay(new URL(fresh.url));
    handle = await openDatabase({ databaseUrl: relay.url, onIdleError: (err) => idleErrors.push(err) });
  });
  afterAll(async () => {
    await handle.close();
    await relay.close();
    await fresh.drop();
  });

  it('fails the transactions that had it, not the process, and the next ones pass', async () => {
    relay.arm(true);
    // More transactions at once than the pool holds idle: each needs a new connection.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 4 }, () => handle.db.transaction((tx) => tx.execute(sql`select 1`))),
    );
    relay.arm(false);
    expect(relay.cuts()).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.status === 'rejected').length).toBeGreaterThan(0);
    // The broken connections went back to the pool as broken: new ones serve the next work.
    const again = await Promise.all(
      Array.from({ length: 4 }, () => handle.db.transaction((tx) => tx.execute(sql`select 1 as one`))),
    );
    expect(again).toHaveLength(4);
    expect(idleErrors.map((e) => e.message)).toContain('terminating connection due to administrator command');
  });
});
