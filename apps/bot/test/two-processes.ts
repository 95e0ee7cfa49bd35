import { openDatabase, type DatabaseHandle } from '@hoshi/db';
import { freshPostgres } from '@hoshi/db/testing';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (two pools: two processes' own). */
export const DATABASES: { name: string; url?: string }[] = [
  { name: 'pglite' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres', url: process.env.TEST_DATABASE_URL }] : []),
];

/**
 * Two bot processes' databases: two pools on a fresh PostgreSQL database (`name`), or the one
 * embedded database on PGlite. What to close afterwards is pushed to `cleanups`.
 */
export async function twoProcesses(
  url: string | undefined,
  name: string,
  cleanups: (() => Promise<void>)[],
): Promise<[DatabaseHandle, DatabaseHandle]> {
  if (!url) {
    const handle = await openDatabase({});
    cleanups.push(() => handle.close());
    return [handle, handle];
  }
  const fresh = await freshPostgres(url, name);
  cleanups.push(fresh.drop);
  const a = await openDatabase({ databaseUrl: fresh.url });
  const b = await openDatabase({ databaseUrl: fresh.url });
  cleanups.push(
    () => a.close(),
    () => b.close(),
  );
  return [a, b];
}
