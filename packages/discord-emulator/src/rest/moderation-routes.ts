import type { FastifyPluginAsync } from 'fastify';
import { messagePayload, userPayload, voiceStatePayload } from '../gateway/payloads.ts';
import { Permission } from '../permissions.ts';
import { DEMO } from '../seed/demo-ids.ts';
import { snowflakeTime } from '../snowflake.ts';
import type { EmulatorState } from '../state.ts';
import { findMember, findUser } from '../state.ts';
import { deleteMessages, unbanFromGuild } from '../world/actions.ts';
import { AuditAction, recordAudit } from '../world/audit-log.ts';
import { reasonOf } from './audit-reason.ts';
import { publicBase } from '../world/public-base.ts';
import { botChannel, botGuild, requireBot, requireBotPermission, snowflakeParam } from './auth.ts';
import { DiscordApiError, invalidBody, invalidFormBody, unknownUser } from './discord-errors.ts';
import { isRecord } from './message-body.ts';
import { integerQuery, snowflakeQuery } from './query.ts';

interface MessageParams {
  channel_id: string;
  message_id: string;
}

interface GuildUserParams {
  guild_id: string;
  user_id: string;
}

const unknownMessage = () => new DiscordApiError(404, { message: 'Unknown Message', code: 10008 });
const unknownBan = () => new DiscordApiError(404, { message: 'Unknown Ban', code: 10026 });
const unknownVoiceState = () => new DiscordApiError(404, { message: 'Unknown Voice State', code: 10065 });
const tooOld = () =>
  new DiscordApiError(400, {
    message: 'You can only bulk delete messages that are under 14 days old.',
    code: 50034,
  });

/** Bulk delete takes 2–100 ids, none older than two weeks (Discord's rule, by the ids' own time). */
const BULK_MIN = 2;
const BULK_MAX = 100;
const BULK_MAX_AGE_MS = 14 * 24 * 60 * 60_000;

/**
 * Reading and deleting messages, bans and voice states as the bot: the bot deletes its own
 * messages freely and others' with Manage Messages in the channel; bans need Ban Members.
 */
