import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { EmulatorState } from '../state.ts';

type Form = Record<string, unknown>;

function field(form: Form, name: string): string | undefined {
  const value = form[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** Client credentials come from HTTP Basic or the form body, as RFC 6749 §2.3.1 allows and Discord accepts. */
function clientIsValid(state: EmulatorState, request: FastifyRequest, form: Form): boolean {
  let id = field(form, 'client_id');
  let secret = field(form, 'client_secret');
  const header = request.headers.authorization;
  if (header?.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) {
      id = decodeURIComponent(decoded.slice(0, colon));
      secret = decodeURIComponent(decoded.slice(colon + 1));
    }
  }
  return id === state.options.clientId && secret === state.options.clientSecret;
}

function oauthError(reply: FastifyReply, status: number, error: string, description?: string) {
  return reply
    .code(status)
    .send(description === undefined ? { error } : { error, error_description: description });
}

export const tokenRoutes: FastifyPluginAsync<{ state: EmulatorState }> = async (app, { state }) => {
  app.post('/oauth2/token', async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    // RFC 6749 §5.1: token answers must not be cached.
    reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
    if (!clientIsValid(state, request, form)) return oauthError(reply, 401, 'invalid_client');
    const grantType = field(form, 'grant_type');
    if (grantType === 'authorization_code') {
      const code = field(form, 'code');
      if (!code) return oauthError(reply, 400, 'invalid_request', 'Missing "code" in request.');
      const result = state.tokens.redeemCode(code, field(form, 'redirect_uri'));
      return result.ok ? result.tokens : oauthError(reply, 400, 'invalid_grant', result.description);
    }
    if (grantType === 'refresh_token') {
      const refreshToken = field(form, 'refresh_token');
      if (!refreshToken)
        return oauthError(reply, 400, 'invalid_request', 'Missing "refresh_token" in request.');
      const result = state.tokens.refresh(refreshToken);
      return result.ok ? result.tokens : oauthError(reply, 400, 'invalid_grant', result.description);
    }
    return oauthError(
      reply,
      400,
      'unsupported_grant_type',
      `Grant type ${grantType ?? 'None'} is not supported`,
    );
  });

  app.post('/oauth2/token/revoke', async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    if (!clientIsValid(state, request, form)) return oauthError(reply, 401, 'invalid_client');
    const token = field(form, 'token');
    if (!token) return oauthError(reply, 400, 'invalid_request', 'Missing "token" in request.');
    // RFC 7009: unknown tokens are not an error; token_type_hint is only a hint.
    state.tokens.revoke(token);
    return {};
  });
};
