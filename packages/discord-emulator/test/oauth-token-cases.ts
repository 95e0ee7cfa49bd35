import type { FastifyInstance } from 'fastify';
import { DEMO } from '../src/index.ts';
import {
  API,
  REDIRECT_URI,
  clientFields,
  form,
  redirectParams,
  signIn,
  submitAuthorize,
} from './emulator-harness.ts';
import type { FidelityCase as Case } from './fidelity-case.ts';

const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' };

// Discord documents the token endpoint outside its OpenAPI file: OAuth2 "Access Token Response"
// (access_token, token_type, expires_in, refresh_token, scope) and RFC 6749 §5.2 errors.
const TOKEN_RESPONSE = {
  type: 'object',
  required: ['access_token', 'token_type', 'expires_in', 'refresh_token', 'scope'],
  additionalProperties: false,
  properties: {
    access_token: { type: 'string', minLength: 1 },
    token_type: { const: 'Bearer' },
    expires_in: { type: 'integer', minimum: 1 },
    refresh_token: { type: 'string', minLength: 1 },
    scope: { type: 'string', pattern: '^[a-z.]+( [a-z.]+)*$' },
  },
};
const OAUTH_ERROR = {
  type: 'object',
  required: ['error'],
  additionalProperties: false,
  properties: {
    error: {
      enum: [
        'invalid_request',
        'invalid_client',
        'invalid_grant',
        'unauthorized_client',
        'unsupported_grant_type',
        'invalid_scope',
      ],
    },
    error_description: { type: 'string' },
  },
};
const REVOKE_RESPONSE = { type: 'object', maxProperties: 0 };

async function freshCode(app: FastifyInstance): Promise<string> {
  return redirectParams(await submitAuthorize(app, DEMO.users.mika)).get('code') ?? '';
}

const tokenRequest = (fields: Record<string, string | undefined>) => ({
  method: 'POST' as const,
  url: `${API}/oauth2/token`,
  headers: FORM_HEADERS,
  payload: form(fields),
});
const revokeRequest = (fields: Record<string, string | undefined>) => ({
  method: 'POST' as const,
  url: `${API}/oauth2/token/revoke`,
  headers: FORM_HEADERS,
  payload: form(fields),
});

export const TOKEN_CASES: Record<string, Array<Case & { schema: object }>> = {
  'POST /oauth2/token': [
    {
      name: 'authorization_code → 200',
      status: 200,
      schema: TOKEN_RESPONSE,
      request: async ({ app }) =>
        tokenRequest({
          ...clientFields(),
          grant_type: 'authorization_code',
          code: await freshCode(app),
          redirect_uri: REDIRECT_URI,
        }),
    },
    {
      name: 'refresh_token → 200',
      status: 200,
      schema: TOKEN_RESPONSE,
      request: async ({ app }) =>
        tokenRequest({
          ...clientFields(),
          grant_type: 'refresh_token',
          refresh_token: (await signIn(app, DEMO.users.mika)).refresh_token,
        }),
    },
    {
      name: 'unknown code → 400 invalid_grant',
      status: 400,
      schema: OAUTH_ERROR,
      request: () =>
        tokenRequest({
          ...clientFields(),
          grant_type: 'authorization_code',
          code: 'nope',
          redirect_uri: REDIRECT_URI,
        }),
    },
    {
      name: 'unsupported grant → 400',
      status: 400,
      schema: OAUTH_ERROR,
      request: () => tokenRequest({ ...clientFields(), grant_type: 'password' }),
    },
    {
      name: 'wrong secret → 401 invalid_client',
      status: 401,
      schema: OAUTH_ERROR,
      request: () =>
        tokenRequest({ ...clientFields('wrong'), grant_type: 'refresh_token', refresh_token: 'x' }),
    },
  ],
  'POST /oauth2/token/revoke': [
    {
      name: 'revoke → 200 {}',
      status: 200,
      schema: REVOKE_RESPONSE,
      request: async ({ app }) =>
        revokeRequest({ ...clientFields(), token: (await signIn(app, DEMO.users.mika)).access_token }),
    },
    {
      name: 'wrong secret → 401 invalid_client',
      status: 401,
      schema: OAUTH_ERROR,
      request: () => revokeRequest({ ...clientFields('wrong'), token: 'x' }),
    },
  ],
};
