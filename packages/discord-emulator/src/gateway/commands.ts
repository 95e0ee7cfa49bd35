// The shapes of the payloads a client may send, field by field, as Discord's gateway documentation
// gives them (docs in /work/shared/discord: gateway-events, "Sending Events"). A payload whose
// field has the wrong type or range is a decode error (close code 4002), never an exception.

export type Fields = Record<string, unknown>;

export const isRecord = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);

const MAX_SNOWFLAKE = (1n << 64n) - 1n;

/** A snowflake is a decimal string of an unsigned 64-bit integer. */
export function isSnowflake(v: unknown): v is string {
  return typeof v === 'string' && /^\d{1,20}$/.test(v) && BigInt(v) <= MAX_SNOWFLAKE;
}

const isNonNegativeInteger = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const optional = (v: unknown, check: (x: unknown) => boolean) => v === undefined || check(v);
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';

/** Op 1: `d` is the last sequence number received, or null. */
export const validHeartbeat = (d: unknown): boolean =>
  d === undefined || d === null || isNonNegativeInteger(d);

const STATUSES = new Set(['online', 'dnd', 'idle', 'invisible', 'offline']);
/** Activity types 0–6 (Playing … Competing); a bot may set name, type, url and state. */
function validActivity(a: unknown): boolean {
  return (
    isRecord(a) &&
    typeof a.name === 'string' &&
    a.name.length <= 128 &&
    Number.isInteger(a.type) &&
    (a.type as number) >= 0 &&
    (a.type as number) <= 6 &&
    optional(a.url, (u) => u === null || (typeof u === 'string' && u.length <= 512)) &&
    optional(a.state, (s) => s === null || (typeof s === 'string' && s.length <= 128))
  );
}

/** Op 3, and IDENTIFY's `presence`: since, activities, status, afk. */
export function validPresence(d: unknown): boolean {
  return (
    isRecord(d) &&
    (d.since === null || isNonNegativeInteger(d.since)) &&
    Array.isArray(d.activities) &&
    d.activities.length <= 10 &&
    d.activities.every(validActivity) &&
    typeof d.status === 'string' &&
    STATUSES.has(d.status) &&
    isBoolean(d.afk)
  );
}

/** Op 4: guild_id, channel_id (null to leave), self_mute, self_deaf. */
export function validVoiceState(d: unknown): boolean {
  return (
    isRecord(d) &&
    isSnowflake(d.guild_id) &&
    (d.channel_id === null || isSnowflake(d.channel_id)) &&
    isBoolean(d.self_mute) &&
    isBoolean(d.self_deaf)
  );
}

/**
 * Op 2's fields other than token, intents and shard (those have close codes of their own):
 * properties {os, browser, device}, and the optional compress, large_threshold and presence.
 */
export function validIdentifyRest(d: Fields): boolean {
  const p = d.properties;
  return (
    isRecord(p) &&
    typeof p.os === 'string' &&
    typeof p.browser === 'string' &&
    typeof p.device === 'string' &&
    optional(d.compress, isBoolean) &&
    optional(d.large_threshold, (t) => Number.isInteger(t) && (t as number) >= 50 && (t as number) <= 250) &&
    optional(d.presence, validPresence)
  );
}

/** Op 6: token, session_id, seq. */
export function validResume(d: unknown): d is { token: string; session_id: string; seq: number } {
  return (
    isRecord(d) &&
    typeof d.token === 'string' &&
    typeof d.session_id === 'string' &&
    d.session_id.length <= 128 &&
    isNonNegativeInteger(d.seq)
  );
}
