import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './http-client.ts';
import { authOf, pathOf, stubAdapter } from '../testing/axios-stub.ts';
import type { StubHandler } from '../testing/axios-stub.ts';

function setup(handler: StubHandler, initialToken: string | null = 'old') {
  let token = initialToken;
  const tokens = { get: () => token, set: vi.fn((next: string | null) => (token = next)) };
  const calls: { path: string; auth: string | undefined }[] = [];
  const client = createHttpClient(tokens);
  client.defaults.adapter = stubAdapter((config) => {
    calls.push({ path: pathOf(config), auth: authOf(config) });
    return handler(config);
  });
  return { client, calls, tokens, token: () => token };
}

describe('http client', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('sends the Bearer token while one is held, and none otherwise', async () => {
    const { client, calls } = setup(() => ({ status: 200, data: {} }));
    await client.get('/validate');
    expect(calls[0]?.auth).toBe('Bearer old');

    const anonymous = setup(() => ({ status: 200, data: {} }), null);
    await anonymous.client.get('/config');
    expect(anonymous.calls[0]?.auth).toBeUndefined();
  });

  it('refreshes on a 401 and retries the request once with the new token', async () => {
    const { client, calls, token } = setup((config) => {
      if (pathOf(config) === '/refresh') return { status: 200, data: { access_token: 'new' } };
      return authOf(config) === 'Bearer new' ? { status: 200, data: { ok: true } } : { status: 401 };
    });
    const { data } = await client.get('/validate');
    expect(data).toEqual({ ok: true });
    expect(calls.map((c) => c.path)).toEqual(['/validate', '/refresh', '/validate']);
    expect(token()).toBe('new');
  });

  it('retries only once when the retried request is refused again', async () => {
    const { client, calls } = setup((config) =>
      pathOf(config) === '/refresh' ? { status: 200, data: { access_token: 'new' } } : { status: 401 },
    );
    await expect(client.get('/validate')).rejects.toMatchObject({ response: { status: 401 } });
    expect(calls.map((c) => c.path)).toEqual(['/validate', '/refresh', '/validate']);
  });

  it('never refreshes because the refresh itself answered 401', async () => {
    const { client, calls, tokens } = setup(() => ({ status: 401 }));
    await expect(client.get('/refresh')).rejects.toMatchObject({ response: { status: 401 } });
    expect(calls.map((c) => c.path)).toEqual(['/refresh']);
    expect(tokens.set).not.toHaveBeenCalled();
  });

  it('clears the token and passes the error on when the refresh fails', async () => {
    const { client, calls, token } = setup(() => ({ status: 401 }));
    await expect(client.get('/guilds/1/info')).rejects.toMatchObject({
      response: { status: 401 },
      config: { url: '/guilds/1/info' },
    });
    expect(calls.map((c) => c.path)).toEqual(['/guilds/1/info', '/refresh']);
    expect(token()).toBeNull();
  });

  it('lets concurrent 401s share one refresh', async () => {
    let release: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => (release = resolve));
    const { client, calls } = setup(async (config) => {
      if (pathOf(config) === '/refresh') {
        await refreshGate;
        return { status: 200, data: { access_token: 'new' } };
      }
      return authOf(config) === 'Bearer new' ? { status: 200, data: pathOf(config) } : { status: 401 };
    });
    const pending = Promise.all([client.get('/a'), client.get('/b'), client.get('/c')]);
    await vi.waitFor(() => expect(calls.filter((c) => c.path === '/refresh')).toHaveLength(1));
    release();
    const answers = await pending;
    expect(answers.map((a) => a.data)).toEqual(['/a', '/b', '/c']);
    expect(calls.filter((c) => c.path === '/refresh')).toHaveLength(1);
  });

  it('does not refresh on errors other than 401', async () => {
    const { client, calls } = setup(() => ({ status: 403 }));
    await expect(client.get('/guilds/1/info')).rejects.toMatchObject({ response: { status: 403 } });
    expect(calls).toHaveLength(1);
  });
});
