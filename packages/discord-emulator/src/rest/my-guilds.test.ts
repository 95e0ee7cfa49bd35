import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO } from '../index.ts';
import { Permission } from '../permissions.ts';
import { API, BOT_AUTH, bearer, makeEmulator, signIn, submitAuthorize } from '../../test/emulator-harness.ts';

interface MyGuild {
  id: string;
  name: string;
  owner: boolean;
  permissions: string;
  approximate_member_count?: number;
}

let app: FastifyInstance;
afterEach(() => app.close());

async function guildsOf(headers: Record<string, string>, query = ''): Promise<MyGuild[]> {
  const response = await app.inject({ url: `${API}/users/@me/guilds${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MyGuild[]>();
}

const bits = (guild: MyGuild | undefined) => BigInt(guild?.permissions ?? '0');

describe('GET /users/@me/guilds', () => {
  it('akari sees A, B, C, D with her ownership and permissions', async () => {
    app = makeEmulator();
    const guilds = await guildsOf(bearer(await signIn(app, DEMO.users.akari)));
    expect(guilds.map((g) => g.id)).toEqual([DEMO.guilds.A, DEMO.guilds.B, DEMO.guilds.C, DEMO.guilds.D]);
    const [a, b, c, d] = guilds;
    expect(a?.owner).toBe(true);
    expect(d?.owner).toBe(true);
    expect(bits(a) & Permission.ADMINISTRATOR).toBe(Permission.ADMINISTRATOR);
    expect(b?.owner).toBe(false);
    expect(bits(b) & Permission.MANAGE_GUILD).toBe(Permission.MANAGE_GUILD);
    expect(bits(b) & Permission.ADMINISTRATOR).toBe(0n);
    expect(c?.owner).toBe(false);
    expect(bits(c) & (Permission.MANAGE_GUILD | Permission.ADMINISTRATOR)).toBe(0n);
    // Permissions exceed 2^32: they must travel as decimal strings.
    expect(typeof a?.permissions).toBe('string');
    expect(bits(a)).toBeGreaterThan(2n ** 32n);
  });

  it('mika sees only A, as a plain member', async () => {
    app = makeEmulator();
    const guilds = await guildsOf(bearer(await signIn(app, DEMO.users.mika)));
    expect(guilds.map((g) => g.id)).toEqual([DEMO.guilds.A]);
    expect(guilds[0]?.owner).toBe(false);
    expect(bits(guilds[0]) & (Permission.MANAGE_GUILD | Permission.ADMINISTRATOR)).toBe(0n);
  });

  it('approximate counts appear only with with_counts=true', async () => {
    app = makeEmulator();
    const headers = bearer(await signIn(app, DEMO.users.akari));
    expect((await guildsOf(headers))[0]).not.toHaveProperty('approximate_member_count');
    const counted = await guildsOf(headers, '?with_counts=true');
    expect(counted.find((g) => g.id === DEMO.guilds.A)?.approximate_member_count).toBe(1234);
    expect(counted.find((g) => g.id === DEMO.guilds.B)?.approximate_member_count).toBe(15300);
  });

  it('pages with limit and after/before in snowflake order', async () => {
    app = makeEmulator();
    const headers = bearer(await signIn(app, DEMO.users.akari));
    const first = await guildsOf(headers, '?limit=2');
    expect(first.map((g) => g.id)).toEqual([DEMO.guilds.A, DEMO.guilds.B]);
    const next = await guildsOf(headers, `?limit=2&after=${DEMO.guilds.B}`);
    expect(next.map((g) => g.id)).toEqual([DEMO.guilds.C, DEMO.guilds.D]);
    expect(await guildsOf(headers, `?after=${DEMO.guilds.D}`)).toEqual([]);
    const before = await guildsOf(headers, `?limit=2&before=${DEMO.guilds.D}`);
    expect(before.map((g) => g.id)).toEqual([DEMO.guilds.B, DEMO.guilds.C]);
  });

  it('limit outside 1..200 is Invalid Form Body', async () => {
    app = makeEmulator();
    const headers = bearer(await signIn(app, DEMO.users.akari));
    for (const limit of ['0', '201', 'ten']) {
      const response = await app.inject({ url: `${API}/users/@me/guilds?limit=${limit}`, headers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 50035,
        errors: { limit: { _errors: [expect.any(Object)] } },
      });
    }
  });

  it('needs the guilds scope', async () => {
    app = makeEmulator();
    const response = await app.inject({
      url: `${API}/users/@me/guilds`,
      headers: bearer(await signIn(app, DEMO.users.akari, 'identify')),
    });
    expect(response.statusCode).toBe(401);
  });

  it('with the Bot token lists the guilds the bot is in (not D)', async () => {
    app = makeEmulator();
    const guilds = await guildsOf(BOT_AUTH);
    expect(guilds.map((g) => g.id)).toEqual([DEMO.guilds.A, DEMO.guilds.B, DEMO.guilds.C]);
  });

  it('adding the bot with scope=bot puts D in the bot’s list', async () => {
    app = makeEmulator();
    await submitAuthorize(app, DEMO.users.akari, { scope: 'bot', guild_id: DEMO.guilds.D, permissions: '8' });
    const guilds = await guildsOf(BOT_AUTH);
    expect(guilds.map((g) => g.id)).toContain(DEMO.guilds.D);
  });

  it('each emulator instance starts from the seed (adding the bot elsewhere does not leak)', async () => {
    app = makeEmulator();
    await submitAuthorize(app, DEMO.users.akari, { scope: 'bot', guild_id: DEMO.guilds.D });
    const other = makeEmulator();
    const response = await other.inject({ url: `${API}/users/@me/guilds`, headers: BOT_AUTH });
    expect(response.json<MyGuild[]>().map((g) => g.id)).not.toContain(DEMO.guilds.D);
    await other.close();
  });
});
