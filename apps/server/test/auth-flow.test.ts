import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { sessions } from '@hoshi/db/schema';
import { sha256 } from '../src/lib/crypto.ts';
import { cookieOf, describeApp, signIn, USERS } from './helpers.ts';

describeApp('sign-in cycle', {}, (test, the) => {
  test('login redirects to the authorize page with a state it also sets as an httpOnly cookie', async () => {
    const res = await the.app.inject({ method: 'GET', url: '/api/discord/login' });
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(location.pathname).toBe('/discord-emulator/oauth2/authorize');
    expect(location.searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth/discord/callback');
    const cookie = res.cookies.find((c) => c.name === 'hoshi_oauth_state');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.value).toBe(location.searchParams.get('state'));
  });

  test('login → exchange → validate → refresh → logout works end to end', async () => {
    const s = await signIn(the.app, USERS.akari);
    expect(s.user).toEqual({ id: USERS.akari, username: 'akari', avatar: expect.any(String) });

    const validate = await the.app.inject({ method: 'GET', url: '/api/validate', headers: s.headers });
    expect(validate.statusCode).toBe(200);
    expect(validate.json()).toEqual(s.user);

    // A reloaded page has only the cookie: refresh hands the token back.
    const refresh = await the.app.inject({
      method: 'GET',
      url: '/api/refresh',
      cookies: { hoshi_session: s.session },
    });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.json()).toEqual({ access_token: s.token });

    const logout = await the.app.inject({
      method: 'POST',
      url: '/api/logout',
      cookies: { hoshi_session: s.session },
    });
    expect(logout.statusCode).toBe(204);
    expect(cookieOf(logout, 'hoshi_session')).toBe('');

    const after = await the.app.inject({
      method: 'GET',
      url: '/api/refresh',
      cookies: { hoshi_session: s.session },
    });
    expect(after.statusCode).toBe(204);
    const stale = await the.app.inject({ method: 'GET', url: '/api/validate', headers: s.headers });
    expect(stale.statusCode).toBe(401);
    // Revoked at Discord too: the token no longer opens the emulator's API.
    const discord = await the.app.inject({
      method: 'GET',
      url: '/discord-emulator/api/v10/users/@me',
      headers: s.headers,
    });
    expect(discord.statusCode).toBe(401);
  });

  test('stores the session id and access token only as hashes, the refresh token only encrypted', async () => {
    const s = await signIn(the.app, USERS.mika);
    const [row] = await the.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256(s.session)));
    expect(row?.accessTokenHash).toBe(sha256(s.token));
    expect(JSON.stringify(row)).not.toContain(s.token);
    expect(JSON.stringify(row)).not.toContain(s.session);
  });

  test('renews through Discord when the access token is near expiry; the old token works for a short grace only', async () => {
    const s = await signIn(the.app, USERS.akari);
    await the.app.db
      .update(sessions)
      .set({ accessExpiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.idHash, sha256(s.session)));
    const refresh = await the.app.inject({
      method: 'GET',
      url: '/api/refresh',
      cookies: { hoshi_session: s.session },
    });
    expect(refresh.statusCode).toBe(200);
    const renewed = refresh.json().access_token as string;
    expect(renewed).not.toBe(s.token);
    const ok = await the.app.inject({
      method: 'GET',
      url: '/api/validate',
      headers: { authorization: `Bearer ${renewed}` },
    });
    expect(ok.statusCode).toBe(200);
    // Another tab may still hold the replaced token.
    expect(
      (await the.app.inject({ method: 'GET', url: '/api/validate', headers: s.headers })).statusCode,
    ).toBe(200);
    await the.app.db
      .update(sessions)
      .set({ previousValidUntil: new Date(Date.now() - 1) })
      .where(eq(sessions.idHash, sha256(s.session)));
    await the.app.sessions.reread(s.token);
    const old = await the.app.inject({ method: 'GET', url: '/api/validate', headers: s.headers });
    expect(old.statusCode).toBe(401);
  });

  test('rejects an exchange whose state does not match the cookie, and keeps no session', async () => {
    const login = await the.app.inject({ method: 'GET', url: '/api/discord/login' });
    const state = cookieOf(login, 'hoshi_oauth_state') ?? '';
    const before = await the.app.db.select().from(sessions);
    const res = await the.app.inject({
      method: 'POST',
      url: '/api/discord/exchange',
      cookies: { hoshi_oauth_state: state },
      payload: { code: 'whatever', state: `${state}x` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('state_mismatch');
    const noCookie = await the.app.inject({
      method: 'POST',
      url: '/api/discord/exchange',
      payload: { code: 'c', state },
    });
    expect(noCookie.statusCode).toBe(400);
    expect(await the.app.db.select().from(sessions)).toHaveLength(before.length);
  });

  test('refuses a code or state Discord could not have sent (NUL, surrogates, spaces) with a 400 naming it', async () => {
    for (const code of ['a\u0000b', 'x\ud800', 'two words']) {
      const res = await the.app.inject({
        method: 'POST',
        url: '/api/discord/exchange',
        cookies: { hoshi_oauth_state: 's' },
        payload: { code, state: 's' },
      });
      expect(res.statusCode, JSON.stringify(code)).toBe(400);
      expect(res.json().error.issues.map((i: { path: string }) => i.path)).toEqual(['code']);
    }
  });

  test('answers 502 when Discord fails the exchange with a 5xx (Discord down, not a refused sign-in)', async () => {
    await the.app.inject({
      method: 'POST',
      url: '/discord-emulator/_faults',
      payload: { status: 500, route: '/oauth2/token', count: 2 },
    });
    const res = await the.app.inject({
      method: 'POST',
      url: '/api/discord/exchange',
      cookies: { hoshi_oauth_state: 's' },
      payload: { code: 'some-code', state: 's' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('discord_unavailable');
  });

  test('revokes the grant when /users/@me fails right after the exchange, and keeps no session', async () => {
    const before = (await the.app.db.select().from(sessions)).length;
    const revokes = async () =>
      ((await the.app.inject({ url: '/discord-emulator/_stats' })).json().routes[
        'POST /oauth2/token/revoke'
      ] as number | undefined) ?? 0;
    const revokedBefore = await revokes();
    await the.app.inject({
      method: 'POST',
      url: '/discord-emulator/_faults',
      payload: { status: 502, route: '/users/@me', count: 2 },
    });
    await expect(signIn(the.app, USERS.akari)).rejects.toThrow(/discord_unavailable/);
    expect(await the.app.db.select().from(sessions)).toHaveLength(before);
    expect(await revokes()).toBe(revokedBefore + 1);
  });

  test('answers 400 for a code Discord refuses', async () => {
    const login = await the.app.inject({ method: 'GET', url: '/api/discord/login' });
    const state = cookieOf(login, 'hoshi_oauth_state') ?? '';
    const res = await the.app.inject({
      method: 'POST',
      url: '/api/discord/exchange',
      cookies: { hoshi_oauth_state: state },
      payload: { code: 'not-a-real-code', state },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_code');
  });

  test('refuses a logout from another site: no cookie change, the session stays', async () => {
    const s = await signIn(the.app, USERS.akari);
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ]) {
      const res = await the.app.inject({
        method: 'POST',
        url: '/api/logout',
        // What a cross-site form can send.
        headers: { ...headers, 'content-type': 'text/plain' },
        cookies: { hoshi_session: s.session },
        payload: 'x=1',
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().error.code).toBe('foreign_origin');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const cross = await the.app.inject({
      url: '/api/refresh',
      headers: { 'sec-fetch-site': 'cross-site' },
      cookies: { hoshi_session: s.session },
    });
    expect(cross.statusCode).toBe(403);
    const refresh = await the.app.inject({
      url: '/api/refresh',
      headers: { 'sec-fetch-site': 'same-origin' },
      cookies: { hoshi_session: s.session },
    });
    expect(refresh.statusCode).toBe(200);
    const own = await the.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      cookies: { hoshi_session: s.session },
    });
    expect(own.statusCode).toBe(204);
    expect(cookieOf(own, 'hoshi_session')).toBe('');
  });

  test('a logout without a session changes nothing', async () => {
    const res = await the.app.inject({
      method: 'POST',
      url: '/api/logout',
      cookies: { hoshi_session: 'no-such-session' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  test('a logout with only the Bearer token ends that session', async () => {
    const s = await signIn(the.app, USERS.mika);
    const res = await the.app.inject({ method: 'POST', url: '/api/logout', headers: s.headers });
    expect(res.statusCode).toBe(204);
    expect((await the.app.inject({ url: '/api/validate', headers: s.headers })).statusCode).toBe(401);
    // The cookie's session is gone: nobody is signed in on that browser any more.
    const refresh = await the.app.inject({ url: '/api/refresh', cookies: { hoshi_session: s.session } });
    expect(refresh.statusCode).toBe(204);
  });

  test('answers 204 (nobody signed in) to refresh without a session, and 401 to validate without a token', async () => {
    expect((await the.app.inject({ method: 'GET', url: '/api/refresh' })).statusCode).toBe(204);
    const unknown = { hoshi_session: 'no-such-session' };
    expect((await the.app.inject({ method: 'GET', url: '/api/refresh', cookies: unknown })).statusCode).toBe(
      204,
    );
    expect((await the.app.inject({ method: 'GET', url: '/api/validate' })).statusCode).toBe(401);
    const bogus = { authorization: 'Bearer not-a-token' };
    expect((await the.app.inject({ method: 'GET', url: '/api/validate', headers: bogus })).statusCode).toBe(
      401,
    );
  });
});
