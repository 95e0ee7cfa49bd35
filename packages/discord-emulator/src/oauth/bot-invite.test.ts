import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO } from '../index.ts';
import {
  API,
  BOT_AUTH,
  PREFIX,
  REDIRECT_URI,
  form,
  makeEmulator,
  redirectParams,
} from '../../test/emulator-harness.ts';

// The web app's "Add to Server" card links to a real-looking bot invite: no guild_id, no redirect_uri.
const INVITE = { client_id: DEMO.botUserId, scope: 'bot applications.commands', permissions: '8' };
const { A, C, D } = DEMO.guilds;

let app: FastifyInstance;
afterEach(() => app.close());

function post(fields: Record<string, string | undefined>): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `${PREFIX}/oauth2/authorize`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ ...INVITE, ...fields }),
  });
}

async function botGuildIds(): Promise<string[]> {
  const response = await app.inject({ url: `${API}/users/@me/guilds`, headers: BOT_AUTH });
  return response.json<Array<{ id: string }>>().map((g) => g.id);
}

async function botRolePermissions(guildId: string): Promise<string | undefined> {
  const roles = (await app.inject({ url: `${API}/guilds/${guildId}/roles`, headers: BOT_AUTH })).json<
    Array<{ permissions: string; tags?: { bot_id?: string } }>
  >();
  return roles.find((r) => r.tags?.bot_id === DEMO.botUserId)?.permissions;
}

describe('bot invite without guild_id (Add to Server)', () => {
  it('first asks who you are, with Continue instead of Authorize', async () => {
    app = makeEmulator();
    const page = await app.inject({
      url: `${PREFIX}/oauth2/authorize?${new URLSearchParams(INVITE).toString()}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`name="user_id" value="${DEMO.users.akari}"`);
    expect(page.body).toContain('name="action" value="continue"');
    expect(page.body).not.toContain('name="guild_id"');
    expect(page.body).not.toContain('name="redirect_uri"');
    expect(page.body).not.toMatch(/<script|src="http|href="http/);
  });

  it('then offers the servers that user may manage, the bot’s own ones disabled', async () => {
    app = makeEmulator();
    const page = await post({ user_id: DEMO.users.akari, action: 'continue' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="guild_id">');
    expect(page.body).toContain('<select id="guild_id" name="guild_id" required autofocus');
    expect(page.body).toContain(`<option value="${D}">Quiet Garden</option>`);
    expect(page.body).toContain(`<option value="${A}" disabled>Star Lounge (already added)</option>`);
    expect(page.body).toContain(`<option value="${DEMO.guilds.B}" disabled>`);
    expect(page.body).not.toContain(`value="${C}"`); // akari is only a member there
    expect(page.body).toContain(`name="user_id" value="${DEMO.users.akari}"`);
    expect(page.body).toContain('name="action" value="add_bot"');
    expect(page.body).not.toMatch(/<script|src="http|href="http/);
  });

  it('user akari + guild D adds the bot and ends on a success page', async () => {
    app = makeEmulator();
    expect(await botGuildIds()).not.toContain(D);
    const done = await post({ user_id: DEMO.users.akari, guild_id: D, action: 'add_bot' });
    expect(done.statusCode).toBe(200);
    expect(done.headers.location).toBeUndefined();
    expect(done.body).toContain('Hoshi was added to Quiet Garden. You can close this tab.');
    expect(await botGuildIds()).toContain(D);
    expect(await botRolePermissions(D)).toBe('8');
  });

  it('user akari + guild C (no Manage Server) is a 400 page and adds nothing', async () => {
    app = makeEmulator();
    const before = await botRolePermissions(C);
    const refused = await post({ user_id: DEMO.users.akari, guild_id: C, action: 'add_bot' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('role="alert"');
    expect(refused.body).toContain('you need the Manage Server permission there');
    expect(refused.body).toContain('value="continue" autofocus>Choose another server</button>');
    // The bot was already in C; a refused invite must not touch its role either.
    expect(await botRolePermissions(C)).toBe(before);
    expect(await botGuildIds()).not.toContain(D);
  });

  it('a server the bot is already in, or no server at all, is refused too', async () => {
    app = makeEmulator();
    const again = await post({ user_id: DEMO.users.akari, guild_id: A, action: 'add_bot' });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('Hoshi is already in Star Lounge.');
    expect((await post({ user_id: DEMO.users.akari, action: 'add_bot' })).statusCode).toBe(400);
  });

  it('a user who manages no server is told so and gets no Authorize button', async () => {
    app = makeEmulator();
    const page = await post({ user_id: DEMO.users.mika, action: 'continue' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('There is no server where you may add Hoshi');
    expect(page.body).not.toContain('value="add_bot"');
  });

  it('escapes what it echoes on the picker page, in hidden fields and the switch-user link', async () => {
    app = makeEmulator();
    const page = await post({ user_id: DEMO.users.akari, action: 'continue', state: '"><script>x</script>' });
    expect(page.body).not.toContain('<script>x</script>');
    expect(page.body).toContain('name="state" value="&quot;&gt;&lt;script&gt;');
    expect(page.body).toMatch(/<a href="authorize\?[^"]*state=%22%3E%3Cscript/);
  });

  it('Cancel on the picker without redirect_uri ends on a page, not a redirect', async () => {
    app = makeEmulator();
    const cancelled = await post({ user_id: DEMO.users.akari, action: 'cancel' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.body).toContain('Nothing was authorized');
  });

  it('with a redirect_uri the picked guild goes back to the client with the code', async () => {
    app = makeEmulator();
    const fields = {
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'identify guilds bot',
      state: 's',
    };
    expect((await post({ ...fields, user_id: DEMO.users.akari, action: 'continue' })).body).toContain(
      `<option value="${D}">Quiet Garden</option>`,
    );
    const response = await post({ ...fields, user_id: DEMO.users.akari, guild_id: D, action: 'add_bot' });
    expect(response.statusCode).toBe(302);
    const params = redirectParams(response);
    expect(params.get('guild_id')).toBe(D);
    expect(params.get('permissions')).toBe('8');
    expect(params.get('state')).toBe('s');
    expect(params.get('code')).toMatch(/^\w{30}$/);
  });
});
