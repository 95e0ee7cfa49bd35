import { GatewayDispatchEvents } from 'discord-api-types/v10';
import type { APIAuditLogEntry } from 'discord-api-types/v10';
import { memberPermissions } from '../guild-permissions.ts';
import { Permission, has } from '../permissions.ts';
import { DEMO } from '../seed/demo-ids.ts';
import type { Guild } from '../seed/world.ts';
import type { EmulatorState } from '../state.ts';
import type { AuditEntry } from './audit-log-store.ts';

export { AuditAction } from './audit-log-store.ts';

/**
 * Records what a moderator or the bot did (Discord logs deleting someone else's message, bulk
 * deletes, kicks, bans and their lifting, and member updates such as timeouts; deleting one's own
 * message is not logged) and sends GUILD_AUDIT_LOG_ENTRY_CREATE, which Discord sends only to bots
 * with View Audit Log (and the Guild Moderation intent).
 */
export function recordAudit(state: EmulatorState, guild: Guild, entry: Omit<AuditEntry, 'id'>): AuditEntry {
  const full: AuditEntry = { id: state.nextId(), ...entry };
  state.auditLog.add(guild.id, full);
  if (has(memberPermissions(guild, DEMO.botUserId) ?? 0n, Permission.VIEW_AUDIT_LOG))
    state.gateway.emit(guild.id, {
      t: GatewayDispatchEvents.GuildAuditLogEntryCreate,
      d: { ...(full as unknown as APIAuditLogEntry), guild_id: guild.id },
    });
  return full;
}
