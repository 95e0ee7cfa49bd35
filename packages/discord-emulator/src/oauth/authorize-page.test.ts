import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO } from '../index.ts';
import {
  API,
  BOT_AUTH,
  PREFIX,
  REDIRECT_URI,
  makeEmulator,
  redirectParams,
  submitAuthorize,
} from '../../test/emulator-harness.ts';

let app: FastifyInstance;
afterEach(() => app.close());

function authorizeUrl(params: Record<string, string>): string {
  return `${PREFIX}/oauth2/authorize?${new URLSearchParams({ client_id: DEMO.botUserId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'identify guilds', ...params }).toString()}`;
}

describe('authorize page', () => {
  it('offers every demo user and posts back the same parameters', async () => {
    app = makeEmulator();
    const page = await app.inject({ url: authorizeUrl({ state: 'xyz' }) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Discord emulator');
    for (const id of Object.values(DEMO.users)) expect(page.body).toContain(`name="user_id" value="${id}"`);
    expect(page.body).toContain('<form method="post" action="authorize">');
    expect(page.body).toContain('name="state" value="xyz"');
    expect(page.body).toContain(`name="redirect_uri" value="${REDIRECT_URI}"`);
    expect(page.body).toContain('value="cancel"');
    expect(page.body).not.toMatch(/<script|src="http|href="http/);
  });

  it('escapes everything it echoes', async () => {
    app = makeEmulator();
    const page = await app.inject({ url: authorizeUrl({ state: '"><script>alert(1)</script>' }) });
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('an unknown client_id or unregistered redirect_uri is a 400 page, never a redirect', async () => {
    app = makeEmulator();
    const badClient = await app.inject({ url: authorizeUrl({ client_id: '123' }) });
    expect(badClient.statusCode).toBe(400);
    expect(badClient.headers.location).toBeUndefined();
    const badRedirect = await app.inject({ url: authorizeUrl({ redirect_uri: 'https://evil.example/cb' }) });
    expect(badRedirect.statusCode).toBe(400);
    expect(badRedirect.headers.location).toBeUndefined();
    const post = await submitAuthorize(app, DEMO.users.akari, { redirect_uri: 'https://evil.example/cb' });
    expect(post.statusCode).toBe(400);
  });

  it('an unknown scope goes back to the client as invalid_scope', async () => {
    app = makeEmulator();
    const response = await app.inject({ url: authorizeUrl({ scope: 'identify superpowers', state: 's' }) });
    expect(response.statusCode).toBe(302);
    expect(redirectParams(response).get('error')).toBe('invalid_scope');
    expect(redirectParams(response).get('state')).toBe('s');
  });

  it('Cancel redirects with error=access_denied and the state', async () => {
    app = makeEmulator();
    const response = await submitAuthorize(app, DEMO.users.akari, { action: 'cancel', state: 'keep-me' });
    expect(response.statusCode).toBe(302);
    const params = redirectParams(response);
    expect(params.get('error')).toBe('access_denied');
    expect(params.get('state')).toBe('keep-me');
    expect(params.has('code')).toBe(false);
  });

  it('scope=bot with guild_id adds the bot to a guild the user manages, with its managed role', async () => {
    app = makeEmulator();
    const response = await submitAuthorize(app, DEMO.users.akari, {
      scope: 'bot applications.commands',
      guild_id: DEMO.guilds.D,
      permissions: '2048',
    });
    expect(response.statusCode).toBe(302);
    const params = redirectParams(response);
    expect(params.get('guild_id')).toBe(DEMO.guilds.D);
    expect(params.get('permissions')).toBe('2048');
    expect(params.has('code')).toBe(false);
    const member = await app.inject({
      url: `${API}/guilds/${DEMO.guilds.D}/members/${DEMO.botUserId}`,
      headers: BOT_AUTH,
    });
    expect(member.statusCode).toBe(200);
    const roles = (await app.inject({ url: `${API}/guilds/${DEMO.guilds.D}/roles`, headers: BOT_AUTH })).json<
      Array<{
        id: string;
        managed: boolean;
        permissions: string;
        position: number;
        tags?: { bot_id?: string };
      }>
    >();
    const botRole = roles.find((r) => r.tags?.bot_id === DEMO.botUserId);
    expect(botRole).toMatchObject({ managed: true, permissions: '2048', position: 1 });
    expect(member.json().roles).toEqual([botRole?.id]);
  });

  it('scope=bot with identify also returns a code', async () => {
    app = makeEmulator();
    const response = await submitAuthorize(app, DEMO.users.akari, {
      scope: 'identify guilds bot',
      guild_id: DEMO.guilds.D,
    });
    const params = redirectParams(response);
    expect(params.get('guild_id')).toBe(DEMO.guilds.D);
    expect(params.get('code')).toMatch(/^\w{30}$/);
  });

  it('a user without Manage Server there cannot add the bot', async () => {
    app = makeEmulator();
    const response = await submitAuthorize(app, DEMO.users.mika, { scope: 'bot', guild_id: DEMO.guilds.D });
    expect(response.statusCode).toBe(403);
    const asMember = await submitAuthorize(app, DEMO.users.akari, { scope: 'bot', guild_id: DEMO.guilds.C });
    expect(asMember.statusCode).toBe(403);
    expect((await app.inject({ url: `${API}/guilds/${DEMO.guilds.D}`, headers: BOT_AUTH })).statusCode).toBe(
      403,
    );
  });
});
