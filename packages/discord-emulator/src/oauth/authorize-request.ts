import type { ResolvedOptions } from '../options.ts';
import { isSnowflake } from '../snowflake.ts';

/** Scopes Discord knows; anything else is answered with error=invalid_scope. */
const KNOWN_SCOPES = new Set([
  'activities.read',
  'activities.write',
  'applications.builds.read',
  'applications.builds.upload',
  'applications.commands',
  'applications.commands.permissions.update',
  'applications.entitlements',
  'applications.store.update',
  'bot',
  'connections',
  'dm_channels.read',
  'email',
  'gdm.join',
  'guilds',
  'guilds.join',
  'guilds.members.read',
  'identify',
  'messages.read',
  'openid',
  'relationships.read',
  'role_connections.write',
  'rpc',
  'voice',
  'webhook.incoming',
]);

/** Scopes that install the bot rather than act for the user. */
const INSTALL_SCOPES = new Set(['bot', 'applications.commands']);

export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string | undefined;
  responseType: string | undefined;
  scopes: string[];
  state: string | undefined;
  guildId: string | undefined;
  permissions: bigint;
  prompt: string | undefined;
}

export type AuthorizeParse =
  | { ok: true; request: AuthorizeRequest }
  | { ok: false; status: 400; message: string }
  | { ok: false; redirect: string };

function text(params: Record<string, unknown>, name: string): string | undefined {
  const value = params[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export function redirectWith(uri: string, params: Record<string, string | undefined>): string {
  const url = new URL(uri);
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

export function installsBot(request: AuthorizeRequest): boolean {
  return request.scopes.includes('bot');
}

/** A code is issued when the user is asked for anything beyond installing the bot. */
export function wantsCode(request: AuthorizeRequest): boolean {
  return request.scopes.some((s) => !INSTALL_SCOPES.has(s));
}

/**
 * Checks Discord's authorize parameters. Like Discord, problems with the client or redirect URI are
 * shown as an error page (we never redirect to an unregistered URI); the rest go back to the client.
 */
export function parseAuthorize(params: Record<string, unknown>, options: ResolvedOptions): AuthorizeParse {
  const clientId = text(params, 'client_id');
  if (clientId !== options.clientId)
    return {
      ok: false,
      status: 400,
      message: 'Unknown application: the client_id is not registered with this emulator.',
    };
  const redirectUri = text(params, 'redirect_uri');
  if (redirectUri !== undefined && !options.redirectUris.includes(redirectUri))
    return { ok: false, status: 400, message: 'Invalid OAuth2 redirect_uri.' };
  const scopes = (text(params, 'scope') ?? '').split(/\s+/).filter(Boolean);
  const state = text(params, 'state');
  const responseType = text(params, 'response_type');
  const guildId = text(params, 'guild_id');
  const permissionsText = text(params, 'permissions') ?? '0';
  const installOnly = scopes.length > 0 && scopes.every((s) => INSTALL_SCOPES.has(s));
  // A bare bot invite may omit redirect_uri; Discord then shows its own "authorized" page.
  if (redirectUri === undefined && !installOnly)
    return { ok: false, status: 400, message: 'Missing redirect_uri.' };
  const fail = (error: string, description: string): AuthorizeParse =>
    redirectUri === undefined
      ? { ok: false, status: 400, message: description }
      : { ok: false, redirect: redirectWith(redirectUri, { error, error_description: description, state }) };
  if (scopes.length === 0 || scopes.some((s) => !KNOWN_SCOPES.has(s)))
    return fail('invalid_scope', 'The requested scope is invalid, unknown, or malformed.');
  if (!installOnly && responseType !== 'code')
    return fail(
      'unsupported_response_type',
      'The authorization server does not support obtaining an authorization code using this method.',
    );
  if (guildId !== undefined && !isSnowflake(guildId)) return fail('invalid_request', 'Invalid guild_id.');
  if (!/^\d+$/.test(permissionsText)) return fail('invalid_request', 'Invalid permissions.');
  return {
    ok: true,
    request: {
      clientId,
      redirectUri,
      responseType,
      scopes,
      state,
      guildId,
      permissions: BigInt(permissionsText),
      prompt: text(params, 'prompt'),
    },
  };
}
