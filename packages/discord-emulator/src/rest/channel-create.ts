import { ALL_PERMISSIONS, Permission, has } from '../permissions.ts';
import { memberPermissions } from '../guild-permissions.ts';
import { DEMO } from '../seed/demo-ids.ts';
import type { Guild, GuildChannel, PermissionOverwrite } from '../seed/world.ts';
import { isSnowflake } from '../snowflake.ts';
import {
  MAX_GUILD_CHANNELS,
  invalidBody,
  invalidFormBody,
  maxGuildChannels,
  missingPermissions,
} from './discord-errors.ts';

const CREATABLE_TYPES = [0, 2, 4, 5, 13, 15] as const;
type CreatableType = (typeof CREATABLE_TYPES)[number];
export const TEXT_LIKE: readonly number[] = [0, 5, 15];
export const VOICE_LIKE: readonly number[] = [2, 13];
/** Highest audio bitrate per boost tier (docs/product.md#settings-pages), in bits per second. */
export const MAX_BITRATE_BY_TIER = [96000, 128000, 256000, 384000] as const;

export type Errors = Record<string, string>;

export function isInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

export function checkInt(
  errors: Errors,
  body: Record<string, unknown>,
  field: string,
  min: number,
  max: number,
): void {
  const value = body[field];
  if (value === undefined || value === null) return;
  if (!isInt(value)) errors[field] = 'Value is not int.';
  else if (value < min || value > max) errors[field] = `int value should be between ${min} and ${max}.`;
}

/** A channel's (or thread's) name: required, 1–100 characters. */
export function checkName(errors: Errors, name: unknown): void {
  if (name === undefined || name === null) errors.name = 'This field is required';
  else if (typeof name !== 'string') errors.name = 'Could not interpret the value as string.';
  else if (name.trim().length < 1 || name.length > 100) errors.name = 'Must be between 1 and 100 in length.';
}

export function parseOverwrites(errors: Errors, value: unknown): PermissionOverwrite[] {
  if (value === undefined || value === null) return [];
  const isPermission = (p: unknown) => (typeof p === 'string' && /^\d+$/.test(p)) || (isInt(p) && p >= 0);
  const valid =
    Array.isArray(value) &&
    value.every((o: unknown) => {
      const ow = o as Record<string, unknown> | null;
      return (
        ow !== null &&
        typeof ow === 'object' &&
        typeof ow.id === 'string' &&
        isSnowflake(ow.id) &&
        (ow.type === 0 || ow.type === 1) &&
        (ow.allow === undefined || isPermission(ow.allow)) &&
        (ow.deny === undefined || isPermission(ow.deny))
      );
    });
  if (!valid) {
    errors.permission_overwrites = 'Invalid permission overwrites.';
    return [];
  }
  return (value as Array<{ id: string; type: 0 | 1; allow?: string | number; deny?: string | number }>).map(
    (o) => ({
      id: o.id,
      type: o.type,
      allow: (BigInt(o.allow ?? 0) & ALL_PERMISSIONS).toString(),
      deny: (BigInt(o.deny ?? 0) & ALL_PERMISSIONS).toString(),
    }),
  );
}

/** Validates a `POST /guilds/{id}/channels` body the way Discord does and builds the channel. */
export function createChannel(guild: Guild, rawBody: unknown, newId: string): GuildChannel {
  const botPermissions = memberPermissions(guild, DEMO.botUserId) ?? 0n;
  if (!has(botPermissions, Permission.MANAGE_CHANNELS)) throw missingPermissions();
  if (rawBody === null || typeof rawBody !== 'object' || Array.isArray(rawBody))
    throw invalidBody('Only dictionaries may be used in a DictType');
  const body = rawBody as Record<string, unknown>;
  const errors: Errors = {};

  const name = body.name;
  checkName(errors, name);

  const type = body.type ?? 0;
  if (!CREATABLE_TYPES.includes(type as CreatableType))
    errors.type = `Value must be one of {${CREATABLE_TYPES.join(', ')}}.`;
  else if (type === 5 && !guild.features.includes('NEWS'))
    errors.type = 'Guild does not have the NEWS feature.';

  const parentId = body.parent_id ?? null;
  if (parentId !== null) {
    const parent = guild.channels.find((c) => c.id === parentId);
    if (typeof parentId !== 'string' || !isSnowflake(parentId))
      // Discord prints the rejected value as JavaScript's String() does, objects included.
      // eslint-disable-next-line @typescript-eslint/no-base-to-string
      errors.parent_id = `Value "${String(parentId)}" is not snowflake.`;
    else if (!parent || parent.type !== 4 || type === 4) errors.parent_id = 'Invalid parent channel.';
  }

  if (
    body.topic !== undefined &&
    body.topic !== null &&
    (typeof body.topic !== 'string' || body.topic.length > 1024)
  )
    errors.topic = 'Must be 1024 or fewer in length.';
  if (body.nsfw !== undefined && typeof body.nsfw !== 'boolean')
    errors.nsfw = 'Must be either true or false.';
  checkInt(errors, body, 'position', 0, 2147483647);
  checkInt(errors, body, 'rate_limit_per_user', 0, 21600);
  checkInt(errors, body, 'user_limit', 0, 99);
  checkInt(errors, body, 'bitrate', 8000, MAX_BITRATE_BY_TIER[guild.premium_tier]);
  const overwrites = parseOverwrites(errors, body.permission_overwrites);
  if (Object.keys(errors).length > 0) throw invalidFormBody(errors);
  if (guild.channels.filter((c) => c.kind === 'guild').length >= MAX_GUILD_CHANNELS) throw maxGuildChannels();

  const channelType = type as CreatableType;
  const siblings = guild.channels.filter((c) => c.kind === 'guild' && c.parent_id === parentId);
  const position = isInt(body.position)
    ? body.position
    : siblings.reduce((max, c) => Math.max(max, c.kind === 'guild' ? c.position + 1 : 0), 0);
  // Discord lower-cases text channel names and turns spaces into dashes.
  const finalName = TEXT_LIKE.includes(channelType)
    ? (name as string).trim().toLowerCase().replace(/\s+/g, '-')
    : (name as string).trim();
  const channel: GuildChannel = {
    kind: 'guild',
    id: newId,
    type: channelType,
    guild_id: guild.id,
    name: finalName,
    position,
    parent_id: parentId as string | null,
    permission_overwrites: overwrites,
    flags: 0,
    nsfw: body.nsfw === true,
  };
  if (channelType !== 4)
    Object.assign(channel, {
      last_message_id: null,
      rate_limit_per_user: isInt(body.rate_limit_per_user) ? body.rate_limit_per_user : 0,
    });
  if (TEXT_LIKE.includes(channelType)) channel.topic = typeof body.topic === 'string' ? body.topic : null;
  if (VOICE_LIKE.includes(channelType)) {
    Object.assign(channel, {
      bitrate: isInt(body.bitrate) ? body.bitrate : 64000,
      user_limit: isInt(body.user_limit) ? body.user_limit : 0,
      rtc_region: null,
    });
  }
  if (channelType === 15)
    Object.assign(channel, {
      available_tags: [],
      default_reaction_emoji: null,
      default_sort_order: null,
      default_forum_layout: 0,
    });
  return channel;
}
