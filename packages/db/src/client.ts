import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { migrationsFolder } from './migrations.ts';
import { openInMemoryPglite } from './pglite-template.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Calls `onNotify` with each NOTIFY payload on `channel` (delivered at commit), and with null
   * when the connection was lost and notifications may have been missed. `onListening` hears
   * false at that loss and true once LISTEN holds again (what came between was not heard).
   * Answers the unsubscribe.
   */
  listen(
    channel: string,
    onNotify: (payload: string | null) => void,
    onListening?: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** How long a lost LISTEN connection waits before it connects again. */
const RELISTEN_MS = 1000;

/** LISTEN on a connection of its own, taken again from the pool whenever it is lost. */
async function listenPostgres(
  pool: pg.Pool,
  channel: string,
  onNotify: (payload: string | null) => void,
  onListening: (listening: boolean) => void = () => undefined,
) {
  let stopped = false;
  let current: { client: pg.PoolClient; leave: () => void } | undefined;
  const quoted = `"${channel.replace(/"/g, '""')}"`;
  // The listener's handlers come off a connection whenever it leaves this listener: a connection
  // given back is lent to other queries, and a handler left on it would release it a second time
  // when it ends under them (pg-pool throws on that) and keep the pool from hearing of its loss.
  const connect = async (): Promise<void> => {
    const client = await pool.connect();
    const notification = (message: pg.Notification) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    };
    const leave = () => {
      client.off('notification', notification);
      client.off('error', lost);
    };
    const lost = () => {
      leave();
      client.release(true);
      if (current?.client === client) current = undefined;
      if (stopped) return;
      onListening(false);
      onNotify(null);
      const retry = () => {
        if (stopped) return;
        connect().catch(() => setTimeout(retry, RELISTEN_MS).unref());
      };
      setTimeout(retry, RELISTEN_MS).unref();
    };
    client.on('notification', notification);
    client.on('error', lost);
    try {
      await client.query(`LISTEN ${quoted}`);
    } catch (err) {
      // The query's failure is not the connection's 'error' event: the connection goes back here.
      leave();
      client.release(true);
      throw err;
    }
    // Stopped while this connected again: the connection goes back rather than listen on.
    if (stopped) {
      leave();
      client.release(true);
      return;
    }
    current = { client, leave };
    onListening(true);
  };
  await connect();
  return async () => {
    stopped = true;
    const held = current;
    current = undefined;
    if (!held) return;
    await held.client.query(`UNLISTEN ${quoted}`).catch(() => undefined);
    held.leave();
    held.client.release();
  };
}

/**
 * PostgreSQL's memory settings for a database embedded in the serving process, with one user
 * (the server) and a demo's data: its defaults are sized for a dedicated server with a hundred
 * connections (128 MB of shared buffers alone). A PGlite opened on the demo's data idles at about
 * 410 MB of the process with the defaults and about 225-245 MB with these (measured 2026-11-29,
 * Node 24, PGlite 0.5.16; docs/decisions/0075-light-by-default-the-demo-s-idle-memory.md).
 */
export const EMBEDDED_POSTGRES_CONF = [
  'shared_buffers=16MB',
  'max_connections=5',
  'wal_buffers=1MB',
  'temp_buffers=1MB',
  'work_mem=2MB',
  'maintenance_work_mem=16MB',
];

/** The argument (followed by the data directory) that makes a server process only create and migrate the database. */
export const PGLITE_INIT_ONLY = '--hoshi-pglite-init-only';

/**
 * Called at the top of a process's main module (the server's, the demo's): when this process is
 * the short-lived copy initPgliteInChild started, it creates and migrates the database and exits.
 */
export async function runPgliteInitIfAsked(argv: readonly string[] = process.argv): Promise<void> {
  const at = argv.indexOf(PGLITE_INIT_ONLY);
  const dataDir = at >= 0 ? argv[at + 1] : undefined;
  if (!dataDir) return;
  const handle = await openDatabase({ dataDir });
  await handle.close();
  process.exit(0);
}

/**
 * A new PGlite runs PostgreSQL's initdb in WebAssembly, which takes about 400 MB more than a
 * database opened on an existing directory, and a WebAssembly memory never gives pages back to
 * the system. So a server starting on an empty data directory has a short-lived copy of itself
 * (the same entry, the same flags) create and migrate the database and exit; the server then
 * opens the directory as on any restart. `entry` is the process's main module (which calls
 * runPgliteInitIfAsked at its top), run with `execArgv`.
 */
export async function initPgliteInChild(
  dataDir: string,
  entry: string,
  execArgv = process.execArgv,
): Promise<void> {
  const dir = pgliteDirectory(dataDir);
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  const child = spawn(process.execPath, [...execArgv, entry, PGLITE_INIT_ONLY, dataDir], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (status) => resolve(status));
  });
  if (code !== 0) throw new StartupError(`Creating the database in ${dir} failed (exit ${code})`);
}

