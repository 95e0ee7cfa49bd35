// The Discord side of the bot benches: the server with the emulator mounted (REST + gateway), the
// dashboard's settings store, and the driver that plays members (one request per join or message
// to the emulator's world controls). On PostgreSQL it runs in a child process, as Discord and the
// dashboard are not in the bot's process in production: each side has a core of its own and the
// bench process holds the bot alone. PGlite belongs to one process, so there (as in demo mode)
// everything shares the bench process.
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SettingsOf, SettingsPageName } from '@hoshi/contracts';
import { openDatabase, type DatabaseHandle } from '@hoshi/db';
import { startInMemoryServer } from '@hoshi/server/testing';

export type Answer = Record<string, unknown>;
/** A text field of an answer ('' when absent). */
export const text = (answer: Answer | undefined, field: string) => {
  const value = answer?.[field];
  return typeof value === 'string' ? value : '';
};
/** A request to the emulator: its path under the emulator's base, and its JSON body. */
export interface Call {
  path: string;
  body: object;
}

/** What the bench asks of the Discord side, in whichever process it runs. */
export interface WorldOps {
  emulator(): string;
  settingsGet(guildId: string, name: SettingsPageName): Promise<unknown>;
  settingsSave(guildId: string, name: SettingsPageName, userId: string, doc: unknown): Promise<void>;
  post(call: Call): Promise<Answer>;
  /** A GET or DELETE under the emulator's base (its record of a guild, its request counts). */
  request(method: 'GET' | 'DELETE', path: string): Promise<Answer>;
  /** Each lane's calls one after another, the lanes side by side; the answers by lane. */
  drive(lanes: Call[][]): Promise<Answer[][]>;
  /** This side's process CPU time so far, in microseconds. */
  cpu(): number;
  close(): Promise<void>;
}

export interface World {
  topology: string;
  /** The emulator's base URL (REST at `${emulator}/api`). */
  emulator: string;
  /** The bot's own database handle (the server's, when both share the process). */
  database: DatabaseHandle;
  settingsGet<N extends SettingsPageName>(guildId: string, name: N): Promise<SettingsOf<N>>;
  settingsSave<N extends SettingsPageName>(guildId: string, name: N, userId: string, doc: SettingsOf<N>): Promise<void>;
  post(path: string, body: object): Promise<Answer>;
  request(method: 'GET' | 'DELETE', path: string): Promise<Answer>;
  drive(lanes: Call[][]): Promise<Answer[][]>;
  /** CPU microseconds spent so far by the bench process and by the Discord side's process (0 when shared). */
  cpu(): Promise<{ bot: number; world: number }>;
  close(): Promise<void>;
}

const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

/**
 * The members' driver: plain HTTP/1.1 over kept-alive connections, the cheapest honest client
 * (undici's `fetch` cost more than the emulator answering it). Each call is still one request and
 * one gateway event for the bot.
 */
