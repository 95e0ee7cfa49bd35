import { expect } from 'vitest';
import { DEMO } from '@hoshi/discord-emulator';
import { sessions } from '@hoshi/db/schema';
import { sha256 } from '../src/lib/crypto.ts';
import { cookieOf, describeAppOn, GUILDS, PGLITE, signIn, USERS } from './helpers.ts';

type Session = Awaited<ReturnType<typeof signIn>>;

/** A grant revoked at Discord (the user removed Hoshi from their authorised apps). */
describeAppOn(PGLITE, 'a grant revoked at Discord', {}, (test, the) => {
  const revokeAtDiscord = (s: Session) =>
    the.app.inject({
      method: 'POST',
      url: '/discord-emulator/api/v10/oauth2/token/revoke',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_id: DEMO.botUserId,
        client_secret: DEMO.clientSecret,
        token: s.token,
      }).toString(),
    });
  const refresh = (s: Session) =>
    the.app.inject({ url: '/api/refresh', cookies: { hoshi_session: s.session } });
  const validate = (s: Session) => the.app.inject({ url: '/api/validate', headers: s.headers });
  const rowOf = async (s: Session) =>
    (await the.app.db.select().from(sessions)).find((r) => r.idHash === sha256(s.session));

  test('ends the session at the next refresh: no dead token handed back, the cookie cleared', async () => {
    const akari = await signIn(the.app, USERS.akari);
    expect((await refresh(akari)).json()).toEqual({ access_token: akari.token });
    expect((await revokeAtDiscord(akari)).statusCode).toBe(200);

    const res = await refresh(akari);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
    expect(cookieOf(res, 'hoshi_session')).toBe('');
    expect(await rowOf(akari)).toBeUndefined();
    expect((await validate(akari)).statusCode).toBe(401);
  });

  test("takes Discord's 401 on a page as the token's end: it opens nothing more, and the renewal ends the session", async () => {
    const akari = await signIn(the.app, USERS.akari);
    expect((await validate(akari)).statusCode).toBe(200);
    await revokeAtDiscord(akari);
    // The guild list is asked of Discord again (its cached copy has aged out).
    await the.app.cache.delete(`user-guilds:${USERS.akari}`);

    const page = await the.app.inject({
      url: `/api/guilds/${GUILDS.A}/info/greetings`,
      headers: akari.headers,
    });
    expect(page.statusCode).toBe(401);
    expect(page.json().error.code).toBe('unauthorized');
    // Everything else the token opened is closed too: validate, saves.
    expect((await validate(akari)).statusCode).toBe(401);
    const save = await the.app.inject({
      method: 'POST',
      url: `/api/save/guilds/${GUILDS.A}/language`,
      headers: akari.headers,
      payload: { token: akari.token },
    });
    expect(save.statusCode).toBe(401);
    // The web's one silent refresh: the refresh token was revoked with the grant, so it ends.
    expect((await refresh(akari)).statusCode).toBe(401);
    expect(await rowOf(akari)).toBeUndefined();
  });

  test('leaves other sessions alone', async () => {
    const akari = await signIn(the.app, USERS.akari);
    const other = await signIn(the.app, USERS.akari);
    await revokeAtDiscord(akari);
    expect((await refresh(akari)).statusCode).toBe(401);
    expect((await refresh(other)).json()).toEqual({ access_token: other.token });
    expect((await validate(other)).statusCode).toBe(200);
  });
});
