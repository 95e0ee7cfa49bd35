import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildEmulatorApp, DEMO } from '../src/index.ts';
import type { EmulatorOptions } from '../src/index.ts';

export const PREFIX = '/discord-emulator';
export const API = `${PREFIX}/api/v10`;
export const REDIRECT_URI = 'http://localhost:3000/auth/discord/callback';
export const BOT_AUTH = { authorization: `Bot ${DEMO.botToken}` } as const;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' } as const;

/** A clock tests move by hand, so expiry is checked without waiting. */
export function manualClock(start = Date.UTC(2025, 0, 1)) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

export function makeEmulator(overrides: Partial<EmulatorOptions> = {}): FastifyInstance {
  return buildEmulatorApp({
    clientId: DEMO.botUserId,
    clientSecret: DEMO.clientSecret,
    botToken: DEMO.botToken,
    redirectUris: [REDIRECT_URI],
    ...overrides,
  });
}

export function form(fields: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) params.set(key, value);
  return params.toString();
}

export interface AuthorizeFields {
  scope?: string;
  state?: string;
  redirect_uri?: string;
  guild_id?: string;
  permissions?: string;
  action?: string;
}

/** Submits the authorize page's form as the chosen demo user. */
export function submitAuthorize(
  app: FastifyInstance,
  userId: string,
  fields: AuthorizeFields = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `${PREFIX}/oauth2/authorize`,
    headers: FORM,
    payload: form({
      client_id: DEMO.botUserId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'identify guilds',
      state: 'st4te',
      user_id: userId,
      action: 'authorize',
      ...fields,
    }),
  });
}

export function redirectParams(response: LightMyRequestResponse): URLSearchParams {
  return new URL(String(response.headers.location)).searchParams;
}

export function postToken(
  app: FastifyInstance,
  fields: Record<string, string | undefined>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `${API}/oauth2/token`,
    headers: { ...FORM, ...headers },
    payload: form(fields),
  });
}

export function clientFields(secret: string = DEMO.clientSecret) {
  return { client_id: DEMO.botUserId, client_secret: secret };
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  scope: string;
  token_type: string;
}

/** Runs the whole authorization-code flow and returns the token answer. */
export async function signIn(
  app: FastifyInstance,
  userId: string,
  scope = 'identify guilds',
): Promise<Tokens> {
  const code = redirectParams(await submitAuthorize(app, userId, { scope })).get('code') ?? '';
  const response = await postToken(app, {
    ...clientFields(),
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json<Tokens>();
}

export function bearer(tokens: Tokens) {
  return { authorization: `Bearer ${tokens.access_token}` };
}
