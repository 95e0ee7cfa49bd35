import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { DEMO } from '@hoshi/discord-emulator';
import { buildApp } from '../src/app.ts';
import { testConfig, type Config } from '../src/config.ts';

export const USERS = { akari: DEMO.users.akari, mika: DEMO.users.mika } as const;
export const GUILDS = DEMO.guilds;

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (.ci/run sets it when it answers). */
export const DATABASES: Array<{ name: string; url?: string }> = [
  { name: 'pglite' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres', url: process.env.TEST_DATABASE_URL }] : []),
];

/** A fresh database per app on PostgreSQL, so test files never see each other's rows. */
export async function freshPostgres(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `hoshi_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function createTestApp(database: { url?: string }, overrides: Partial<Config> = {}) {
  const pgdb = database.url ? await freshPostgres(database.url) : undefined;
  const app = await buildApp(testConfig({ ...(pgdb ? { databaseUrl: pgdb.url } : {}), ...overrides }));
  await app.ready();
  if (pgdb) drops.set(app, pgdb.drop);
  return app;
}

const drops = new WeakMap<FastifyInstance, () => Promise<void>>();

/** Closes the app, then drops its PostgreSQL database once no connection is left. */
export async function closeTestApp(app: FastifyInstance) {
  await app.close();
  await drops.get(app)?.();
}

export { cookieOf, signIn } from '../src/testing.ts';
