/**
 * Readers for the answers the first page needs (session check, public config, the login popup's
 * message), without zod: the home page must not load it (its JS budget). Each one
 * answers what the contract's schema would parse, unknown keys dropped, or null; a property
 * test (first-page.test.ts) holds them to those schemas.
 */
import type { AuthMessage, LoginAnswer, RefreshAnswer } from './auth.ts';
import type { PublicConfig } from './config.ts';
import { SNOWFLAKE } from './constants.ts';
import type { User } from './user.ts';

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';

export function readRefreshAnswer(data: unknown): RefreshAnswer | null {
  return isObject(data) && isString(data.access_token) ? { access_token: data.access_token } : null;
}

export function readUser(data: unknown): User | null {
  if (!isObject(data)) return null;
  const { id, avatar, username } = data;
  if (!isString(id) || !SNOWFLAKE.test(id) || !isString(username)) return null;
  if (avatar !== null && !isString(avatar)) return null;
  return { id, avatar, username };
}

export function readLoginAnswer(data: unknown): LoginAnswer | null {
  const token = readRefreshAnswer(data);
  const user = isObject(data) ? readUser(data.user) : null;
  return token && user ? { access_token: token.access_token, user } : null;
}

export function readAuthMessage(data: unknown, type: AuthMessage['type']): AuthMessage | null {
  if (!isObject(data) || data.type !== type) return null;
  const payload = readLoginAnswer(data.payload);
  return payload ? { type, payload } : null;
}

export function readPublicConfig(data: unknown): PublicConfig | null {
  if (!isObject(data) || !isObject(data.guideUrls)) return null;
  const { discordApiBase, cdnBase, inviteUrl, supportUrl, demo } = data;
  const { en, ja } = data.guideUrls;
  if (!isString(discordApiBase) || !isString(cdnBase) || !isString(inviteUrl)) return null;
  if (!isString(supportUrl) || !isString(en) || !isString(ja) || typeof demo !== 'boolean') return null;
  return { discordApiBase, cdnBase, inviteUrl, guideUrls: { en, ja }, supportUrl, demo };
}
