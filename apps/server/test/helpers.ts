import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
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

export const cookieOf = (res: LightMyRequestResponse, name: string) =>
  res.cookies.find((c) => c.name === name)?.value;

/** The whole browser sign-in against the emulator: login → authorize → exchange. */
export async function signIn(app: FastifyInstance, userId: string) {
  const login = await app.inject({ method: 'GET', url: '/api/discord/login' });
  const state = cookieOf(login, 'hoshi_oauth_state');
  const authorize = new URL(String(login.headers.location));
  const form = new URLSearchParams(authorize.searchParams);
  form.set('user_id', userId);
  const consent = await app.inject({
    method: 'POST',
    url: authorize.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  const back = new URL(String(consent.headers.location));
  const code = back.searchParams.get('code') ?? '';
  const exchange = await app.inject({
    method: 'POST',
    url: '/api/discord/exchange',
    cookies: { hoshi_oauth_state: state ?? '' },
    payload: { code, state: back.searchParams.get('state') },
  });
  if (exchange.statusCode !== 200) throw new Error(`exchange failed: ${exchange.body}`);
  const body = exchange.json() as { access_token: string; user: { id: string } };
  return {
    token: body.access_token,
    user: body.user,
    session: cookieOf(exchange, 'hoshi_session') ?? '',
    headers: { authorization: `Bearer ${body.access_token}` },
  };
}
