import { memberPermissions } from '../guild-permissions.ts';
import { canManageGuild } from '../permissions.ts';
import { DEMO } from '../seed/demo-ids.ts';
import type { Guild, World } from '../seed/world.ts';
import type { EmulatorState } from '../state.ts';
import { findGuild, findMember } from '../state.ts';
import type { AuthorizeRequest } from './authorize-request.ts';
import { installBot } from './bot-install.ts';
import type { ServerChoice } from './server-pick-page.ts';

export type BotOutcome = { ok: true; guild: Guild } | { ok: false; status: 400 | 403; message: string };

function mayManage(guild: Guild, userId: string): boolean {
  const permissions = memberPermissions(guild, userId);
  return permissions !== undefined && canManageGuild(permissions);
}

/** Discord lists the servers the user may add bots to: owner, Administrator or Manage Server. */
export function serverChoices(world: World, userId: string): ServerChoice[] {
  return world.guilds
    .filter((guild) => mayManage(guild, userId))
    .map((guild) => ({ guild, botPresent: findMember(guild, DEMO.botUserId) !== undefined }));
}

/**
 * guild_id set by the client: a user who may not manage it is refused (403, the permission is
 * missing). Re-inviting into a guild the bot is in updates its role, as on Discord.
 */
export function addToFixedGuild(state: EmulatorState, request: AuthorizeRequest, userId: string): BotOutcome {
  const guild = request.guildId === undefined ? undefined : findGuild(state.world, request.guildId);
  if (!guild) return { ok: false, status: 403, message: 'Choose a server to add the bot to.' };
  if (!mayManage(guild, userId))
    return {
      ok: false,
      status: 403,
      message: `You need the Manage Server permission in ${guild.name} to add a bot there.`,
    };
  installBot(state, guild, request.permissions);
  return { ok: true, guild };
}

/**
 * guild_id picked from our own list: anything the list did not offer as selectable (a guild the
 * user may not manage, one the bot is already in) is a bad form value, so 400.
 */
export function addToPickedGuild(
  state: EmulatorState,
  request: AuthorizeRequest,
  userId: string,
  appName: string,
): BotOutcome {
  const guild = request.guildId === undefined ? undefined : findGuild(state.world, request.guildId);
  if (!guild) return { ok: false, status: 400, message: `Choose a server to add ${appName} to.` };
  if (!mayManage(guild, userId))
    return {
      ok: false,
      status: 400,
      message: `You can’t add ${appName} to ${guild.name}: you need the Manage Server permission there.`,
    };
  if (findMember(guild, DEMO.botUserId))
    return { ok: false, status: 400, message: `${appName} is already in ${guild.name}.` };
  installBot(state, guild, request.permissions);
  return { ok: true, guild };
}
