import { randomBytes } from 'node:crypto';
import pg from 'pg';

// Its own module (pg only), so the bench scripts can load it without the whole server.
/** A database of its own on the PostgreSQL server at `baseUrl` (a test's or a bench run's); `drop` removes it. */
export async function freshPostgres(
  baseUrl: string,
  prefix = 'hoshi_test',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  // FORCE: a connection the code under test left open must not keep the database alive.
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
