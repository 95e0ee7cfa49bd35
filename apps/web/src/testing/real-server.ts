import { AxiosError, AxiosHeaders, getAdapter } from 'axios';
import type { AxiosAdapter, AxiosResponse } from 'axios';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, vi } from 'vitest';
import type { SettingsOf, User } from '@hoshi/contracts';
import type { SettingsPageName } from '@hoshi/contracts/page-names';
import { authorize, signIn, startInMemoryServer } from '@hoshi/server/testing';
import { http } from '../lib/http.ts';
import { sessionStore } from '../lib/session/session-store.ts';

/** What the browser would have sent, reduced to what the server reads. */
/** A status alone, a whole answer, or a promise the request waits for before going on. */
type Fault = number | { status: number; body: unknown; headers?: Record<string, string> } | Promise<void>;

/**
 * Overrides of the server's test config (shallow, as `startInMemoryServer` takes them), for a
 * file whose tests need another setting, e.g. `limits` with a shorter action throttle.
 */
export type ServerConfig = NonNullable<NonNullable<Parameters<typeof startInMemoryServer>[0]>['config']>;

export interface Outgoing {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** Whether the browser would attach our cookies (not to Discord's API). */
  credentials: boolean;
}

/**
 * The real server behind a component test: `buildApp` in demo mode with an in-memory PGlite and
 * the Discord emulator mounted in-process, reached through `inject` instead of a socket. The web
 * client's requests (to /api and to the emulator's Discord API) go to it unchanged, with a
 * cookie jar standing in for the browser's, so a component test fails when the server changes.
 */
export class RealServer {
  /** Every request the web made, as `METHOD path`, oldest first. */
  readonly requests: string[] = [];
  /** The same requests with their headers, for what a test must see the client send. */
  readonly sent: Outgoing[] = [];
  private readonly cookies = new Map<string, string>();
  private readonly faults = new Map<string, Fault[]>();

  private constructor(readonly app: FastifyInstance) {}

  static async start(config: ServerConfig = {}): Promise<RealServer> {
    return new RealServer(await startInMemoryServer({ seed: true, config }));
  }

  /**
   * Signs a demo user in (the whole OAuth flow) and hands the token to the web's session;
   * `loginUrl` `/api/discord/login?scope=identify` signs in as a ban appeal does.
   */
  async signInAs(userId: string, loginUrl?: string): Promise<User> {
    const { token, session, user } = await signIn(this.app, userId, loginUrl);
    this.cookies.set('hoshi_session', session);
    sessionStore.set({ accessToken: token, authLoaded: true, user });
    return user;
  }

  /**
   * The first half of a sign-in, as the browser does it: our login route (its state cookie goes
   * into the jar), then the emulator's consent for the user. Answers what Discord would put on
   * the callback URL.
   */
  authorize(userId: string): Promise<{ code: string; state: string }> {
    return authorize(userId, async ({ body, ...step }) => {
      const answer = await this.send({ ...step, ...(body === undefined ? {} : { body }), credentials: true });
      return answer.headers.location;
    });
  }

