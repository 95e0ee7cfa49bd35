import type { RESTOptions } from '@discordjs/rest';
import type { FastifyInstance } from 'fastify';
import { inject, type Response as InjectResponse } from 'light-my-request';

/**
 * Demo mode: @discordjs/rest talks to the emulator mounted in this very app through inject(),
 * so the whole Discord path (rate-limit headers, errors, retries) runs without a socket.
 * It dispatches to the app's router itself, not through app.inject(), which refuses once the app
 * is closing: requests still in flight during a graceful shutdown must reach Discord too.
 */
export function injectFetch(app: FastifyInstance): RESTOptions['makeRequest'] {
  return async (url, init) => {
    const target = new URL(url);
    const headers: Record<string, string> = {};
    // Two HeadersInit types meet here (undici's and the global one) in some workspaces, not in others.
    new Headers(init.headers as ConstructorParameters<typeof Headers>[0]).forEach((value, key) => {
      headers[key] = value;
    });
    // As fetch does: an aborted call (timeout, the caller's deadline) gives up at once and frees
    // its place in @discordjs/rest's queue, whatever the emulator is still doing.
    const signal = init.signal;
    const res = await new Promise<InjectResponse>((resolve, reject) => {
      const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      if (signal?.aborted) return abort();
      signal?.addEventListener('abort', abort, { once: true });
      inject((req, res) => app.routing(req, res), {
        method: (init.method ?? 'GET') as 'GET',
        url: target.pathname + target.search,
        headers,
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      }).then(resolve, reject);
    });
    const outHeaders = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value !== undefined) outHeaders.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    // The answer is already whole in memory: a response-like over it, no stream needed.
    const raw = new Uint8Array(res.rawPayload);
    return {
      body: null,
      bodyUsed: false,
      headers: outHeaders,
      ok: res.statusCode >= 200 && res.statusCode < 300,
      status: res.statusCode,
      statusText: res.statusMessage,
      arrayBuffer: async () => raw.buffer,
      json: async (): Promise<unknown> => JSON.parse(res.body),
      text: async () => res.body,
    };
  };
}
