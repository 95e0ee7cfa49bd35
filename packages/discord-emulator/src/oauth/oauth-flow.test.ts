import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO } from '../index.ts';
import {
  API,
  REDIRECT_URI,
  bearer,
  clientFields,
  makeEmulator,
  manualClock,
  postToken,
  redirectParams,
  signIn,
  submitAuthorize,
} from '../../test/emulator-harness.ts';

let app: FastifyInstance;
afterEach(() => app.close());

async function codeFor(userId: string, scope = 'identify guilds'): Promise<string> {
  const response = await submitAuthorize(app, userId, { scope });
  expect(response.statusCode).toBe(302);
  return redirectParams(response).get('code') ?? '';
}

const exchange = (code: string, redirectUri = REDIRECT_URI) =>
  postToken(app, { ...clientFields(), grant_type: 'authorization_code', code, redirect_uri: redirectUri });
const refresh = (refreshToken: string) =>
  postToken(app, { ...clientFields(), grant_type: 'refresh_token', refresh_token: refreshToken });
const me = (accessToken: string) =>
  app.inject({ url: `${API}/users/@me`, headers: { authorization: `Bearer ${accessToken}` } });

describe('OAuth2 authorization code flow', () => {
  it('authorize → code → token → users/@me returns the chosen user', async () => {
    app = makeEmulator();
    const authorized = await submitAuthorize(app, DEMO.users.akari, { state: 'abc 123' });
    expect(authorized.statusCode).toBe(302);
    const params = redirectParams(authorized);
    expect(String(authorized.headers.location).startsWith(`${REDIRECT_URI}?`)).toBe(true);
    expect(params.get('state')).toBe('abc 123');
    const token = await exchange(params.get('code') ?? '');
    expect(token.statusCode).toBe(200);
    const body = token.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 604800, scope: 'identify guilds' });
    const user = await me(body.access_token);
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({
      id: DEMO.users.akari,
      username: 'akari',
      avatar: expect.any(String),
    });
  });

  it('a code works only once', async () => {
    app = makeEmulator();
    const code = await codeFor(DEMO.users.mika);
    expect((await exchange(code)).statusCode).toBe(200);
    const again = await exchange(code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('a code expires after 10 minutes', async () => {
    const clock = manualClock();
    app = makeEmulator({ now: clock.now });
    const code = await codeFor(DEMO.users.mika);
    clock.advance(10 * 60 * 1000 + 1);
    expect((await exchange(code)).json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('a redirect_uri different from the one authorized is invalid_grant', async () => {
    app = makeEmulator({ redirectUris: [REDIRECT_URI, 'http://localhost:5173/auth/discord/callback'] });
    const code = await codeFor(DEMO.users.akari);
    const response = await exchange(code, 'http://localhost:5173/auth/discord/callback');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid "redirect_uri" in request.',
    });
  });

  it('a wrong client secret is 401 invalid_client', async () => {
    app = makeEmulator();
    const code = await codeFor(DEMO.users.akari);
    const response = await postToken(app, {
      ...clientFields('wrong'),
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'invalid_client' });
  });

  it('client credentials may come by HTTP Basic instead of the body', async () => {
    app = makeEmulator();
    const code = await codeFor(DEMO.users.akari);
    const basic = Buffer.from(`${DEMO.botUserId}:${DEMO.clientSecret}`).toString('base64');
    const response = await postToken(
      app,
      { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI },
      { authorization: `Basic ${basic}` },
    );
    expect(response.statusCode).toBe(200);
  });

  it('refreshing rotates the refresh token: the old one is rejected, the new access token works', async () => {
    app = makeEmulator();
    const first = await signIn(app, DEMO.users.akari);
    const renewed = await refresh(first.refresh_token);
    expect(renewed.statusCode).toBe(200);
    const second = renewed.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    expect((await me(second.access_token)).statusCode).toBe(200);
    const reused = await refresh(first.refresh_token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await refresh(second.refresh_token)).statusCode).toBe(200);
  });

  it('revoking an access token ends the grant: the token and its refresh token stop working', async () => {
    app = makeEmulator();
    const tokens = await signIn(app, DEMO.users.akari);
    const revoked = await app.inject({
      method: 'POST',
      url: `${API}/oauth2/token/revoke`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...clientFields(),
        token: tokens.access_token,
        token_type_hint: 'access_token',
      }).toString(),
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({});
    expect((await me(tokens.access_token)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(400);
  });

  it('revoking a refresh token also kills its access token', async () => {
    app = makeEmulator();
    const tokens = await signIn(app, DEMO.users.akari);
    await app.inject({
      method: 'POST',
      url: `${API}/oauth2/token/revoke`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...clientFields(), token: tokens.refresh_token }).toString(),
    });
    expect((await me(tokens.access_token)).statusCode).toBe(401);
  });

  it('an expired access token is 401 with Discord’s body', async () => {
    const clock = manualClock();
    app = makeEmulator({ now: clock.now, accessTokenTtlSeconds: 60 });
    const tokens = await signIn(app, DEMO.users.akari);
    expect(tokens.expires_in).toBe(60);
    clock.advance(59_000);
    expect((await me(tokens.access_token)).statusCode).toBe(200);
    clock.advance(1_000);
    const expired = await me(tokens.access_token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: '401: Unauthorized', code: 0 });
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(200);
  });

  it('users/@me needs the identify scope and shows email only with the email scope', async () => {
    app = makeEmulator();
    const guildsOnly = await signIn(app, DEMO.users.akari, 'guilds');
    expect((await app.inject({ url: `${API}/users/@me`, headers: bearer(guildsOnly) })).statusCode).toBe(401);
    const withEmail = await signIn(app, DEMO.users.akari, 'identify email');
    expect((await app.inject({ url: `${API}/users/@me`, headers: bearer(withEmail) })).json()).toMatchObject({
      email: 'akari@hoshi.example',
      verified: true,
    });
    const identify = await signIn(app, DEMO.users.akari, 'identify');
    expect(
      (await app.inject({ url: `${API}/users/@me`, headers: bearer(identify) })).json(),
    ).not.toHaveProperty('email');
  });

  it('unsupported grant types and missing codes are rejected like Discord', async () => {
    app = makeEmulator();
    expect(
      (await postToken(app, { ...clientFields(), grant_type: 'client_credentials' })).json(),
    ).toMatchObject({ error: 'unsupported_grant_type' });
    expect(
      (await postToken(app, { ...clientFields(), grant_type: 'authorization_code' })).json(),
    ).toMatchObject({ error: 'invalid_request' });
  });
});
