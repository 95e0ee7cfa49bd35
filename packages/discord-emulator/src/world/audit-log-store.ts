import type { APIAuditLogEntry } from 'discord-api-types/v10';
// The audit log's store; recording (with its gateway event) is in audit-log.ts, which needs the
// guild's permissions (and so the state), while the state holds this store.

/** Discord's audit log action types the emulator records. */
export const AuditAction = {
  MemberKick: 20,
  MemberBanAdd: 22,
  MemberBanRemove: 23,
  MemberUpdate: 24,
  MemberRoleUpdate: 25,
  MessageDelete: 72,
  MessageBulkDelete: 73,
} as const;

/** An entry as Discord answers it (its `id`, `action_type`, who acted on whom, reason, options, changes). */
export type AuditEntry = Pick<
  APIAuditLogEntry,
  'id' | 'action_type' | 'user_id' | 'target_id' | 'reason' | 'options' | 'changes'
>;

const KEPT_PER_GUILD = 1000;

/** Each guild's audit log, newest first, bounded; live only, like messages. */
export class AuditLog {
  private readonly byGuild = new Map<string, AuditEntry[]>();

  add(guildId: string, entry: AuditEntry): void {
    let list = this.byGuild.get(guildId);
    if (!list) this.byGuild.set(guildId, (list = []));
    list.unshift(entry);
    if (list.length > KEPT_PER_GUILD) list.length = KEPT_PER_GUILD;
  }

  list(guildId: string): readonly AuditEntry[] {
    return this.byGuild.get(guildId) ?? [];
  }
}
