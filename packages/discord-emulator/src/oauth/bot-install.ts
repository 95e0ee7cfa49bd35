import { ALL_PERMISSIONS } from '../permissions.ts';
import type { Guild } from '../seed/world.ts';
import type { EmulatorState } from '../state.ts';
import { recordWorldChange } from '../world-journal.ts';
import { discordTimestamp } from '../world/time.ts';
import { DEMO } from '../seed/demo-ids.ts';
import { findMember } from '../state.ts';

/** Adds the bot to the guild (or updates its managed role's permissions if it is already there). */
export function installBot(state: EmulatorState, guild: Guild, permissions: bigint): void {
  const joining = !findMember(guild, DEMO.botUserId);
  const recorded = recordWorldChange(state, {
    kind: 'bot-authorized',
    guildId: guild.id,
    permissions: (permissions & ALL_PERMISSIONS).toString(),
    roleId: state.nextId(),
    joinedAt: discordTimestamp(state.options.now()),
  });
  // A bot joining a guild gets the whole guild on its gateway, as on Discord.
  if (recorded && joining) state.gateway.guildJoined(guild);
}
