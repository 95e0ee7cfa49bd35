import type { FastifyInstance } from 'fastify';
import { describe, test as base } from 'vitest';
import { DEMO } from '@hoshi/discord-emulator';
import { buildApp } from '../src/app.ts';
import { testConfig, type Config } from '../src/config.ts';
import { freshPostgres } from '@hoshi/db/testing';
import { signIn } from '../src/testing.ts';

export const USERS = { akari: DEMO.users.akari, mika: DEMO.users.mika } as const;
export const GUILDS = DEMO.guilds;

export interface Database {
  name: string;
  url?: string;
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (.ci/run sets it when it answers). */
export const DATABASES: Database[] = [
  { name: 'pglite' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres', url: process.env.TEST_DATABASE_URL }] : []),
];

/** For suites whose behaviour does not depend on the database: PGlite alone. */
export const PGLITE: Database[] = [{ name: 'pglite' }];

export type Session = Awaited<ReturnType<typeof signIn>>;

/** An app of its own, for a test that needs a config or a fate no other test shares. */
export async function createTestApp(database: { url?: string }, overrides: Partial<Config> = {}) {
  // A database of its own on PostgreSQL, so apps never see each other's rows.
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

/**
 * The test API of one app on one database: `app` is built once for the file (for the first test
 * or hook that asks for it) and closed after the file's last test; `akari` and `mika` are signed
 * in on it once. Tests that share it use their own guild or user, or put back what they change.
 */
function appTest(database: Database, overrides: Partial<Config>) {
  return (
    base
      // Vitest reads what a fixture depends on from its first parameter's pattern: this one, nothing.
      // eslint-disable-next-line no-empty-pattern
      .extend('app', { scope: 'file' }, async ({}, { onCleanup }) => {
        const app = await createTestApp(database, overrides);
        onCleanup(() => closeTestApp(app));
        return app;
      })
      .extend('akari', { scope: 'file' }, ({ app }) => signIn(app, USERS.akari))
      .extend('mika', { scope: 'file' }, ({ app }) => signIn(app, USERS.mika))
  );
}

export type AppTest = ReturnType<typeof appTest>;

/** The file's app and sessions, for helpers declared beside the tests (read once the tests run). */
export interface AppUnderTest {
  readonly app: FastifyInstance;
  readonly akari: Session;
  readonly mika: Session;
  readonly database: Database;
}

/**
 * Declares `body` once per database (`title on pglite`, `title on postgres`), each with its
 * `test` whose fixtures are that database's app (built with `overrides`) and signed-in users.
 * Helpers declared in `body` reach them through `the`, filled before the first test.
 */
export function describeApp(
  title: string,
  overrides: Partial<Config>,
  body: (test: AppTest, the: AppUnderTest) => void,
): void {
  describeAppOn(DATABASES, title, overrides, body);
}

/** `describeApp` on the given databases only. */
export function describeAppOn(
  databases: Database[],
  title: string,
  overrides: Partial<Config>,
  body: (test: AppTest, the: AppUnderTest) => void,
): void {
  for (const database of databases) {
    // Made outside the describe: Vitest keeps file-scoped fixtures only for a test API made at a
    // file's top level, where describeApp is called.
    const test = appTest(database, overrides);
    describe(`${title} on ${database.name}`, () => {
      let ready: Omit<AppUnderTest, 'database'> | undefined;
      const the: AppUnderTest = {
        get app() {
          return filled().app;
        },
        get akari() {
          return filled().akari;
        },
        get mika() {
          return filled().mika;
        },
        database,
      };
      const filled = () => {
        if (!ready) throw new Error('the app is built before the first test, not while tests are declared');
        return ready;
      };
      // In a hook, not in the first test: building takes seconds (more on a busy machine), which
      // the hook timeout allows for.
      test.beforeAll(({ app, akari, mika }) => {
        ready = { app, akari, mika };
      });
      body(test, the);
    });
  }
}

export { freshPostgres } from '@hoshi/db/testing';
export { cookieOf, exchangeRequest, signIn } from '../src/testing.ts';
