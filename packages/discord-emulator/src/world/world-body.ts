import type { Channel, Guild } from '../seed/world.ts';
import { isSnowflake } from '../snowflake.ts';
import type { EmulatorState } from '../state.ts';
import { findGuild, findMember } from '../state.ts';

/** A refused /_world request: a status and a sentence saying what to fix. */
export class BadWorldRequest extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

export type Body = Record<string, unknown>;

export function objectBody(body: unknown): Body {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new BadWorldRequest(400, 'The body must be a JSON object.');
  return body as Body;
}

export function idField(body: Body, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || !isSnowflake(value))
    throw new BadWorldRequest(
      400,
      `${field} must be a snowflake id as a string (like "200000000000000001").`,
    );
  return value;
}

export function guildField(state: EmulatorState, body: Body): Guild {
  const id = idField(body, 'guild_id');
  const guild = findGuild(state.world, id);
  if (!guild) throw new BadWorldRequest(404, `There is no guild ${id}.`);
  return guild;
}

export function memberField(guild: Guild, body: Body, field = 'user_id'): string {
  const id = idField(body, field);
  if (!findMember(guild, id)) throw new BadWorldRequest(404, `User ${id} is not a member of ${guild.name}.`);
  return id;
}

/** The guild holding a channel id (channels are unique across guilds). */
export function channelField(state: EmulatorState, body: Body): { guild: Guild; channel: Channel } {
  const id = idField(body, 'channel_id');
  for (const guild of state.world.guilds) {
    const channel = guild.channels.find((c) => c.id === id);
    if (channel) return { guild, channel };
  }
  throw new BadWorldRequest(404, `There is no channel ${id}.`);
}

export function idList(body: Body, field: string): string[] {
  const value = body[field];
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && isSnowflake(v)))
    throw new BadWorldRequest(400, `${field} must be a list of role ids (strings).`);
  return value as string[];
}

/** An ISO 8601 time or epoch milliseconds; absent means now. */
export function timeField(body: Body, field: string, now: number): number {
  const value = body[field];
  if (value === undefined || value === null) return now;
  const ms = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : Number.NaN;
  // Snowflakes start at Discord's epoch (2015); nothing before it can be encoded.
  if (!Number.isFinite(ms) || ms < Date.UTC(2015, 0, 1) || ms > Date.UTC(2100, 0, 1))
    throw new BadWorldRequest(
      400,
      `${field} must be an ISO 8601 time or epoch milliseconds between 2015 and 2100.`,
    );
  return ms;
}