/** Any fixed number: the advisory lock every Hoshi instance takes around its migrations. */
const MIGRATION_LOCK = 0x486f736869; // "Hoshi"

/**
 * Several instances starting together must not migrate at once (they would race on the same
 * CREATE statements): the first takes a session-level advisory lock and migrates, the others
 * wait for it and then find nothing left to do.
 */
async function migrateOnce(pool: pg.Pool) {
  const [{ drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/**
 * A connection that drops while a client is checked out (a transaction's BEGIN on a socket the
 * database just closed) emits 'error' where the pool no longer listens, which would end the
 * process; and drizzle's transaction does not release a client whose BEGIN failed, so the pool
 * would lose that slot for good. Every client handed out here is watched while out: an error
 * returns it to the pool as broken (the pool replaces it), and a second release is a no-op.
 */
function guardCheckedOutClients(pool: pg.Pool, onError: (err: Error) => void) {
  const original = pool.connect.bind(pool) as (
    callback: (err: Error | undefined, client: pg.PoolClient | undefined) => void,
  ) => void;
  // The watch is set in the pool's own callback, not after an await: the pool hands a new client
  // over while it reads the connection's first answers, and an error message read in the same
  // chunk (a connection terminated as it opened) is emitted before any awaiting code would run.
  const guarded = () =>
    new Promise<pg.PoolClient>((resolve, reject) => {
      original((err, client) => {
        if (err || !client) {
          reject(err ?? new Error('the pool gave no client'));
          return;
        }
        const release = client.release.bind(client);
        let released = false;
        const broken = (error: Error) => {
          onError(error);
          client.release(error);
        };
        client.release = (error?: Error | boolean) => {
          if (released) return;
          released = true;
          client.off('error', broken);
          release(error);
        };
        client.on('error', broken);
        resolve(client);
      });
    });
  // The pool's own queries call connect with a callback: those keep the pool's connect.
  pool.connect = ((callback?: unknown) =>
    callback === undefined
      ? guarded()
      : (original as (cb: unknown) => void)(callback)) as typeof pool.connect;
}

/** PostgreSQL when a URL is given, else the embedded PGlite (on disk, or in memory without a dir). */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  onIdleError?: (err: Error) => void;
}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    // PostgreSQL's client is loaded only when configured: a start on PGlite does not pay for it.
    const [{ default: pgModule }, { drizzle: drizzlePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    // A database that stopped answering fails a request in 5 s (503 database_unavailable) rather
    // than holding it for the operating system's TCP timeout.
    const pool = new pgModule.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
    });
    // An idle client dropped by the server must not crash the process; the pool replaces it.
    pool.on('error', (err) => opts.onIdleError?.(err));
    guardCheckedOutClients(pool, (err) => opts.onIdleError?.(err));
    const db = drizzlePg(pool, { schema });
    await migrateOnce(pool);
    // A listener holds its connection out of the pool, which would not end while it does.
    const listeners = new Set<() => Promise<void>>();
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      listen: async (channel, onNotify, onListening) => {
        const unlisten = await listenPostgres(pool, channel, onNotify, onListening);
        const stop = async () => {
          listeners.delete(stop);
          await unlisten();
        };
        listeners.add(stop);
        return stop;
      },
      close: async () => {
        await Promise.all([...listeners].map((stop) => stop()));
        await pool.end();
      },
    };
  }
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const migrate = (client: PGlite) => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  let client: PGlite;
  if (opts.dataDir) {
    client = new PGlite(pgliteDirectory(opts.dataDir), { postgresqlconf: EMBEDDED_POSTGRES_CONF });
    await migrate(client);
  } else {
    client = await openInMemoryPglite(PGlite, migrationsFolder, migrate, EMBEDDED_POSTGRES_CONF);
  }
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    // One process holds the embedded database: its notifications are in-process calls.
    listen: async (channel, onNotify) => client.listen(channel, (payload) => onNotify(payload)),
    close: () => client.close(),
  };
}

/** A start-up failure the operator can act on, said in one line. */
export class StartupError extends Error {}

/** DATA_DIR/pglite, created on a fresh clone; a directory that cannot be made is said plainly. */
function pgliteDirectory(dataDir: string): string {
  const dir = path.join(dataDir, 'pglite');
  try {
    mkdirSync(dir, { recursive: true });
  } catch (err) {
    const reason = err instanceof Error && 'code' in err ? String(err.code) : String(err);
    throw new StartupError(`Cannot create the database directory ${dir} (DATA_DIR): ${reason}`);
  }
  return dir;
}

/** The rows of a raw query's answer (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows))
    return [];
  return result.rows.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null);
}
