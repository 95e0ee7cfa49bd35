import { GatewayDispatchEvents } from 'discord-api-types/v10';
import type { APIAuditLogChange } from 'discord-api-types/v10';
import { memberPermissions } from '../guild-permissions.ts';
import { Permission, has } from '../permissions.ts';
import { DEMO } from '../seed/demo-ids.ts';
import type { Guild } from '../seed/world.ts';
import type { EmulatorState } from '../state.ts';
import { AuditAction } from './audit-log-store.ts';
import type { AuditEntry } from './audit-log-store.ts';

export { AuditAction };

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
      d: { ...full, guild_id: guild.id },
    });
  return full;
}

/** MEMBER_ROLE_UPDATE: the roles given (`$add`) and taken (`$remove`), by id and name; nothing when none changed. */
export function recordRoleChange(
  state: EmulatorState,
  guild: Guild,
  entry: Pick<AuditEntry, 'user_id' | 'target_id' | 'reason'>,
  before: readonly string[],
  after: readonly string[],
): void {
  const named = (ids: string[]) =>
    ids.map((id) => ({ id, name: guild.roles.find((r) => r.id === id)?.name ?? '' }));
  const added = after.filter((id) => !before.includes(id));
  const removed = before.filter((id) => !after.includes(id));
  const changes: APIAuditLogChange[] = [
    ...(added.length > 0 ? [{ key: '$add' as const, new_value: named(added) }] : []),
    ...(removed.length > 0 ? [{ key: '$remove' as const, new_value: named(removed) }] : []),
  ];
  if (changes.length > 0)
    recordAudit(state, guild, {
      action_type: AuditAction.MemberRoleUpdate,
      ...entry,
      changes,
    });
}
