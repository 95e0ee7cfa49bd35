import type { Guild, Member } from '../seed/world.ts';
import { isSnowflake } from '../snowflake.ts';
import type { EmulatorState } from '../state.ts';
import { discordTimestamp } from '../world/time.ts';
import { invalidBody, invalidFormBody, notInVoice } from './discord-errors.ts';

export interface MemberPatch {
  nick?: string | null;
  roles?: string[];
  channelId?: string | null;
  timeoutUntil?: string | null;
}

/** Discord caps a timeout at 28 days ahead. */
const MAX_TIMEOUT_MS = 28 * 86_400_000;
const VOICE_TYPES: readonly number[] = [2, 13];

/** Validates a `PATCH /guilds/{id}/members/{user_id}` body the way Discord does. */
export function parseMemberPatch(
  state: EmulatorState,
  guild: Guild,
  member: Member,
  raw: unknown,
): MemberPatch {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw invalidBody('Only dictionaries may be used in a DictType');
  const body = raw as Record<string, unknown>;
  const errors: Record<string, string> = {};
  const patch: MemberPatch = {};

  if ('nick' in body) {
    const nick = body.nick;
    if (nick !== null && (typeof nick !== 'string' || nick.length > 32))
      errors.nick = 'Must be 32 or fewer in length.';
    else patch.nick = nick === '' ? null : nick;
  }
  if ('roles' in body && body.roles !== null) {
    const roles = body.roles;
    if (!Array.isArray(roles) || !roles.every((r) => typeof r === 'string' && isSnowflake(r)))
      errors.roles = 'Must be a list of role ids.';
    else if (roles.some((r) => !guild.roles.some((role) => role.id === r) || r === guild.id))
      errors.roles = 'Unknown role in the list.';
    else patch.roles = [...new Set(roles as string[])];
  }
  if ('channel_id' in body) {
    const id = body.channel_id;
    if (id === null) patch.channelId = null;
    else if (typeof id !== 'string' || !isSnowflake(id))
      // Discord prints the rejected value as JavaScript's String() does, objects included.
      // eslint-disable-next-line @typescript-eslint/no-base-to-string
      errors.channel_id = `Value "${String(id)}" is not snowflake.`;
    else if (!guild.channels.some((c) => c.id === id && VOICE_TYPES.includes(c.type)))
      errors.channel_id = 'Must be a voice channel of this guild.';
    else patch.channelId = id;
  }
  if ('communication_disabled_until' in body) {
    const until = body.communication_disabled_until;
    const ms = typeof until === 'string' ? Date.parse(until) : Number.NaN;
    if (until === null) patch.timeoutUntil = null;
    else if (!Number.isFinite(ms)) errors.communication_disabled_until = 'Must be an ISO8601 timestamp.';
    else if (ms - state.options.now() > MAX_TIMEOUT_MS)
      errors.communication_disabled_until = 'Cannot time out for more than 28 days.';
    else patch.timeoutUntil = ms <= state.options.now() ? null : discordTimestamp(ms);
  }
  for (const flag of ['mute', 'deaf'] as const)
    if (flag in body && typeof body[flag] !== 'boolean') errors[flag] = 'Must be either true or false.';
  if (Object.keys(errors).length > 0) throw invalidFormBody(errors);
  // Moving someone needs them in voice first (Discord's 40032).
  if (patch.channelId !== undefined && !state.voice.get(guild.id, member.user_id)) throw notInVoice();
  return patch;
}
