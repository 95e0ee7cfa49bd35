import { DEMO } from '@hoshi/discord-emulator';
import { INVITE_PERMISSIONS, PERMISSION_BITS, PERMISSION_NAMES } from '@hoshi/contracts';
import { expect } from 'vitest';
import { describeApp, GUILDS, signIn } from './helpers.ts';

// docs/product.md#hoshis-permissions: what Hoshi holds, for the pages to say what it lacks.
describeApp("Hoshi's permissions (GET /api/guilds/{id}/bot-permissions)", {}, (test, the) => {
  const held = (guildId: string, headers: Record<string, string>, query = '') =>
    the.app.inject({ url: `/api/guilds/${guildId}/bot-permissions${query}`, headers });

  test('answers what the invite link asks for where Hoshi was invited with it', async () => {
    const res = await held(GUILDS.A, the.akari.headers);
    expect(res.statusCode).toBe(200);
    const asked = PERMISSION_NAMES.filter((name) => (INVITE_PERMISSIONS & PERMISSION_BITS[name]) !== 0n);
    expect(res.json()).toEqual({ permissions: asked });
    expect((await held(GUILDS.A, the.akari.headers, '?fresh=1')).json()).toEqual({ permissions: asked });
  });

  test('answers without timeout, kick, ban or roles where Hoshi came with a bare link (Cafe Comet)', async () => {
    const sora = await signIn(the.app, DEMO.users.sora);
    const res = await held(GUILDS.C, sora.headers);
    expect(res.statusCode).toBe(200);
    const { permissions } = res.json<{ permissions: string[] }>();
    expect(permissions).toContain('SEND_MESSAGES');
    for (const lacking of ['MODERATE_MEMBERS', 'KICK_MEMBERS', 'BAN_MEMBERS', 'MANAGE_ROLES'])
      expect(permissions).not.toContain(lacking);
  });

  test('answers only managers of the server', async () => {
    expect((await held(GUILDS.A, the.mika.headers)).statusCode).toBe(403);
    expect((await held(GUILDS.C, the.akari.headers)).statusCode).toBe(403);
    expect((await the.app.inject({ url: `/api/guilds/${GUILDS.A}/bot-permissions` })).statusCode).toBe(401);
  });
});
