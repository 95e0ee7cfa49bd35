import type { FastifyPluginAsync } from 'fastify';
import { loopbackOnly } from '../control-access.ts';
import { highestRolePosition, memberPermissions } from '../guild-permissions.ts';
import { ALL_PERMISSIONS, Permission, has } from '../permissions.ts';
import type { Guild } from '../seed/world.ts';
import type { EmulatorState } from '../state.ts';
import { findMember, findUser } from '../state.ts';
import { WorldActionError, banFromGuild, leaveGuild, unbanFromGuild, updateMember } from './actions.ts';
import { AuditAction, recordAudit } from './audit-log.ts';
import { discordTimestamp } from './time.ts';
import type { Body } from './world-body.ts';
import { BadWorldRequest, guildField, idField, memberField, objectBody } from './world-body.ts';

/** Discord caps a timeout at 28 days ahead. */
const MAX_TIMEOUT_MS = 28 * 86_400_000;
const ACTIONS = ['ban', 'unban', 'kick', 'timeout'] as const;
type Action = (typeof ACTIONS)[number];
const NEEDS: Record<Action, bigint> = {
  ban: Permission.BAN_MEMBERS,
  unban: Permission.BAN_MEMBERS,
  kick: Permission.KICK_MEMBERS,
  timeout: Permission.MODERATE_MEMBERS,
};

/** Discord's rule for acting on a member: never the owner or oneself, and only below one's highest role. */
function requireAbove(guild: Guild, moderatorId: string, targetId: string): void {
  if (targetId === guild.owner_id || targetId === moderatorId)
    throw new BadWorldRequest(403, 'Nobody can act on the server’s owner, or on themselves.');
  if (
    findMember(guild, targetId) &&
    highestRolePosition(guild, moderatorId) <= highestRolePosition(guild, targetId)
  )
    throw new BadWorldRequest(403, 'The member’s highest role is not below the moderator’s.');
}

function reasonField(body: Body): { reason?: string } {
  const reason = body.reason;
  if (reason === undefined || reason === null || reason === '') return {};
  if (typeof reason !== 'string' || reason.length > 512)
    throw new BadWorldRequest(400, 'reason must be text of at most 512 characters.');
  return { reason };
}

/**
 * `POST /_world/moderate {guild_id, user_id, target_id, action, until?, reason?}`: a moderator bans,
 * unbans, kicks or times out a member by hand (Discord's own menus), with the permission and
 * role rules Discord applies; the bot sees the events and the audit log names the moderator.
 */
export const moderateRoute: FastifyPluginAsync<{ state: EmulatorState }> = async (app, { state }) => {
  app.addHook('onRequest', loopbackOnly);

  app.post('/_world/moderate', async (request, reply) => {
    try {
      const body = objectBody(request.body);
      const guild = guildField(state, body);
      const moderatorId = memberField(guild, body);
      const targetId = idField(body, 'target_id');
      const action = body.action as Action;
      if (!ACTIONS.includes(action))
        throw new BadWorldRequest(400, `action must be one of ${ACTIONS.join(', ')}.`);
      if (!findUser(state.world, targetId)) throw new BadWorldRequest(404, `There is no user ${targetId}.`);
      const permissions = memberPermissions(guild, moderatorId) ?? 0n;
      if (permissions !== ALL_PERMISSIONS && !has(permissions, NEEDS[action]))
        throw new BadWorldRequest(403, `This member lacks the permission to ${action}.`);
      const reason = reasonField(body);
      const target = findMember(guild, targetId);
      const entry = { user_id: moderatorId, target_id: targetId, ...reason };
      if (action === 'unban') {
        unbanFromGuild(state, guild, targetId);
        recordAudit(state, guild, { action_type: AuditAction.MemberBanRemove, ...entry });
        return reply.code(204).send();
      }
      requireAbove(guild, moderatorId, targetId);
      if (action === 'ban') {
        if (guild.bans?.includes(targetId)) throw new WorldActionError('This user is banned already.');
        banFromGuild(state, guild, targetId, reason.reason);
        recordAudit(state, guild, { action_type: AuditAction.MemberBanAdd, ...entry });
        return reply.code(204).send();
      }
      if (!target) throw new BadWorldRequest(404, `User ${targetId} is not a member of ${guild.name}.`);
      if (action === 'kick') {
        leaveGuild(state, guild, targetId);
        recordAudit(state, guild, { action_type: AuditAction.MemberKick, ...entry });
        return reply.code(204).send();
      }
      // A timeout: until an ISO time up to 28 days ahead, or null to lift it. Administrators cannot be timed out.
      if (has(memberPermissions(guild, targetId) ?? 0n, Permission.ADMINISTRATOR))
        throw new BadWorldRequest(403, 'Administrators cannot be timed out.');
      const now = state.options.now();
      const ms = typeof body.until === 'string' ? Date.parse(body.until) : Number.NaN;
      if (body.until !== null && (!Number.isFinite(ms) || ms <= now || ms > now + MAX_TIMEOUT_MS))
        throw new BadWorldRequest(
          400,
          'until must be an ISO time within the next 28 days, or null to lift the timeout.',
        );
      const until = body.until === null ? null : discordTimestamp(ms);
      const previous = target.communication_disabled_until ?? null;
      updateMember(state, guild, { ...target, communication_disabled_until: until });
      recordAudit(state, guild, {
        action_type: AuditAction.MemberUpdate,
        ...entry,
        changes: [
          {
            key: 'communication_disabled_until',
            ...(previous ? { old_value: previous } : {}),
            ...(until ? { new_value: until } : {}),
          },
        ],
      });
      return reply.code(200).send({ communication_disabled_until: until });
    } catch (error) {
      if (error instanceof BadWorldRequest) return reply.code(error.status).send({ error: error.message });
      if (error instanceof WorldActionError) return reply.code(409).send({ error: error.message });
      throw error;
    }
  });
};
