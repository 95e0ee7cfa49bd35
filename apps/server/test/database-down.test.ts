import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@hoshi/db/schema';
import {
  closeTestApp,
  createTestApp,
  describeAppOn,
  freshPostgres,
  GUILDS,
  PGLITE,
  signIn,
  USERS,
} from './helpers.ts';

type Session = Awaited<ReturnType<typeof signIn>>;

const readGreetings = (app: FastifyInstance, who: Session) =>
  app.inject({ url: `/api/guilds/${GUILDS.A}/info/greetings`, headers: who.headers });
const saveGreetings = (app: FastifyInstance, who: Session, doc: object) =>
  app.inject({
    method: 'POST',
    url: `/api/save/guilds/${GUILDS.A}/greetings`,
    headers: who.headers,
    payload: { ...doc, token: who.token },
  });

function expectTryAgain(res: Awaited<ReturnType<typeof saveGreetings>>) {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.json()).toEqual({
    error: {
      code: 'database_unavailable',
      message: 'The database is not answering. Try again in a moment.',
      issues: [],
    },
  });
}

describeAppOn(PGLITE, 'a save while the database is away (PGlite)', {}, (test, the) => {
  test('answers 503 database_unavailable with Retry-After, and /readyz says so', async () => {
    const doc = (await readGreetings(the.app, the.akari)).json().settings;
    const { transaction, execute } = the.app.db;
    const refused = () =>
      Promise.reject(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      );
    for (const name of ['transaction', 'execute']) {
      Object.defineProperty(the.app.db, name, { configurable: true, value: refused });
    }
    try {
      expectTryAgain(await saveGreetings(the.app, the.akari, doc));
      expect((await the.app.inject({ url: '/readyz' })).statusCode).toBe(503);
    } finally {
      Object.defineProperty(the.app.db, 'transaction', { configurable: true, value: transaction });
      Object.defineProperty(the.app.db, 'execute', { configurable: true, value: execute });
    }
    expect((await saveGreetings(the.app, the.akari, doc)).statusCode).toBe(200);
  });
});

/** A TCP hop between the server and PostgreSQL that can be cut and restored. */
async function cuttableProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const open = async () => {
    server = createServer((client) => {
      const upstream = connect(target.port, target.host);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  };
  await open();
  return {
    port: () => port,
    cut: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server?.close(resolve));
    },
    restore: open,
  };
}

describe.runIf(process.env.TEST_DATABASE_URL)('a save while PostgreSQL is away', () => {
  let app: FastifyInstance;
  let akari: Session;
  let proxy: Awaited<ReturnType<typeof cuttableProxy>>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshPostgres(process.env.TEST_DATABASE_URL ?? '');
    drop = fresh.drop;
    const url = new URL(fresh.url);
    proxy = await cuttableProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port());
    app = await createTestApp({}, { databaseUrl: url.toString() });
    akari = await signIn(app, USERS.akari);
  });
  afterAll(async () => {
    await closeTestApp(app);
    await drop();
  });

  it('answers 503 database_unavailable, writes nothing, and saves once it is back', async () => {
    const doc = (await readGreetings(app, akari)).json().settings;
    const audits = (await app.db.select().from(auditLog)).length;
    await proxy.cut();
    expectTryAgain(await saveGreetings(app, akari, doc));
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
    await proxy.restore();
    const saved = await saveGreetings(app, akari, doc);
    expect(saved.statusCode).toBe(200);
    expect(await app.db.select().from(auditLog)).toHaveLength(audits + 1);
  });
});
