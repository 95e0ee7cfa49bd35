import {
  PermissionFlagsBits as P,
  type APIChannel,
  type APIGuildMember,
  type APIOverwrite,
  type APIRole,
  OverwriteType,
} from 'discord-api-types/v10';
import { has, parsePermissions } from './permissions.ts';

const ALL = (1n << 64n) - 1n;
const THREAD_TYPES = new Set([10, 11, 12]);

export interface MemberContext {
  guildId: string;
  ownerId: string;
  member: Pick<APIGuildMember, 'roles'> & { user?: { id: string } };
  userId: string;
  roles: APIRole[];
}

/** The member's guild-wide permissions: @everyone plus their roles; owner and admin get all. */
export function basePermissions(ctx: MemberContext): bigint {
  if (ctx.userId === ctx.ownerId) return ALL;
  const byId = new Map(ctx.roles.map((r) => [r.id, r]));
  let perms = parsePermissions(byId.get(ctx.guildId)?.permissions);
  for (const id of ctx.member.roles) perms |= parsePermissions(byId.get(id)?.permissions);
  return has(perms, P.Administrator) ? ALL : perms;
}

/** Discord's overwrite order: @everyone, then all role overwrites together, then the member's. */
export function channelPermissions(
  ctx: MemberContext,
  base: bigint,
  overwrites: APIOverwrite[] = [],
): bigint {
  if (base === ALL) return ALL;
  let perms = base;
  const apply = (o: APIOverwrite | undefined) => {
    if (!o) return;
    perms &= ~parsePermissions(o.deny);
    perms |= parsePermissions(o.allow);
  };
  apply(overwrites.find((o) => o.id === ctx.guildId));
  let deny = 0n;
  let allow = 0n;
  for (const o of overwrites) {
    if (o.type === OverwriteType.Role && o.id !== ctx.guildId && ctx.member.roles.includes(o.id)) {
      deny |= parsePermissions(o.deny);
      allow |= parsePermissions(o.allow);
    }
  }
  perms = (perms & ~deny) | allow;
  apply(overwrites.find((o) => o.type === OverwriteType.Member && o.id === ctx.userId));
  return perms;
}

/** Whether the bot can see and post in each channel; threads follow their parent channel. */
export function channelAccess(ctx: MemberContext, channels: APIChannel[]) {
  const base = basePermissions(ctx);
  const byId = new Map(channels.map((c) => [c.id, c]));
  const result = new Map<string, { view: boolean; send: boolean }>();
  for (const channel of channels) {
    const isThread = THREAD_TYPES.has(channel.type);
    const source =
      isThread && 'parent_id' in channel && channel.parent_id ? byId.get(channel.parent_id) : channel;
    const overwrites = source && 'permission_overwrites' in source ? source.permission_overwrites : [];
    const perms = channelPermissions(ctx, base, overwrites);
    const view = has(perms, P.ViewChannel);
    const send = view && has(perms, isThread ? P.SendMessagesInThreads : P.SendMessages);
    result.set(channel.id, { view, send });
  }
  return result;
}

/** A role the bot may hand out: it has Manage Roles and the role sits below its highest role. */
export function assignableRoles(ctx: MemberContext): Set<string> {
  const base = basePermissions(ctx);
  const assignable = new Set<string>();
  if (!has(base, P.ManageRoles)) return assignable;
  const byId = new Map(ctx.roles.map((r) => [r.id, r]));
  const highest = Math.max(0, ...ctx.member.roles.map((id) => byId.get(id)?.position ?? 0));
  for (const role of ctx.roles) {
    if (role.id !== ctx.guildId && !role.managed && role.position < highest) assignable.add(role.id);
  }
  return assignable;
}