  /** Reads like the test would through the API, with the signed-in user's token. */
  async get<T>(path: string): Promise<T> {
    const token = sessionStore.get().accessToken;
    const res = await this.app.inject({
      method: 'GET',
      url: path,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (res.statusCode !== 200) throw new Error(`GET ${path} answered ${res.statusCode}: ${res.body}`);
    return res.json<T>();
  }

  /**
   * Stores a settings document through the real save route, whatever version is stored now:
   * a test's known starting point.
   */
  async store<N extends SettingsPageName>(
    guildId: string,
    page: N,
    document: Omit<SettingsOf<N>, 'version'>,
  ): Promise<SettingsOf<N>> {
    const token = sessionStore.get().accessToken ?? '';
    const current = await this.get<{ settings: { version: number } }>(`/api/guilds/${guildId}/info/${page}`);
    const res = await this.app.inject({
      method: 'POST',
      url: `/api/save/guilds/${guildId}/${page}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { ...document, version: current.settings.version, token },
    });
    if (res.statusCode !== 200) throw new Error(`storing ${page} answered ${res.statusCode}: ${res.body}`);
    return res.json<{ data: SettingsOf<N> }>().data;
  }

  /** The document the server holds now. */
  async stored<N extends SettingsPageName>(guildId: string, page: N): Promise<SettingsOf<N>> {
    return (await this.get<{ settings: SettingsOf<N> }>(`/api/guilds/${guildId}/info/${page}`)).settings;
  }

  /**
   * Fault injection in front of the real server: the next request to `route` ("GET /api/validate")
   * answers `status` (or the given answer) instead of reaching it, or, given a promise, waits for
   * it first.
   */
  interfere(route: string, fault: Fault): void {
    this.faults.set(route, [...(this.faults.get(route) ?? []), fault]);
  }

  /** Forgets the session cookie, as when it expired or was cleared. */
  dropCookies(): void {
    this.cookies.clear();
  }

  async send(request: Outgoing): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    const url = new URL(request.url, 'http://localhost');
    const route = `${request.method.toUpperCase()} ${url.pathname}`;
    this.requests.push(route);
    this.sent.push(request);
    const fault = this.faults.get(route)?.shift();
    if (typeof fault === 'number') return { status: fault, headers: {}, body: '' };
    if (fault instanceof Promise) await fault;
    else if (fault) {
      const headers = { 'content-type': 'application/json', ...fault.headers };
      return { status: fault.status, headers, body: JSON.stringify(fault.body) };
    }
    const res = await this.app.inject({
      method: request.method.toUpperCase() as 'GET',
      url: url.pathname + url.search,
      headers: { ...request.headers, host: 'localhost' },
      cookies: request.credentials ? Object.fromEntries(this.cookies) : {},
      ...(request.body === undefined ? {} : { payload: request.body }),
    });
    for (const cookie of res.cookies) {
      if (cookie.value === '' || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    return { status: res.statusCode, headers, body: res.body };
  }

  /** An axios adapter for the web's client: same validation and errors as the real adapters. */
  readonly adapter: AxiosAdapter = async (config) => {
    const headers = AxiosHeaders.from(config.headers);
    // As the browser adapter does: no body, no Content-Type.
    if (config.data === undefined) headers.setContentType(null);
    const outgoing: Outgoing = {
      method: config.method ?? 'get',
      url: http.getUri(config),
      headers: Object.fromEntries(
        Object.entries(headers.toJSON(true)).map(([k, v]) => [k.toLowerCase(), String(v)]),
      ),
      ...(typeof config.data === 'string' ? { body: config.data } : {}),
      credentials: config.withCredentials === true,
    };
    const answer = await this.send(outgoing);
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: String(answer.status),
      headers: new AxiosHeaders(answer.headers),
      config,
      request: { path: outgoing.url },
    };
    const valid = config.validateStatus ?? ((status: number) => status >= 200 && status < 300);
    if (valid(answer.status)) return response;
    throw new AxiosError(
      `Request failed with status code ${answer.status}`,
      answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      response.request,
      response,
    );
  };

  /** `fetch` for the web's fetch-based calls (the first page's session check, config, logout). */
  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const answer = await this.send({
      method: init.method ?? 'GET',
      url,
      headers,
      ...(typeof init.body === 'string' ? { body: init.body } : {}),
      // A browser sends our cookies to our own origin unless told to omit them.
      credentials: init.credentials !== 'omit',
    });
    const empty = answer.status === 204 || answer.status === 304;
    return new Response(empty ? null : answer.body, { status: answer.status, headers: answer.headers });
  };

  close(): Promise<void> {
    return this.app.close();
  }
}

/**
 * One real server per test file, wired into the web's HTTP client; tests share its demo world,
 * so each leaves the documents it changes in a state the others do not depend on. `config`
 * overrides the server's test config for the whole file (see `ServerConfig`).
 */
export function realServerPerFile(config: ServerConfig = {}): () => RealServer {
  let server: RealServer | undefined;
  const original = http.defaults.adapter ?? getAdapter(['xhr', 'http', 'fetch']);
  beforeAll(async () => {
    server = await RealServer.start(config);
    http.defaults.adapter = server.adapter;
    vi.stubGlobal('fetch', server.fetch);
    // PGlite, migrations and the demo seed: seconds, more when every core is busy.
  }, 90_000);
  afterAll(async () => {
    http.defaults.adapter = original;
    vi.unstubAllGlobals();
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('the real server starts in beforeAll');
    return server;
  };
}
