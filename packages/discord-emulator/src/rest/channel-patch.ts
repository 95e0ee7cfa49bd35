import { DEMO } from '../seed/demo-ids.ts';
import { channelPermissions } from '../guild-permissions.ts';
import { Permission, has } from '../permissions.ts';
import type { ForumTag, Guild, GuildChannel } from '../seed/world.ts';
import { isSnowflake } from '../snowflake.ts';
import type { Errors } from './channel-create.ts';
import {
  MAX_BITRATE_BY_TIER,
  TEXT_LIKE,
  VOICE_LIKE,
  checkInt,
  isInt,
  parseOverwrites,
} from './channel-create.ts';
import { invalidBody, invalidFormBody, missingPermissions } from './discord-errors.ts';

/** Discord's limit of tags a forum offers. */
export const MAX_FORUM_TAGS = 20;

/**
 * A forum's `available_tags`, as a whole list: a tag given with the id of one it has keeps that
 * id, one without an id is new and gets one (`newId`). Names are 1–20 characters.
 */
function parseTags(errors: Errors, value: unknown, current: ForumTag[], newId: () => string): ForumTag[] {
  const valid =
    Array.isArray(value) &&
    value.every((t: unknown) => {
      const tag = t as Record<string, unknown> | null;
      return (
        tag !== null &&
        typeof tag === 'object' &&
        typeof tag.name === 'string' &&
        tag.name.trim().length >= 1 &&
        tag.name.length <= 20 &&
        (tag.id === undefined || tag.id === null || (typeof tag.id === 'string' && isSnowflake(tag.id))) &&
        (tag.moderated === undefined || typeof tag.moderated === 'boolean') &&
        (tag.emoji_id === undefined || tag.emoji_id === null || typeof tag.emoji_id === 'string') &&
        (tag.emoji_name === undefined || tag.emoji_name === null || typeof tag.emoji_name === 'string')
      );
    });
  if (!valid) {
    errors.available_tags = 'Invalid tags.';
    return current;
  }
  const tags = value as Array<Partial<ForumTag> & { name: string }>;
  if (tags.length > MAX_FORUM_TAGS) {
    errors.available_tags = `Must be ${MAX_FORUM_TAGS} or fewer in length.`;
    return current;
  }
  const known = new Set(current.map((t) => t.id));
  return tags.map((t) => ({
    id: t.id && known.has(t.id) ? t.id : newId(),
    name: t.name.trim(),
    moderated: t.moderated ?? false,
    emoji_id: t.emoji_id ?? null,
    emoji_name: t.emoji_name ?? null,
  }));
}

/** Validates a `PATCH /channels/{id}` body and gives the channel as it will be. */
export function patchChannel(
  guild: Guild,
  channel: GuildChannel,
  raw: unknown,
  newId: () => string,
): GuildChannel {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw invalidBody('Only dictionaries may be used in a DictType');
  const body = raw as Record<string, unknown>;
  const errors: Errors = {};
  const next: GuildChannel = structuredClone(channel);
  const textLike = TEXT_LIKE.includes(channel.type);
  const voiceLike = VOICE_LIKE.includes(channel.type);

  if ('name' in body) {
    const name = body.name;
    if (typeof name !== 'string' || name.trim().length < 1 || name.length > 100)
      errors.name = 'Must be between 1 and 100 in length.';
    // Discord lower-cases text channel names and turns spaces into dashes.
    else next.name = textLike ? name.trim().toLowerCase().replace(/\s+/g, '-') : name.trim();
  }
  if ('topic' in body) {
    const topic = body.topic;
    if (!textLike) errors.topic = 'This channel has no topic.';
    else if (topic !== null && (typeof topic !== 'string' || topic.length > 1024))
      errors.topic = 'Must be 1024 or fewer in length.';
    else next.topic = topic;
  }
  if ('nsfw' in body) {
    if (typeof body.nsfw !== 'boolean') errors.nsfw = 'Must be either true or false.';
    else next.nsfw = body.nsfw;
  }
  checkInt(errors, body, 'position', 0, 2147483647);
  checkInt(errors, body, 'rate_limit_per_user', 0, 21600);
  if (voiceLike) {
    checkInt(errors, body, 'user_limit', 0, 99);
    checkInt(errors, body, 'bitrate', 8000, MAX_BITRATE_BY_TIER[guild.premium_tier]);
  }
  if (isInt(body.position)) next.position = body.position;
  if (isInt(body.rate_limit_per_user) && channel.type !== 4)
    next.rate_limit_per_user = body.rate_limit_per_user;
  if (voiceLike && isInt(body.user_limit)) next.user_limit = body.user_limit;
  if (voiceLike && isInt(body.bitrate)) next.bitrate = body.bitrate;
  if ('parent_id' in body) {
    const parentId = body.parent_id;
    const parent = guild.channels.find((c) => c.id === parentId);
    if (parentId === null) next.parent_id = null;
    else if (typeof parentId !== 'string' || !isSnowflake(parentId))
      // Discord prints the rejected value as JavaScript's String() does, objects included.
      // eslint-disable-next-line @typescript-eslint/no-base-to-string
      errors.parent_id = `Value "${String(parentId)}" is not snowflake.`;
    else if (!parent || parent.type !== 4 || channel.type === 4) errors.parent_id = 'Invalid parent channel.';
    else next.parent_id = parentId;
  }
  if ('available_tags' in body) {
    if (channel.type !== 15) errors.available_tags = 'Only forum channels have tags.';
    else next.available_tags = parseTags(errors, body.available_tags, channel.available_tags ?? [], newId);
  }
  if ('permission_overwrites' in body) {
    next.permission_overwrites = parseOverwrites(errors, body.permission_overwrites);
  }
  if (Object.keys(errors).length > 0) throw invalidFormBody(errors);
  // Overwrites are permissions: writing them needs Manage Roles in the channel too.
  if (
    'permission_overwrites' in body &&
    !has(channelPermissions(guild, DEMO.botUserId, channel), Permission.MANAGE_ROLES)
  )
    throw missingPermissions();
  return next;
}
