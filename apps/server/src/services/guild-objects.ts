import type { APIChannel } from 'discord-api-types/v10';
import {
  PERMISSION_BITS,
  PERMISSION_NAMES,
  type Channel,
  type PermissionName,
  type Role,
} from '@hoshi/contracts';
import type { DiscordApi } from '../discord/discord-api.ts';
import { assignableRoles, basePermissions, channelAccess, type MemberContext } from './bot-permissions.ts';

/** What the bot is and holds in a guild: the base of every "can the bot do this" answer. */
async function botContext(
  discord: DiscordApi,
  guildId: string,
  botId: string,
  fresh = false,
): Promise<MemberContext> {
  const [guild, member] = await Promise.all([
    discord.getGuild(guildId, fresh),
    discord.getBotMember(guildId, fresh),
  ]);
  return { guildId, ownerId: guild.ownerId, member, userId: botId, roles: guild.roles };
}

const parentOf = (c: APIChannel): string | null => ('parent_id' in c ? (c.parent_id ?? null) : null);

/** Channels for the pickers, each marked with whether the bot can view and send there. */
export async function pickerChannels(
  discord: DiscordApi,
  guildId: string,
  botId: string,
): Promise<Channel[]> {
  const [ctx, channels] = await Promise.all([
    botContext(discord, guildId, botId),
    discord.getChannels(guildId),
  ]);
  const access = channelAccess(ctx, channels);
  return channels
    .map((c) => ({
      id: c.id,
      name: c.name ?? '',
      type: c.type,
      parentId: parentOf(c),
      position: 'position' in c ? c.position : 0,
      bot: access.get(c.id) ?? { view: false, send: false },
    }))
    .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
}

/**
 * The guild's roles, highest first, each marked with whether the bot can assign it. The pickers
 * get them without Hoshi's own managed role (`own: false`): nobody can give it and no setting is
 * about it; a save is judged against all of them, so that role is refused as not assignable.
 */
export async function pickerRoles(
  discord: DiscordApi,
  guildId: string,
  botId: string,
  { own = true }: { own?: boolean } = {},
): Promise<Role[]> {
  const ctx = await botContext(discord, guildId, botId);
  const assignable = assignableRoles(ctx);
  return ctx.roles
    .filter((r) => r.id !== guildId && (own || !(r.managed && r.tags?.bot_id === botId)))
    .map((r) => ({
      id: r.id,
      name: r.name,
      color: r.color,
      position: r.position,
      assignable: assignable.has(r.id),
    }))
    .sort((a, b) => b.position - a.position);
}

/**
 * The permissions Hoshi holds across the guild, of those it uses (docs/product.md#hoshis-permissions):
 * what the pages compare with what their settings need. `fresh`: read from Discord again.
 */
export async function heldPermissions(
  discord: DiscordApi,
  guildId: string,
  botId: string,
  fresh = false,
): Promise<PermissionName[]> {
  const base = basePermissions(await botContext(discord, guildId, botId, fresh));
  return PERMISSION_NAMES.filter((name) => (base & PERMISSION_BITS[name]) === PERMISSION_BITS[name]);
}
