import { DiscordAPIError } from '@discordjs/rest';
import type { DiscordApi, UserGuild } from '../discord/discord-api.ts';
import { botAbsent, forbidden } from '../lib/http-error.ts';
import { canManageGuild } from './permissions.ts';

export interface Caller {
  userId: string;
  accessToken: string;
}

/**
 * Guilds the caller may manage and the bot is in, from Discord — never from the request body.
 * `recheck`: the caller is back from adding the bot, so their guilds and the bot's are read again.
 */
export async function manageableGuilds(
  discord: DiscordApi,
  caller: Caller,
  recheck = false,
): Promise<UserGuild[]> {
  const [userGuilds, botGuilds] = await Promise.all([
    // A server made for the bot is new in the user's list too.
    discord.getUserGuilds(caller.userId, caller.accessToken, recheck),
    discord.getBotGuildIds(recheck),
  ]);
  return userGuilds.filter((g) => canManageGuild(g) && botGuilds.has(g.id));
}

/** 403 when the caller may not manage the guild, 404 when they may but the bot is absent. */
export async function requireGuildAccess(
  discord: DiscordApi,
  caller: Caller,
  guildId: string,
): Promise<UserGuild> {
  const userGuilds = await discord.getUserGuilds(caller.userId, caller.accessToken);
  const guild = userGuilds.find((g) => g.id === guildId);
  if (!guild || !canManageGuild(guild)) throw forbidden();
  try {
    // The guild as the bot sees it doubles as the presence check (Discord: 403 Missing Access).
    await discord.getGuild(guildId);
  } catch (err) {
    if (err instanceof DiscordAPIError && (err.status === 403 || err.status === 404)) throw botAbsent();
    throw err;
  }
  return guild;
}