export const moderationRoutes: FastifyPluginAsync<{ state: EmulatorState }> = async (app, { state }) => {
  app.get<{ Params: MessageParams }>('/channels/:channel_id/messages/:message_id', async (request) => {
    requireBot(state, request);
    const { guild, channel } = botChannel(state, request.params.channel_id);
    requireBotPermission(guild, channel, Permission.READ_MESSAGE_HISTORY);
    const id = snowflakeParam('message_id', request.params.message_id);
    const message = state.messages.find(channel.id, id);
    if (!message || message.ephemeralFor !== undefined) throw unknownMessage();
    return messagePayload(state, message, publicBase(state, request));
  });

  app.delete<{ Params: MessageParams }>(
    '/channels/:channel_id/messages/:message_id',
    async (request, reply) => {
      requireBot(state, request);
      const { guild, channel } = botChannel(state, request.params.channel_id);
      const id = snowflakeParam('message_id', request.params.message_id);
      const message = state.messages.find(channel.id, id);
      if (!message || message.ephemeralFor !== undefined) throw unknownMessage();
      if (message.authorId !== DEMO.botUserId)
        requireBotPermission(guild, channel, Permission.MANAGE_MESSAGES);
      deleteMessages(state, guild, channel.id, [message.id]);
      if (message.authorId !== DEMO.botUserId)
        recordAudit(state, guild, {
          action_type: AuditAction.MessageDelete,
          user_id: DEMO.botUserId,
          target_id: message.authorId,
          options: { channel_id: channel.id, count: '1' },
          ...reasonOf(request),
        });
      return reply.code(204).send();
    },
  );

  // Ids that name no message still count toward the 2–100, as Discord's docs say; they are skipped.
  app.post<{ Params: { channel_id: string } }>(
    '/channels/:channel_id/messages/bulk-delete',
    async (request, reply) => {
      requireBot(state, request);
      const { guild, channel } = botChannel(state, request.params.channel_id);
      const body = request.body;
      if (!isRecord(body)) throw invalidBody('Only dictionaries may be used in a DictType');
      const ids = body.messages;
      if (!Array.isArray(ids) || !ids.every((v) => typeof v === 'string' && /^\d{1,20}$/.test(v)))
        throw invalidFormBody({ messages: 'Must be a list of message ids.' });
      if (ids.length < BULK_MIN || ids.length > BULK_MAX)
        throw invalidFormBody({ messages: `Must be between ${BULK_MIN} and ${BULK_MAX} in length.` });
      const unique = [...new Set(ids as string[])];
      if (unique.length !== ids.length)
        throw invalidFormBody({ messages: 'Duplicate messages are not allowed.' });
      requireBotPermission(guild, channel, Permission.MANAGE_MESSAGES);
      const now = state.options.now();
      if (unique.some((id) => now - snowflakeTime(id) > BULK_MAX_AGE_MS)) throw tooOld();
      const present = unique.filter((id) => {
        const message = state.messages.find(channel.id, id);
        return message !== undefined && message.ephemeralFor === undefined;
      });
      deleteMessages(state, guild, channel.id, present, true);
      if (present.length > 0)
        recordAudit(state, guild, {
          action_type: AuditAction.MessageBulkDelete,
          user_id: DEMO.botUserId,
          target_id: channel.id,
          options: { count: String(present.length) },
          ...reasonOf(request),
        });
      return reply.code(204).send();
    },
  );

  // Oldest first by user id, `limit` 1–1000 (default 1000), `before` / `after` a user id.
  app.get<{ Params: { guild_id: string } }>('/guilds/:guild_id/bans', async (request) => {
    requireBot(state, request);
    const guild = botGuild(state, request.params.guild_id);
    requireBotPermission(guild, undefined, Permission.BAN_MEMBERS);
    const limit = integerQuery(request, 'limit', 1, 1000, 1000);
    const before = snowflakeQuery(request, 'before');
    const after = snowflakeQuery(request, 'after');
    let ids = [...(guild.bans ?? [])].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
    if (after !== undefined) ids = ids.filter((id) => BigInt(id) > BigInt(after)).slice(0, limit);
    else if (before !== undefined) ids = ids.filter((id) => BigInt(id) < BigInt(before)).slice(-limit);
    else ids = ids.slice(0, limit);
    return ids.flatMap((id) => {
      const user = findUser(state.world, id);
      return user ? [{ user: userPayload(user), reason: guild.ban_reasons?.[id] ?? null }] : [];
    });
  });

  app.get<{ Params: GuildUserParams }>('/guilds/:guild_id/bans/:user_id', async (request) => {
    requireBot(state, request);
    const guild = botGuild(state, request.params.guild_id);
    requireBotPermission(guild, undefined, Permission.BAN_MEMBERS);
    const userId = snowflakeParam('user_id', request.params.user_id);
    const user = findUser(state.world, userId);
    if (!user || !guild.bans?.includes(userId)) throw unknownBan();
    return { user: userPayload(user), reason: guild.ban_reasons?.[userId] ?? null };
  });

  app.delete<{ Params: GuildUserParams }>('/guilds/:guild_id/bans/:user_id', async (request, reply) => {
    requireBot(state, request);
    const guild = botGuild(state, request.params.guild_id);
    requireBotPermission(guild, undefined, Permission.BAN_MEMBERS);
    const userId = snowflakeParam('user_id', request.params.user_id);
    if (!findUser(state.world, userId) || !guild.bans?.includes(userId)) throw unknownBan();
    unbanFromGuild(state, guild, userId);
    recordAudit(state, guild, {
      action_type: AuditAction.MemberBanRemove,
      user_id: DEMO.botUserId,
      target_id: userId,
      ...reasonOf(request),
    });
    return reply.code(204).send();
  });

  // Newest first; filtered by who acted (user_id), on whom (target_id) and the action; `before` /
  // `after` an entry id; `limit` 1–100 (default 50). View Audit Log, as on Discord.
  app.get<{ Params: { guild_id: string } }>('/guilds/:guild_id/audit-logs', async (request) => {
    requireBot(state, request);
    const guild = botGuild(state, request.params.guild_id);
    requireBotPermission(guild, undefined, Permission.VIEW_AUDIT_LOG);
    const userId = snowflakeQuery(request, 'user_id');
    const targetId = snowflakeQuery(request, 'target_id');
    const action = integerQuery(request, 'action_type', 1, 255, 0);
    const before = snowflakeQuery(request, 'before');
    const after = snowflakeQuery(request, 'after');
    const limit = integerQuery(request, 'limit', 1, 100, 50);
    const entries = state.auditLog
      .list(guild.id)
      .filter(
        (e) =>
          (userId === undefined || e.user_id === userId) &&
          (targetId === undefined || e.target_id === targetId) &&
          (action === 0 || Number(e.action_type) === action) &&
          (before === undefined || BigInt(e.id) < BigInt(before)) &&
          (after === undefined || BigInt(e.id) > BigInt(after)),
      )
      .slice(0, limit);
    const users = [...new Set(entries.flatMap((e) => [e.user_id, e.target_id]))].flatMap((id) => {
      if (id === null) return [];
      const user = findUser(state.world, id);
      return user ? [userPayload(user)] : [];
    });
    return {
      audit_log_entries: entries,
      users,
      integrations: [],
      webhooks: [],
      guild_scheduled_events: [],
      threads: [],
      application_commands: [],
      auto_moderation_rules: [],
    };
  });

  // `@me` is the bot itself, as on Discord.
  app.get<{ Params: GuildUserParams }>('/guilds/:guild_id/voice-states/:user_id', async (request) => {
    requireBot(state, request);
    const guild = botGuild(state, request.params.guild_id);
    const userId =
      request.params.user_id === '@me' ? DEMO.botUserId : snowflakeParam('user_id', request.params.user_id);
    if (!findUser(state.world, userId)) throw unknownUser();
    const record = state.voice.get(guild.id, userId);
    if (!record || !findMember(guild, userId)) throw unknownVoiceState();
    return { ...voiceStatePayload(state, guild, record), self_stream: false };
  });
};
