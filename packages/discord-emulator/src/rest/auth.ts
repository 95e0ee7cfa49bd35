import type { FastifyRequest } from 'fastify';
import { isSnowflake } from '../snowflake.ts';
import type { EmulatorState } from '../state.ts';
import { findGuild, findMember } from '../state.ts';
import { DEMO } from '../seed/demo-ids.ts';
import type { Channel, Guild } from '../seed/world.ts';
import { channelPermissions, memberPermissions } from '../guild-permissions.ts';
import { Permission, has } from '../permissions.ts';
import {
  invalidFormBody,
  missingAccess,
  missingPermissions,
  unauthorized,
  unknownChannel,
  unknownGuild,
} from './discord-errors.ts';

export type Principal =
  { kind: 'bot'; userId: string } | { kind: 'user'; userId: string; scopes: readonly string[] };

/** Resolves `Authorization: Bot <token>` or `Bearer <access token>`; anything else is Discord's 401. */
export function authenticate(state: EmulatorState, request: FastifyRequest): Principal {
  const header = request.headers.authorization ?? '';
  const space = header.indexOf(' ');
  const scheme = header.slice(0, space);
  const token = header.slice(space + 1);
  if (space > 0 && scheme === 'Bot' && token === state.options.botToken)
    return { kind: 'bot', userId: DEMO.botUserId };
  if (space > 0 && scheme === 'Bearer') {
    const grant = state.tokens.findAccess(token);
    if (grant) return { kind: 'user', userId: grant.userId, scopes: grant.scopes };
  }
  throw unauthorized();
}

/** A Bearer token must carry the scope the route needs (identify, guilds, …). */
export function requireScope(principal: Principal, scope: string): void {
  if (principal.kind === 'user' && !principal.scopes.includes(scope)) throw unauthorized();
}

/** Guild routes are bot-only on Discord. */
export function requireBot(state: EmulatorState, request: FastifyRequest): void {
  if (authenticate(state, request).kind !== 'bot') throw unauthorized();
}

export function snowflakeParam(name: string, value: string): string {
  if (!isSnowflake(value)) throw invalidFormBody({ [name]: `Value "${value}" is not snowflake.` });
  return value;
}

/** The guild the bot is asking about: 404 Unknown Guild if none, 403 Missing Access if the bot is not in it. */
export function botGuild(state: EmulatorState, guildIdParam: string): Guild {
  const guild = findGuild(state.world, snowflakeParam('guild_id', guildIdParam));
  if (!guild) throw unknownGuild();
  if (!findMember(guild, DEMO.botUserId)) throw missingAccess();
  return guild;
}

/**
 * The channel the bot is asking about and its guild: 404 Unknown Channel if none (or in a guild
 * without the bot), 403 Missing Access when the bot cannot see it.
 */
export function botChannel(state: EmulatorState, channelIdParam: string): { guild: Guild; channel: Channel } {
  const id = snowflakeParam('channel_id', channelIdParam);
  for (const guild of state.world.guilds) {
    const channel = guild.channels.find((c) => c.id === id);
    if (!channel) continue;
    if (!findMember(guild, DEMO.botUserId)) throw unknownChannel();
    if (!has(channelPermissions(guild, DEMO.botUserId, channel), Permission.VIEW_CHANNEL))
      throw missingAccess();
    return { guild, channel };
  }
  throw unknownChannel();
}

/** 403 Missing Permissions (50013) unless the bot holds every given permission in the channel (or guild). */
export function requireBotPermission(guild: Guild, channel: Channel | undefined, ...bits: bigint[]): void {
  const permissions = channel
    ? channelPermissions(guild, DEMO.botUserId, channel)
    : (memberPermissions(guild, DEMO.botUserId) ?? 0n);
  for (const bit of bits) if (!has(permissions, bit)) throw missingPermissions();
}
