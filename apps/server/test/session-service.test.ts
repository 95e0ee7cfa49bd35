import type { APIUser, RESTPostOAuth2AccessTokenResult } from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@hoshi/db';
import { sessions } from '@hoshi/db/schema';
import type { DiscordApi } from '../src/discord/discord-api.ts';
import { DiscordTokenRejectedError } from '../src/discord/bounded-rest.ts';
import { sha256 } from '../src/lib/crypto.ts';
import { RENEW_GRACE_MS, SESSION_LIFETIME_MS, SessionService } from '../src/services/session-service.ts';
import { DATABASES, freshPostgres } from './helpers.ts';

const unused = () => Promise.reject(new Error('not used by this test'));

/** A Discord that answers the OAuth and /users/@me calls from the test's own values. */
export function fakeDiscord(user: () => APIUser | Promise<APIUser>, revoked: string[] = []): DiscordApi {
  let n = 0;
  return {
    exchangeCode: unused,
    refreshToken: async () => tokens(`renewed-${++n}`),
    revokeToken: async (token) => void revoked.push(token),
    getCurrentUser: async () => user(),
    getUserGuilds: unused,
    getBotGuildIds: unused,
    getGuild: unused,
    getChannels: unused,
    getBotMember: unused,
    getMember: unused,
    createChannel: unused,
    deleteChannel: unused,
    listMembers: unused,
    getBan: unused,
  };
}

export const tokens = (name: string): RESTPostOAuth2AccessTokenResult => ({
  access_token: `access-${name}`,
  refresh_token: `refresh-${name}`,
  expires_in: 604800,
  scope: 'identify guilds',
  token_type: 'Bearer',
});

describe('sessions keep only storable text', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({});
  });
  afterAll(() => handle.close());

  it('strips NUL and lone surrogates from the name Discord sends', async () => {
    const user = {
      id: '100000000000000009',
      username: 'a\u0000b\ud800c',
      avatar: 'x\u0000',
      discriminator: '0',
      global_name: null,
    };
    const service = new SessionService(
      handle.db,
      fakeDiscord(() => user),
      'k'.repeat(64),
    );
    const created = await service.create(tokens('nul'));
    expect(created.user).toEqual({ id: user.id, username: 'abc', avatar: 'x' });
    const rows = await handle.db.select().from(sessions);
    expect(rows.map((r) => r.username)).toEqual(['abc']);
  });
});

async function found<T>(lookup: Promise<T | undefined>): Promise<T> {
  const value = await lookup;
  if (value === undefined) throw new Error('expected a session');
  return value;
}

/** Discord's refresh: each refresh token works once (rotated), answers come after a pause. */
function rotatingDiscord(calls: string[]): DiscordApi {
  let live = new Set(['refresh-first']);
  let n = 0;
  const user = {
    id: '100000000000000009',
    username: 'hoshi',
    avatar: null,
    discriminator: '0',
    global_name: null,
  };
  return {
    ...fakeDiscord(() => user),
    refreshToken: async (refreshToken) => {
      calls.push(refreshToken);
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (!live.has(refreshToken)) throw new Error('invalid_grant');
      const next = tokens(`renewed-${++n}`);
      live = new Set([next.refresh_token]);
      return next;
    },
  };
}

