import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { EmulatorOptions } from '../src/index.ts';
import { API, BOT_AUTH, makeEmulator, PREFIX } from './emulator-harness.ts';

export interface Running {
  app: FastifyInstance;
  /** http://127.0.0.1:port/discord-emulator */
  base: string;
  gateway: string;
}

/** A real listening emulator: WebSockets need a socket, inject cannot carry them. */
export async function listening(overrides: Partial<EmulatorOptions> = {}): Promise<Running> {
  const app = makeEmulator(overrides);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    base: `http://127.0.0.1:${port}${PREFIX}`,
    gateway: `ws://127.0.0.1:${port}${PREFIX}/gateway`,
  };
}

export interface Payload {
  op: number;
  t?: string | null;
  s?: number | null;
  d?: unknown;
}

/** A bare gateway client: every payload kept in order, awaited by predicate. */
export class RawClient {
  readonly received: Payload[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private cursor = 0;
  private wake: (() => void) | undefined;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      // ws hands over a Buffer (binaryType is left at nodebuffer).
      // eslint-disable-next-line @typescript-eslint/no-base-to-string
      this.received.push(JSON.parse(data.toString()) as Payload);
      this.wake?.();
    });
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        this.wake?.();
      }),
    );
  }

  static open(url: string): Promise<RawClient> {
    const socket = new WebSocket(url);
    const client = new RawClient(socket);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(client));
      socket.once('error', reject);
    });
  }

  send(op: number, d: unknown): void {
    this.socket.send(JSON.stringify({ op, d }));
  }

  /** The next payload (after those already taken) matching the predicate. */
  async next(match: (p: Payload) => boolean = () => true, what = 'a payload'): Promise<Payload> {
    const deadline = Date.now() + 5000;
    for (;;) {
      while (this.cursor < this.received.length) {
        const payload = this.received[this.cursor++] as Payload;
        if (match(payload)) return payload;
      }
      if (this.socket.readyState === WebSocket.CLOSED) throw new Error(`socket closed before ${what}`);
      if (Date.now() > deadline) throw new Error(`no ${what} within 5 s`);
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, 100);
      });
    }
  }

  dispatch(t: string): Promise<Payload> {
    return this.next((p) => p.op === 0 && p.t === t, t);
  }

  /** The next dispatch's data, typed by the caller (discord-api-types' payload types). */
  async data<T>(t: string): Promise<T> {
    return (await this.dispatch(t)).d as T;
  }

  /** Dispatches received so far with this name. */
  seen(t: string): Payload[] {
    return this.received.filter((p) => p.op === 0 && p.t === t);
  }

  close(): void {
    this.socket.close();
  }
}

export const BOT_TOKEN_FOR_GATEWAY = 'demo-bot-token';

/** Opens, waits for HELLO, identifies, and waits for READY. */
export async function identified(
  gateway: string,
  intents: number,
  shard: [number, number] = [0, 1],
): Promise<{ client: RawClient; ready: Payload }> {
  const client = await RawClient.open(`${gateway}?v=10&encoding=json`);
  await client.next((p) => p.op === 10, 'HELLO');
  client.send(2, {
    token: BOT_TOKEN_FOR_GATEWAY,
    intents,
    shard,
    properties: { os: 'linux', browser: 'test', device: 'test' },
  });
  const ready = await client.dispatch('READY');
  return { client, ready };
}

export async function world(app: FastifyInstance, path: string, body: unknown) {
  const response = await app.inject({ method: 'POST', url: `${PREFIX}${path}`, payload: body as object });
  return response;
}

/** A bot REST call (JSON when there is a body), as the bot's client sends it. */
export function botRest(app: FastifyInstance) {
  return (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown) =>
    app.inject({
      method,
      url: `${API}${path}`,
      headers: body === undefined ? BOT_AUTH : { ...BOT_AUTH, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
}
