import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema.ts';
import { sha256 } from '../src/lib/crypto.ts';
import { closeTestApp, cookieOf, createTestApp, DATABASES, signIn, USERS } from './helpers.ts';

describe.each(DATABASES)('sign-in cycle on $name', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => closeTestApp(app));

  it('login redirects to the authorize page with a state it also sets as an httpOnly cookie', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/discord/login' });
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(location.pathname).toBe('/discord-emulator/oauth2/authorize');
    expect(location.searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth/discord/callback');
    const cookie = res.cookies.find((c) => c.name === 'hoshi_oauth_state');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.value).toBe(location.searchParams.get('state'));
  });

  it('login → exchange → validate → refresh → logout works end to end', async () => {
    const s = await signIn(app, USERS.akari);
    expect(s.user).toEqual({ id: USERS.akari, username: 'akari', avatar: expect.any(String) });

    const validate = await app.inject({ method: 'GET', url: '/api/validate', headers: s.headers });
    expect(validate.statusCode).toBe(200);
    expect(validate.json()).toEqual(s.user);

    // A reloaded page has only the cookie: refresh hands the token back.
    const refresh = await app.inject({
      method: 'GET',
      url: '/api/refresh',
      cookies: { hoshi_session: s.session },
    });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.json()).toEqual({ access_token: s.token });

    const logout = await app.inject({
      method: 'POST',
      url: '/api/logout',
      cookies: { hoshi_session: s.session },
    });
    expect(logout.statusCode).toBe(204);
    expect(cookieOf(logout, 'hoshi_session')).toBe('');

    const after = await app.inject({
      method: 'GET',
      url: '/api/refresh',
      cookies: { hoshi_session: s.session },
    });
    expect(after.statusCode).toBe(204);
    const stale = await app.inject({ method: 'GET', url: '/api/validate', headers: s.headers });
    expect(stale.statusCode).toBe(401);
    // Revoked at Discord too: the token no longer opens the emulator's API.
    const discord = await app.inject({
      method: 'GET',
      url: '/discord-emulator/api/v10/users/@me',
      headers: s.headers,
    });
    expect(discord.statusCode).toBe(401);
  });

  it('stores the session id and access token only as hashes, the refresh token only encrypted', async () => {
    const s = await signIn(app, USERS.mika);
    const [row] = await app.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256(s.session)));
    expect(row).toBeDefined();
    expect(row!.accessTokenHash).toBe(sha256(s.token));
    expect(JSON.stringify(row)).not.toContain(s.token);
    expect(JSON.stringify(row)).not.toContain(s.session);
  });

  it('renews through Discord when the access token is near expiry, and the old token stops working', async () => {
    const s = await signIn(app, USERS.akari);
    await app.db
      .update(sessions)
      .set({ accessExpiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.idHash, sha256(s.session)));
    const refresh = await app.inject({
      method: 'GET',
      url: '/api/refresh',
      cookies: { hoshi_session: s.session },
    });
    expect(refresh.statusCode).toBe(200);
    const renewed = refresh.json().access_token as string;
    expect(renewed).not.toBe(s.token);
    const ok = await app.inject({
      method: 'GET',
      url: '/api/validate',
      headers: { authorization: `Bearer ${renewed}` },
    });
    expect(ok.statusCode).toBe(200);
    const old = await app.inject({ method: 'GET', url: '/api/validate', headers: s.headers });
    expect(old.statusCode).toBe(401);
  });

  it('rejects an exchange whose state does not match the cookie, and keeps no session', async () => {
    const login = await app.inject({ method: 'GET', url: '/api/discord/login' });
    const state = cookieOf(login, 'hoshi_oauth_state') ?? '';
    const before = await app.db.select().from(sessions);
    const res = await app.inject({
      method: 'POST',
      url: '/api/discord/exchange',
      cookies: { hoshi_oauth_state: state },
      payload: { code: 'whatever', state: `${state}x` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('state_mismatch');
    const noCookie = await app.inject({
      method: 'POST',
      url: '/api/discord/exchange',
      payload: { code: 'c', state },
    });
    expect(noCookie.statusCode).toBe(400);
    expect(await app.db.select().from(sessions)).toHaveLength(before.length);
  });

  it('answers 400 for a code Discord refuses', async () => {
    const login = await app.inject({ method: 'GET', url: '/api/discord/login' });
    const state = cookieOf(login, 'hoshi_oauth_state') ?? '';
    const res = await app.inject({
      method: 'POST',
      url: '/api/discord/exchange',
      cookies: { hoshi_oauth_state: state },
      payload: { code: 'not-a-real-code', state },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_code');
  });

  it('answers 204 (nobody signed in) to refresh without a session, and 401 to validate without a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/refresh' })).statusCode).toBe(204);
    const unknown = { hoshi_session: 'no-such-session' };
    expect((await app.inject({ method: 'GET', url: '/api/refresh', cookies: unknown })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/api/validate' })).statusCode).toBe(401);
    const bogus = { authorization: 'Bearer not-a-token' };
    expect((await app.inject({ method: 'GET', url: '/api/validate', headers: bogus })).statusCode).toBe(401);
  });
});
