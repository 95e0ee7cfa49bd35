import type { TokenSnapshot } from '../oauth/token-store.ts';
import { isSnowflake } from '../snowflake.ts';
import type { EmulatorState } from '../state.ts';
import type { WorldChange } from '../world-change.ts';
import { parseWorldChange } from './world-change-format.ts';

// The state file is versioned JSON. A file this code does not recognise as a whole is ignored (the
// emulator starts from the seed and overwrites it at the next change); within a recognised file,
// each entry is checked on its own and a malformed one is dropped rather than failing the start.
export const STATE_FORMAT = 'hoshi-discord-emulator-state';
export const STATE_VERSION = 1;

export interface StateFileV1 {
  format: typeof STATE_FORMAT;
  version: typeof STATE_VERSION;
  savedAt: string;
  tokens: TokenSnapshot;
  worldChanges: WorldChange[];
}

export type ParsedStateFile =
  | { ok: true; tokens: TokenSnapshot; worldChanges: WorldChange[]; dropped: number }
  | { ok: false; reason: string };

type Json = Record<string, unknown>;

const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const isId = (v: unknown): v is string => typeof v === 'string' && isSnowflake(v);
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isScopes = (v: unknown): v is string[] => Array.isArray(v) && v.every(isText);
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

export function buildStateFile(state: EmulatorState): StateFileV1 {
  return {
    format: STATE_FORMAT,
    version: STATE_VERSION,
    savedAt: new Date(state.options.now()).toISOString(),
    tokens: state.tokens.exportSnapshot(),
    worldChanges: state.worldChanges,
  };
}

function parseCode(v: unknown): TokenSnapshot['codes'][number] | undefined {
  if (!isRecord(v)) return undefined;
  const { code, userId, scopes, redirectUri, expiresAt } = v;
  if (!isText(code) || !isId(userId) || !isScopes(scopes) || !isText(redirectUri) || !isTime(expiresAt))
    return undefined;
  return { code, userId, scopes, redirectUri, expiresAt };
}

function parseGrant(v: unknown): TokenSnapshot['grants'][number] | undefined {
  if (!isRecord(v)) return undefined;
  const { userId, scopes, refreshToken, accessTokens } = v;
  if (!isId(userId) || !isScopes(scopes) || !isText(refreshToken) || !Array.isArray(accessTokens))
    return undefined;
  const valid = accessTokens.filter(
    (a): a is { token: string; expiresAt: number } => isRecord(a) && isText(a.token) && isTime(a.expiresAt),
  );
  if (valid.length !== accessTokens.length) return undefined;
  return {
    userId,
    scopes,
    refreshToken,
    accessTokens: valid.map(({ token, expiresAt }) => ({ token, expiresAt })),
  };
}

function keep<T>(items: unknown[], parse: (v: unknown) => T | undefined): T[] {
  return items.map(parse).filter((item): item is T => item !== undefined);
}

/** Checks a parsed JSON document; never throws, whatever shape an older (or foreign) file has. */
export function parseStateFile(doc: unknown): ParsedStateFile {
  if (!isRecord(doc) || doc.format !== STATE_FORMAT)
    return { ok: false, reason: 'not a Discord emulator state file' };
  if (doc.version !== STATE_VERSION)
    return { ok: false, reason: `state file version ${String(doc.version)} is not ${STATE_VERSION}` };
  const tokens = isRecord(doc.tokens) ? doc.tokens : {};
  const rawCodes = asArray(tokens.codes);
  const rawGrants = asArray(tokens.grants);
  const rawChanges = asArray(doc.worldChanges);
  const codes = keep(rawCodes, parseCode);
  const grants = keep(rawGrants, parseGrant);
  const worldChanges = keep(rawChanges, parseWorldChange);
  const dropped =
    rawCodes.length -
    codes.length +
    rawGrants.length -
    grants.length +
    rawChanges.length -
    worldChanges.length;
  return { ok: true, tokens: { codes, grants }, worldChanges, dropped };
}
