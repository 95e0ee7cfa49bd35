import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '@hoshi/discord-emulator';
import { realServerPerFile } from '../testing/real-server.ts';
import { createHttpClient } from './http-client.ts';
import { sessionStore } from './session/session-store.ts';

const server = realServerPerFile();

/** A client of its own over the real server, holding `initial` as its token. */
function setup(initial: string | null) {
  let token = initial;
  const tokens = { get: () => token, set: vi.fn((next: string | null) => (token = next)) };
  const client = createHttpClient(tokens);
  client.defaults.adapter = server().adapter;
  return { client, tokens, token: () => token };
}

let signedIn: string;
beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await server().signInAs(DEMO.users.akari);
  signedIn = sessionStore.get().accessToken ?? '';
  sessionStore.reset();
  server().requests.length = 0;
  server().sent.length = 0;
});

describe('http client (against the real server)', () => {
  it('sends the Bearer token while one is held, and none otherwise', async () => {
    const { client } = setup(signedIn);
    const { data } = await client.get('/validate');
    expect(data).toMatchObject({ id: DEMO.users.akari });

    expect(server().sent[0]?.headers.authorization).toBe(`Bearer ${signedIn}`);

    server().dropCookies();
    const anonymous = setup(null);
    await expect(anonymous.client.get('/validate')).rejects.toMatchObject({ response: { status: 401 } });
    expect(server().sent[1]?.headers.authorization).toBeUndefined();
  });

  it('refreshes on a 401 (a token the server no longer knows) and retries once with the new token', async () => {
    const { client, token } = setup('not-a-token-anymore');
    const { data } = await client.get('/validate');
    expect(data).toMatchObject({ id: DEMO.users.akari });
    expect(server().requests).toEqual(['GET /api/validate', 'GET /api/refresh', 'GET /api/validate']);
    expect(token()).not.toBe('not-a-token-anymore');
  });

  it('retries only once when the retried request is refused again', async () => {
    const { client } = setup('stale');
    server().interfere('GET /api/validate', 401);
    server().interfere('GET /api/validate', 401);
    await expect(client.get('/validate')).rejects.toMatchObject({ response: { status: 401 } });
    expect(server().requests).toEqual(['GET /api/validate', 'GET /api/refresh', 'GET /api/validate']);
  });

  it('never refreshes because the refresh itself answered 401', async () => {
    server().interfere('GET /api/refresh', 401);
    const { client, tokens } = setup(null);
    await expect(client.get('/refresh')).rejects.toMatchObject({ response: { status: 401 } });
    expect(server().requests).toEqual(['GET /api/refresh']);
    expect(tokens.set).not.toHaveBeenCalled();
  });

  it('clears the token and passes the error on when the refresh fails', async () => {
    server().dropCookies();
    const { client, token } = setup('stale');
    const path = `/guilds/${DEMO.guilds.A}/info`;
    await expect(client.get(path)).rejects.toMatchObject({
      response: { status: 401 },
      config: { url: path },
    });
    expect(server().requests).toEqual([`GET /api${path}`, 'GET /api/refresh']);
    expect(token()).toBeNull();
  });

  it('lets concurrent 401s share one refresh', async () => {
    let release: () => void = () => {};
    server().interfere('GET /api/refresh', new Promise<void>((resolve) => (release = resolve)));
    const { client } = setup('stale');
    const pending = Promise.all([
      client.get('/validate'),
      client.get('/config'),
      client.get(`/guilds/${DEMO.guilds.A}/info`),
    ]);
    // vi.waitFor's own bound is 1 s; the real server can take longer on a busy machine.
    const refreshes = () => server().requests.filter((r) => r === 'GET /api/refresh');
    await vi.waitFor(() => expect(refreshes()).toHaveLength(1), { timeout: 15_000 });
    release();
    const answers = await pending;
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(server().requests.filter((r) => r === 'GET /api/refresh')).toHaveLength(1);
  });

  it('does not refresh on errors other than 401 (a server akari may not manage: 403)', async () => {
    const { client } = setup(signedIn);
    await expect(client.get(`/guilds/${DEMO.guilds.C}/info`)).rejects.toMatchObject({
      response: { status: 403 },
    });
    expect(server().requests).toEqual([`GET /api/guilds/${DEMO.guilds.C}/info`]);
  });
});
