import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { highestRolePosition } from '../guild-permissions.ts';
import { Permission } from '../permissions.ts';
import { DEMO } from '../seed/demo-ids.ts';
import type { Guild, Member } from '../seed/world.ts';
import type { EmulatorState } from '../state.ts';
import { findMember, findUser } from '../state.ts';
import { memberView } from '../views/member-view.ts';
import {
  banFromGuild,
  deleteRecentMessages,
  leaveGuild,
  setVoiceChannel,
  updateMember,
} from '../world/actions.ts';
import { AuditAction, recordAudit, recordRoleChange } from '../world/audit-log.ts';
import { auditLogReason, reasonOf } from './audit-reason.ts';
import { botGuild, requireBot, requireBotPermission, snowflakeParam } from './auth.ts';
import {
  invalidBody,
  invalidFormBody,
  missingPermissions,
  unknownMember,
  unknownRole,
  unknownUser,
} from './discord-errors.ts';
import { parseMemberPatch } from './member-patch.ts';

/** A ban may delete the user's messages of the last 7 days at most (Discord's delete_message_seconds). */
const MAX_DELETE_SECONDS = 604_800;

interface MemberParams {
  guild_id: string;
  user_id: string;
}

/** The member the bot acts on: 404 Unknown User / Unknown Member as Discord answers. */
function targetMember(state: EmulatorState, guild: Guild, userIdParam: string): Member {
  const userId = snowflakeParam('user_id', userIdParam);
  if (!findUser(state.world, userId)) throw unknownUser();
  const member = findMember(guild, userId);
  if (!member) throw unknownMember();
  return member;
}

/** Role hierarchy: the bot acts only on members (and roles) below its highest role; never the owner. */
function requireAbove(guild: Guild, userId: string): void {
  if (userId === guild.owner_id) throw missingPermissions();
  if (
    userId !== DEMO.botUserId &&
    highestRolePosition(guild, DEMO.botUserId) <= highestRolePosition(guild, userId)
  )
    throw missingPermissions();
}

function assignableRole(guild: Guild, roleIdParam: string) {
  const roleId = snowflakeParam('role_id', roleIdParam);
  const role = guild.roles.find((r) => r.id === roleId);
  if (!role || role.id === guild.id) throw unknownRole();
  requireBotPermission(guild, undefined, Permission.MANAGE_ROLES);
  // Managed roles belong to their integration; roles at or above the bot's highest are out of reach.
  if (role.managed || role.position >= highestRolePosition(guild, DEMO.botUserId)) throw missingPermissions();
  return role;
}

/** An audit log entry's actor and target for what the bot does to a member, with the request's reason. */
function byBot(request: FastifyRequest, member: Member) {
  return { user_id: DEMO.botUserId, target_id: member.user_id, ...reasonOf(request) };
}