describe.each(DATABASES)('renewal shared by several instances on $name', (database) => {
  let handle: DatabaseHandle;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const pg = database.url ? await freshPostgres(database.url) : undefined;
    drop = pg?.drop;
    handle = await openDatabase({ databaseUrl: pg?.url });
  });
  afterAll(async () => {
    await handle.close();
    await drop?.();
  });

  it('renews once when two instances refresh one session at once; both get the new token', async () => {
    const calls: string[] = [];
    const discord = rotatingDiscord(calls);
    const a = new SessionService(handle.db, discord, 'k'.repeat(64));
    const b = new SessionService(handle.db, discord, 'k'.repeat(64));
    const { cookie } = await a.create(tokens('first'));
    await handle.db.update(sessions).set({ accessExpiresAt: new Date(Date.now() + 60_000) });
    for (let trial = 0; trial < 6; trial++) {
      const [rowA, rowB] = await Promise.all([found(a.findByCookie(cookie)), found(b.findByCookie(cookie))]);
      const answers = await Promise.all([a.accessTokenFor(rowA), b.accessTokenFor(rowB)]);
      expect(answers[0]).toBe(answers[1]);
      expect((await a.findByAccessToken(answers[0]))?.idHash).toBe(rowA.idHash);
      await handle.db.update(sessions).set({ accessExpiresAt: new Date(Date.now() + 60_000) });
    }
    expect(calls).toHaveLength(6);
    expect(new Set(calls).size).toBe(6);
  });

  it('accepts the replaced token for the grace only', async () => {
    let now = Date.now();
    const discord = rotatingDiscord([]);
    const service = new SessionService(handle.db, discord, 'k'.repeat(64), () => now);
    await handle.db.delete(sessions);
    const { cookie, accessToken: first } = await service.create(tokens('first'));
    now += 604800_000 - 60_000;
    const renewed = await service.accessTokenFor(await found(service.findByCookie(cookie)));
    expect(renewed).not.toBe(first);
    expect((await service.findByAccessToken(first))?.idHash).toBe(sha256(cookie));
    now += RENEW_GRACE_MS + 1;
    expect(await service.findByAccessToken(first)).toBeUndefined();
    expect((await service.findByAccessToken(renewed))?.idHash).toBe(sha256(cookie));
  });
});

describe('session lifetime', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({});
  });
  afterAll(() => handle.close());

  it('ends a session 30 days after sign-in, by cookie and by token, and drops it later', async () => {
    let now = Date.now();
    const user = {
      id: '100000000000000009',
      username: 'hoshi',
      avatar: null,
      discriminator: '0',
      global_name: null,
    };
    const service = new SessionService(
      handle.db,
      fakeDiscord(() => user),
      'k'.repeat(64),
      () => now,
    );
    const { cookie, accessToken } = await service.create({ ...tokens('old'), expires_in: 60 * 86400 });
    now += SESSION_LIFETIME_MS - 1000;
    expect((await service.findByCookie(cookie))?.idHash).toBe(sha256(cookie));
    expect((await service.findByAccessToken(accessToken))?.idHash).toBe(sha256(cookie));
    now += 2000;
    expect(await service.findByCookie(cookie)).toBeUndefined();
    expect(await service.findByAccessToken(accessToken)).toBeUndefined();
    await service.create(tokens('new'));
    expect((await handle.db.select().from(sessions)).map((r) => r.accessTokenHash)).toHaveLength(1);
  });
});

describe('a token Discord refuses before its time', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({});
  });
  afterAll(() => handle.close());

  const user = {
    id: '100000000000000010',
    username: 'hoshi',
    avatar: null,
    discriminator: '0',
    global_name: null,
  };

  it('is renewed once through the refresh token at the next refresh, and opens nothing more', async () => {
    const spent: string[] = [];
    let dead = false;
    const discord: DiscordApi = {
      ...fakeDiscord(() => user),
      getCurrentUser: async (token) => {
        if (dead && token === 'access-early') throw new DiscordTokenRejectedError();
        return user;
      },
      refreshToken: async (refreshToken) => {
        spent.push(refreshToken);
        return tokens('renewed');
      },
    };
    const service = new SessionService(handle.db, discord, 'k'.repeat(64));
    const { cookie } = await service.create(tokens('early'));
    dead = true;
    const row = await found(service.findByCookie(cookie));
    expect(await service.accessTokenFor(row)).toBe('access-renewed');
    expect(spent).toEqual(['refresh-early']);
    expect(await service.findByAccessToken('access-early')).toBeUndefined();
    expect((await service.findByAccessToken('access-renewed'))?.idHash).toBe(sha256(cookie));
    // The renewed token is good: the next refresh hands it back without renewing again.
    expect(await service.accessTokenFor(await found(service.findByCookie(cookie)))).toBe('access-renewed');
    expect(spent).toHaveLength(1);
  });

  it('is handed back while Discord is down: not known dead', async () => {
    let down = false;
    const discord: DiscordApi = {
      ...fakeDiscord(() => user),
      getCurrentUser: async () => {
        if (down) throw new Error('Discord did not answer');
        return user;
      },
      refreshToken: () => Promise.reject(new Error('must not renew')),
    };
    const service = new SessionService(handle.db, discord, 'k'.repeat(64));
    const { cookie } = await service.create({ ...tokens('down'), access_token: 'access-down' });
    down = true;
    expect(await service.accessTokenFor(await found(service.findByCookie(cookie)))).toBe('access-down');
  });
});
