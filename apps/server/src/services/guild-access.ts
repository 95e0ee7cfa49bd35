import { DiscordAPIError } from '@discordjs/rest';
import {
  accessByGroup,
  accessGroupOf,
  liveGrants,
  type AccessGrant,
  type CallerAccess,
  type GrantRef,
} from '@hoshi/contracts';
import type { DiscordApi, UserGuild } from '../discord/discord-api.ts';
import { botAbsent, forbidden } from '../lib/http-error.ts';
import { canManageGuild } from './permissions.ts';

export interface Caller {
  userId: string;
  accessToken: string;
}

/** A guild's stored grants (the `access` page's), read through the settings cache. */
export type GrantsOf = (guildId: string) => Promise<readonly AccessGrant[]>;

/**
 * What a route is to a grant (docs/product.md#access-for-roles): the page it belongs to (its
 * group decides), `any` for what every page needs to render (the server's basics, its channels
 * and roles, Hoshi's permissions; reads only), or undefined for owners and managers only.
 */
export type GrantPage = string | undefined;

/** Who the caller is on the guild and, when they are there by a grant, which one the call uses. */
export interface GuildAccess {
  guild: UserGuild;
  access: CallerAccess;
  grant: GrantRef | null;
}

const MANAGER: CallerAccess = { manage: true, groups: {} };

/** The grants live for the caller on a guild the bot is in (empty when none, or the bot is absent). */
async function callerGrants(
  discord: DiscordApi,
  grantsOf: GrantsOf,
  userId: string,
  guildId: string,
): Promise<AccessGrant[]> {
  const stored = await grantsOf(guildId);
  if (stored.length === 0) return [];
  const [basics, member] = await Promise.all([
    discord.getGuild(guildId).catch((err: unknown) => {
      if (err instanceof DiscordAPIError && (err.status === 403 || err.status === 404)) return null;
      throw err;
    }),
    discord.getMember(guildId, userId),
  ]);
  if (!basics || !member) return [];
  return liveGrants(stored, member.roles, new Set(basics.roles.map((r) => r.id)), Date.now());
}

/**
 * Guilds the caller may use and the bot is in, from Discord — never from the request body: those
 * they manage, and those where a live grant names a role they hold.
 * `recheck`: the caller is back from adding the bot, so their guilds and the bot's are read again.
 */
export async function manageableGuilds(
  discord: DiscordApi,
  grantsOf: GrantsOf,
  caller: Caller,
  recheck = false,
): Promise<UserGuild[]> {
  const [userGuilds, botGuilds] = await Promise.all([
    // A server made for the bot is new in the user's list too.
    discord.getUserGuilds(caller.userId, caller.accessToken, recheck),
    discord.getBotGuildIds(recheck),
  ]);
  const present = userGuilds.filter((g) => botGuilds.has(g.id));
  const granted = await Promise.all(
    present.map(
      async (g) =>
        canManageGuild(g) || (await callerGrants(discord, grantsOf, caller.userId, g.id)).length > 0,
    ),
  );
  return present.filter((_, i) => granted[i]);
}

/**
 * The one authorization of a guild route (docs/product.md#access-for-roles). An owner or a member
 * with Administrator or Manage Server may call every guild route. Anyone else needs a live grant
 * on the route's page's group: "view" for a read, "edit" for a write; routes of no group (the
 * access page, history, export and import, the toggles) stay the managers'.
 * 403 when the caller may not, 404 when a manager's guild lacks the bot.
 */
export async function requireGuildAccess(
  discord: DiscordApi,
  grantsOf: GrantsOf,
  caller: Caller,
  guildId: string,
  route: { page: GrantPage; write: boolean },
): Promise<GuildAccess> {
  const userGuilds = await discord.getUserGuilds(caller.userId, caller.accessToken);
  const guild = userGuilds.find((g) => g.id === guildId);
  if (!guild) throw forbidden();
  if (canManageGuild(guild)) {
    await requireBot(discord, guildId);
    return { guild, access: MANAGER, grant: null };
  }
  const live = await callerGrants(discord, grantsOf, caller.userId, guildId);
  const grant = live.find((g) => grantCovers(g, route));
  if (!grant) throw forbidden();
  return {
    guild,
    access: { manage: false, groups: accessByGroup(live) },
    grant: { role: grant.role, level: grant.level },
  };
}

/**
 * 403 when the caller is not a member of the guild, 404 when they are but the bot is absent: a
 * member's own data there (their inventory) is theirs in every server they share with Hoshi.
 */
export async function requireGuildMember(
  discord: DiscordApi,
  caller: Caller,
  guildId: string,
): Promise<UserGuild> {
  const userGuilds = await discord.getUserGuilds(caller.userId, caller.accessToken);
  const guild = userGuilds.find((g) => g.id === guildId);
  if (!guild) throw forbidden();
  await requireBot(discord, guildId);
  return guild;
}

/** 404 when the bot is not in the guild: the guild as the bot sees it doubles as the check (Discord: 403 Missing Access). */
async function requireBot(discord: DiscordApi, guildId: string): Promise<void> {
  try {
    await discord.getGuild(guildId);
  } catch (err) {
    if (err instanceof DiscordAPIError && (err.status === 403 || err.status === 404)) throw botAbsent();
    throw err;
  }
}

/** Whether a grant lets its holder call a route of `page` (a write needs "edit"). */
export function grantCovers(grant: AccessGrant, route: { page: GrantPage; write: boolean }): boolean {
  if (route.page === undefined) return false;
  if (route.page === 'any') return !route.write;
  const group = accessGroupOf(route.page);
  if (group === null || !grant.groups.includes(group)) return false;
  return !route.write || grant.level === 'edit';
}
