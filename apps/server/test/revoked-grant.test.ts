import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '@hoshi/discord-emulator';
import { sessions } from '../src/db/schema.ts';
import { sha256 } from '../src/lib/crypto.ts';
import { closeTestApp, cookieOf, createTestApp, GUILDS, signIn, USERS } from './helpers.ts';

type Session = Awaited<ReturnType<typeof signIn>>;

/** A grant revoked at Discord (the user removed Hoshi from their authorised apps). */
describe('a grant revoked at Discord', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({});
  });
  afterAll(() => closeTestApp(app));

  const revokeAtDiscord = (s: Session) =>
    app.inject({
      method: 'POST',
      url: '/discord-emulator/api/v10/oauth2/token/revoke',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_id: DEMO.botUserId,
        client_secret: DEMO.clientSecret,
        token: s.token,
      }).toString(),
    });
  const refresh = (s: Session) => app.inject({ url: '/api/refresh', cookies: { hoshi_session: s.session } });
  const validate = (s: Session) => app.inject({ url: '/api/validate', headers: s.headers });
  const rowOf = async (s: Session) =>
    (await app.db.select().from(sessions)).find((r) => r.idHash === sha256(s.session));

  it('ends the session at the next refresh: no dead token handed back, the cookie cleared', async () => {
    const akari = await signIn(app, USERS.akari);
    expect((await refresh(akari)).json()).toEqual({ access_token: akari.token });
    expect((await revokeAtDiscord(akari)).statusCode).toBe(200);

    const res = await refresh(akari);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
    expect(cookieOf(res, 'hoshi_session')).toBe('');
    expect(await rowOf(akari)).toBeUndefined();
    expect((await validate(akari)).statusCode).toBe(401);
  });

  it("takes Discord's 401 on a page as the token's end: it opens nothing more, and the renewal ends the session", async () => {
    const akari = await signIn(app, USERS.akari);
    expect((await validate(akari)).statusCode).toBe(200);
    await revokeAtDiscord(akari);
    // The guild list is asked of Discord again (its cached copy has aged out).
    await app.cache.delete(`user-guilds:${USERS.akari}`);

    const page = await app.inject({ url: `/api/guilds/${GUILDS.A}/info/greetings`, headers: akari.headers });
    expect(page.statusCode).toBe(401);
    expect(page.json().error.code).toBe('unauthorized');
    // Everything else the token opened is closed too: validate, saves.
    expect((await validate(akari)).statusCode).toBe(401);
    const save = await app.inject({
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

  it('leaves other sessions alone', async () => {
    const akari = await signIn(app, USERS.akari);
    const other = await signIn(app, USERS.akari);
    await revokeAtDiscord(akari);
    expect((await refresh(akari)).statusCode).toBe(401);
    expect((await refresh(other)).json()).toEqual({ access_token: other.token });
    expect((await validate(other)).statusCode).toBe(200);
  });
});
