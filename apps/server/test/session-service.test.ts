import type { APIUser, RESTPostOAuth2AccessTokenResult } from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { sessions } from '../src/db/schema.ts';
import type { DiscordApi } from '../src/discord/discord-api.ts';
import { SessionService } from '../src/services/session-service.ts';

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
    createChannel: unused,
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
