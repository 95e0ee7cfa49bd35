import { ALL_PERMISSIONS } from '../permissions.ts';
import type { Guild } from '../seed/world.ts';
import type { EmulatorState } from '../state.ts';
import { recordWorldChange } from '../world-journal.ts';

/** Discord's timestamp format: microseconds and an explicit offset. */
function discordTimestamp(ms: number): string {
  return new Date(ms).toISOString().replace('Z', '000+00:00');
}

/** Adds the bot to the guild (or updates its managed role's permissions if it is already there). */
export function installBot(state: EmulatorState, guild: Guild, permissions: bigint): void {
  recordWorldChange(state, {
    kind: 'bot-authorized',
    guildId: guild.id,
    permissions: (permissions & ALL_PERMISSIONS).toString(),
    roleId: state.nextId(),
    joinedAt: discordTimestamp(state.options.now()),
  });
}