export const memberRoutes: FastifyPluginAsync<{ state: EmulatorState }> = async (app, { state }) => {
  app.put<{ Params: MemberParams & { role_id: string } }>(
    '/guilds/:guild_id/members/:user_id/roles/:role_id',
    async (request, reply) => {
      requireBot(state, request);
      const guild = botGuild(state, request.params.guild_id);
      const member = targetMember(state, guild, request.params.user_id);
      const role = assignableRole(guild, request.params.role_id);
      if (!member.roles.includes(role.id)) {
        updateMember(state, guild, { ...member, roles: [...member.roles, role.id] });
        recordRoleChange(state, guild, byBot(request, member), member.roles, [...member.roles, role.id]);
      }
      return reply.code(204).send();
    },
  );

  app.delete<{ Params: MemberParams & { role_id: string } }>(
    '/guilds/:guild_id/members/:user_id/roles/:role_id',
    async (request, reply) => {
      requireBot(state, request);
      const guild = botGuild(state, request.params.guild_id);
      const member = targetMember(state, guild, request.params.user_id);
      const role = assignableRole(guild, request.params.role_id);
      if (member.roles.includes(role.id)) {
        const roles = member.roles.filter((r) => r !== role.id);
        updateMember(state, guild, { ...member, roles });
        recordRoleChange(state, guild, byBot(request, member), member.roles, roles);
      }
      return reply.code(204).send();
    },
  );

  app.patch<{ Params: MemberParams }>('/guilds/:guild_id/members/:user_id', async (request) => {
    requireBot(state, request);
    const guild = botGuild(state, request.params.guild_id);
    const member = targetMember(state, guild, request.params.user_id);
    const patch = parseMemberPatch(state, guild, member, request.body);
    if (patch.nick !== undefined) {
      requireBotPermission(guild, undefined, Permission.MANAGE_NICKNAMES);
      requireAbove(guild, member.user_id);
    }
    if (patch.roles !== undefined) {
      requireBotPermission(guild, undefined, Permission.MANAGE_ROLES);
      const changed = [
        ...patch.roles.filter((r) => !member.roles.includes(r)),
        ...member.roles.filter((r) => !patch.roles?.includes(r)),
      ];
      for (const id of changed) assignableRole(guild, id);
    }
    if (patch.timeoutUntil !== undefined) {
      requireBotPermission(guild, undefined, Permission.MODERATE_MEMBERS);
      requireAbove(guild, member.user_id);
    }
    if (patch.channelId !== undefined) {
      const target =
        patch.channelId === null ? undefined : guild.channels.find((c) => c.id === patch.channelId);
      requireBotPermission(guild, target, Permission.MOVE_MEMBERS);
      if (target) requireBotPermission(guild, target, Permission.CONNECT);
    }
    let next: Member = { ...member };
    if (patch.nick !== undefined) next.nick = patch.nick;
    if (patch.roles !== undefined) next.roles = patch.roles;
    if (patch.timeoutUntil !== undefined) next.communication_disabled_until = patch.timeoutUntil;
    if (patch.nick !== undefined || patch.roles !== undefined || patch.timeoutUntil !== undefined)
      next = updateMember(state, guild, next);
    // A nickname or a timeout changed is a MEMBER_UPDATE in the audit log.
    const changes = (['nick', 'communication_disabled_until'] as const)
      .filter((key) => (member[key] ?? null) !== (next[key] ?? null))
      .map((key) => ({
        key,
        ...(member[key] ? { old_value: member[key] } : {}),
        ...(next[key] ? { new_value: next[key] } : {}),
      }));
    recordRoleChange(state, guild, byBot(request, member), member.roles, next.roles);
    if (changes.length > 0)
      recordAudit(state, guild, {
        action_type: AuditAction.MemberUpdate,
        user_id: DEMO.botUserId,
        target_id: member.user_id,
        changes,
        ...reasonOf(request),
      });
    if (patch.channelId !== undefined) setVoiceChannel(state, guild, member.user_id, patch.channelId);
    const user = findUser(state.world, member.user_id);
    if (!user) throw unknownUser();
    return memberView(findMember(guild, member.user_id) ?? next, user);
  });

  app.delete<{ Params: MemberParams }>('/guilds/:guild_id/members/:user_id', async (request, reply) => {
    requireBot(state, request);
    const guild = botGuild(state, request.params.guild_id);
    const member = targetMember(state, guild, request.params.user_id);
    requireBotPermission(guild, undefined, Permission.KICK_MEMBERS);
    requireAbove(guild, member.user_id);
    leaveGuild(state, guild, member.user_id);
    recordAudit(state, guild, {
      action_type: AuditAction.MemberKick,
      user_id: DEMO.botUserId,
      target_id: member.user_id,
      ...reasonOf(request),
    });
    return reply.code(204).send();
  });

  app.put<{ Params: MemberParams }>('/guilds/:guild_id/bans/:user_id', async (request, reply) => {
    requireBot(state, request);
    const guild = botGuild(state, request.params.guild_id);
    const userId = snowflakeParam('user_id', request.params.user_id);
    if (!findUser(state.world, userId)) throw unknownUser();
    requireBotPermission(guild, undefined, Permission.BAN_MEMBERS);
    if (findMember(guild, userId)) requireAbove(guild, userId);
    const body = request.body;
    if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body)))
      throw invalidBody('Only dictionaries may be used in a DictType');
    const seconds =
      (body as { delete_message_seconds?: unknown } | null | undefined)?.delete_message_seconds ?? 0;
    if (!Number.isInteger(seconds) || (seconds as number) < 0 || (seconds as number) > MAX_DELETE_SECONDS)
      throw invalidFormBody({
        delete_message_seconds: `int value should be between 0 and ${MAX_DELETE_SECONDS}.`,
      });
    const reason = auditLogReason(request);
    banFromGuild(state, guild, userId, reason);
    recordAudit(state, guild, {
      action_type: AuditAction.MemberBanAdd,
      user_id: DEMO.botUserId,
      target_id: userId,
      ...(reason === undefined ? {} : { reason }),
    });
    if ((seconds as number) > 0) deleteRecentMessages(state, guild, userId, seconds as number);
    return reply.code(204).send();
  });
};