function driver(base: string) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  return (call: Call, method: 'POST' | 'GET' | 'DELETE' = 'POST') =>
    new Promise<Answer>((resolve, reject) => {
      const payload = method === 'POST' ? JSON.stringify(call.body) : '';
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${call.path}`,
          method,
          agent,
          headers:
            method === 'POST'
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {},
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const status = res.statusCode ?? 0;
            if (status >= 300) reject(new Error(`${call.path}: ${status} ${text}`));
            else resolve((text ? JSON.parse(text) : {}) as Answer);
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
}

/** The server and emulator in this process, listening on a free port. */
export async function serveWorld(databaseUrl?: string): Promise<WorldOps & { database: DatabaseHandle }> {
  const app = await startInMemoryServer({ config: { demoBot: false, ...(databaseUrl ? { databaseUrl } : {}) } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const emulator = `http://127.0.0.1:${port}/discord-emulator`;
  const post = driver(emulator);
  return {
    database: app.database,
    emulator: () => emulator,
    settingsGet: (guildId, name) => app.settings.get(guildId, name),
    async settingsSave(guildId, name, userId, doc) {
      await app.settings.save(guildId, name, userId, doc as SettingsOf<typeof name>);
    },
    post: (call) => post(call),
    request: (method, path) => post({ path, body: {} }, method),
    drive: (lanes) =>
      Promise.all(
        lanes.map(async (lane) => {
          const answers: Answer[] = [];
          for (const call of lane) answers.push(await post(call));
          return answers;
        }),
      ),
    cpu: cpuNow,
    close: () => app.close(),
  };
}

/** A call over the IPC channel: a WorldOps method and its arguments. */
type Request = { id: number } & (
  | { op: 'settingsGet'; args: [string, SettingsPageName] }
  | { op: 'settingsSave'; args: [string, SettingsPageName, string, unknown] }
  | { op: 'post'; args: [Call] }
  | { op: 'request'; args: ['GET' | 'DELETE', string] }
  | { op: 'drive'; args: [Call[][]] }
  | { op: 'cpu' | 'close'; args: [] }
);
type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

function perform(ops: WorldOps, request: Request): unknown {
  switch (request.op) {
    case 'settingsGet':
      return ops.settingsGet(...request.args);
    case 'settingsSave':
      return ops.settingsSave(...request.args);
    case 'post':
      return ops.post(...request.args);
    case 'request':
      return ops.request(...request.args);
    case 'drive':
      return ops.drive(...request.args);
    case 'cpu':
      return ops.cpu();
    case 'close':
      return ops.close();
  }
}

/** The child's side: serves WorldOps over the IPC channel (world-child.ts). */
export async function serveOverIpc(databaseUrl: string) {
  const ops = await serveWorld(databaseUrl);
  process.on('message', (request: Request) => {
    void (async () => {
      let reply: Reply;
      try {
        reply = { id: request.id, ok: true, value: await perform(ops, request) };
      } catch (err) {
        reply = { id: request.id, ok: false, error: err instanceof Error ? err.message : String(err) };
      }
      process.send?.(reply);
      if (request.op === 'close') process.disconnect();
    })();
  });
  process.send?.({ id: 0, ok: true, value: ops.emulator() } satisfies Reply);
}

function ipcClient(child: ChildProcess) {
  let next = 1;
  const waiting = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  child.on('message', (reply: Reply) => {
    const w = waiting.get(reply.id);
    if (!w) return;
    waiting.delete(reply.id);
    if (reply.ok) w.resolve(reply.value);
    else w.reject(new Error(reply.error));
  });
  child.on('exit', (code) => {
    for (const w of waiting.values()) w.reject(new Error(`the world process exited (${code})`));
    waiting.clear();
  });
  return <T>(request: Omit<Request, 'id'>) =>
    new Promise<T>((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve: (v) => resolve(v as T), reject });
      child.send({ id, ...request });
    });
}

/** The Discord side for one bench run: in a child process on PostgreSQL, in this one on PGlite. */
export async function openWorld(databaseUrl?: string): Promise<World> {
  // BENCH_ONE_PROCESS=1 keeps PostgreSQL's run in one process too, to compare the topologies.
  if (!databaseUrl || process.env.BENCH_ONE_PROCESS === '1') {
    const ops = await serveWorld(databaseUrl);
    return {
      topology: databaseUrl
        ? 'one process: bot, server + emulator and the driver (BENCH_ONE_PROCESS=1)'
        : 'one process: bot, server + emulator and the driver (PGlite belongs to one process)',
      emulator: ops.emulator(),
      database: ops.database,
      settingsGet: (guildId, name) => ops.settingsGet(guildId, name) as Promise<SettingsOf<typeof name>>,
      settingsSave: (guildId, name, userId, doc) => ops.settingsSave(guildId, name, userId, doc),
      post: (path, body) => ops.post({ path, body }),
      request: (method, path) => ops.request(method, path),
      drive: (lanes) => ops.drive(lanes),
      cpu: async () => ({ bot: cpuNow(), world: 0 }),
      close: () => ops.close(),
    };
  }
  const child = fork(new URL('./world-child.ts', import.meta.url), [databaseUrl], {
    // BENCH_PROFILE profiles this side too, its whole life (profile.ts profiles the bot's phase).
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE] : []),
    ],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const emulator = await new Promise<string>((resolve, reject) => {
    child.once('message', (reply: Reply) => (reply.ok ? resolve(String(reply.value)) : reject(new Error(reply.error))));
    child.once('exit', (code) => reject(new Error(`the world process exited (${code}) before it listened`)));
  });
  const call = ipcClient(child);
  const database = await openDatabase({ databaseUrl });
  return {
    topology: 'two processes: the bot here; server + emulator and the driver in a child, each with its core',
    emulator,
    database,
    settingsGet: (guildId, name) => call({ op: 'settingsGet', args: [guildId, name] }),
    settingsSave: (guildId, name, userId, doc) => call({ op: 'settingsSave', args: [guildId, name, userId, doc] }),
    post: (path, body) => call({ op: 'post', args: [{ path, body }] }),
    request: (method, path) => call({ op: 'request', args: [method, path] }),
    drive: (lanes) => call({ op: 'drive', args: [lanes] }),
    cpu: async () => ({ bot: cpuNow(), world: await call<number>({ op: 'cpu', args: [] }) }),
    async close() {
      await database.close();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      await call({ op: 'close', args: [] });
      await exited;
    },
  };
}
