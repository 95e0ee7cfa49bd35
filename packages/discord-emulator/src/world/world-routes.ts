import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { loopbackOnly } from '../control-access.ts';
import type { GatewaySwitch } from '../gateway/hub.ts';
import { messagePayload } from '../gateway/payloads.ts';
import type { DemoUser, GuildChannel } from '../seed/world.ts';
import { MAX_GUILD_CHANNELS } from '../rest/discord-errors.ts';
import { snowflakeAt } from '../snowflake.ts';
import type { EmulatorState } from '../state.ts';
import { findGuild, findMember, findUser } from '../state.ts';
import { recordWorldChange } from '../world-journal.ts';
import { buildGuild } from './new-guild.ts';
import { worldPage } from './world-page.ts';
import { WORLD_SCRIPT } from './world-page-script.ts';
import { DEMO } from '../seed/demo-ids.ts';
import { discordTimestamp } from './time.ts';
import {
  WorldActionError,
  addChannel,
  addThreadMembers,
  boost,
  joinGuild,
  leaveGuild,
  postMessage,
  setVoiceChannel,
  updateMember,
} from './actions.ts';
import { memberMentions } from './mentions.ts';
import { channelPermissions } from '../guild-permissions.ts';
import { Permission, has } from '../permissions.ts';
import { publicBase } from './public-base.ts';
import { worldGuildState } from './world-state-view.ts';
import type { Body } from './world-body.ts';
import {
  BadWorldRequest,
  channelField,
  guildField,
  idField,
  idList,
  memberField,
  objectBody,
  timeField,
} from './world-body.ts';

const TEXT_TYPES: readonly number[] = [0, 5, 10, 11, 12];
const VOICE_TYPES: readonly number[] = [2, 13];
const USERNAME = /^[a-z0-9_.]{2,32}$/;
const ACTIONS_PER_REQUEST = 1000;

function newUser(state: EmulatorState, raw: unknown): { user: DemoUser; isNew: boolean } {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw new BadWorldRequest(400, 'user must be an object: { "id"?: string, "username": string }.');
  const body = raw as Body;
  if (body.id !== undefined) {
    const id = idField(body, 'id');
    const user = findUser(state.world, id);
    if (!user) throw new BadWorldRequest(404, `There is no user ${id}; leave out the id to make a new user.`);
    if (user.bot) throw new BadWorldRequest(400, 'A bot joins a server through its invite, not as a member.');
    return { user, isNew: false };
  }
  const username = body.username;
  if (typeof username !== 'string' || !USERNAME.test(username))
    throw new BadWorldRequest(
      400,
      'user.username must be 2–32 characters: lower-case letters, digits, "_" or "." (Discord’s rule).',
    );
  if (state.world.users.some((u) => u.username === username))
    throw new BadWorldRequest(400, `The username "${username}" is taken.`);
  const user: DemoUser = {
    id: state.nextId(),
    username,
    global_name:
      typeof body.global_name === 'string' && body.global_name.trim() ? body.global_name.trim() : null,
    discriminator: '0',
    avatar: null,
    banner: null,
    accent_color: null,
    bot: false,
    email: null,
    locale: 'en-US',
  };
  return { user, isNew: true };
}

/**
 * A list of actions in one request (`field`: 1–1000 bodies), done in their order. The first one
 * refused stops the rest (those before it stay done) and is named by its index in the error.
 */
function each<T>(body: Body, field: string, run: (item: Body) => T): T[] {
  const list = body[field];
  if (!Array.isArray(list) || list.length === 0 || list.length > ACTIONS_PER_REQUEST)
    throw new BadWorldRequest(400, `${field} must be a list of 1–${ACTIONS_PER_REQUEST} items.`);
  return list.map((raw: unknown, i) => {
    try {
      return run(objectBody(raw));
    } catch (error) {
      if (error instanceof BadWorldRequest)
        throw new BadWorldRequest(error.status, `${field}[${i}]: ${error.message}`);
      if (error instanceof WorldActionError) throw new WorldActionError(`${field}[${i}]: ${error.message}`);
      throw error;
    }
  });
}

function refuse(reply: FastifyReply, error: unknown) {
  if (error instanceof BadWorldRequest) return reply.code(error.status).send({ error: error.message });
  if (error instanceof WorldActionError) return reply.code(409).send({ error: error.message });
  throw error;
}

const GATEWAY_ACTIONS = ['reconnect', 'invalid_session', 'close'] as const;

/**
 * Control routes outside Discord's API: act as members of the world (each action sends the
 * gateway events Discord would), read a guild's state, and trip the gateway's test switch.
 */
export const worldRoutes: FastifyPluginAsync<{ state: EmulatorState }> = async (app, { state }) => {
  app.addHook('onRequest', loopbackOnly);

  const action = (path: string, run: (body: Body, reply: FastifyReply, base: string) => unknown) =>
    app.post(path, async (request, reply) => {
      try {
        return await run(objectBody(request.body), reply, publicBase(state, request));
      } catch (error) {
        return refuse(reply, error);
      }
    });

  const worldJoin = (body: Body) => {
    const guild = guildField(state, body);
    const { user, isNew } = newUser(state, body.user);
    const member = joinGuild(state, guild, user, isNew);
    return { user_id: user.id, username: user.username, joined_at: member.joined_at };
  };

  action('/_world/join', (body, reply) => reply.code(201).send(worldJoin(body)));

  /**
   * Several joins in one request, in their order, each its own GUILD_MEMBER_ADD: a driver that
   * plays many members (the bot's joins bench) pays one request for many joins.
   */
  action('/_world/joins', (body, reply) => reply.code(201).send({ joins: each(body, 'joins', worldJoin) }));

  /**
   * Channels made by the server's people (text by default, `type` 0, 2 or 4), without a category,
   * each its own CHANNEL_CREATE; up to Discord's 500 per guild. Many in one request: a test brings
   * a server near the limit cheaply.
   */
  action('/_world/channels', (body, reply) => {
    const guild = guildField(state, body);
    const made = each(body, 'channels', (item) => {
      const name = item.name;
      const type = item.type ?? 0;
      if (typeof name !== 'string' || name.trim().length === 0 || name.length > 100)
        throw new BadWorldRequest(400, 'name must be text of 1–100 characters.');
      if (type !== 0 && type !== 2 && type !== 4) throw new BadWorldRequest(400, 'type must be 0, 2 or 4.');
      if (guild.channels.filter((c) => c.kind === 'guild').length >= MAX_GUILD_CHANNELS)
        throw new WorldActionError(`${guild.name} has Discord's ${MAX_GUILD_CHANNELS} channels.`);
      const channel: GuildChannel = {
        kind: 'guild',
        id: state.nextId(),
        type,
        guild_id: guild.id,
        name: type === 0 ? name.trim().toLowerCase().replace(/\s+/g, '-') : name.trim(),
        position: guild.channels.length,
        parent_id: null,
        permission_overwrites: [],
        flags: 0,
        nsfw: false,
        ...(type !== 4 && { last_message_id: null, rate_limit_per_user: 0 }),
        ...(type === 0 && { topic: null }),
        ...(type === 2 && { bitrate: 64000, user_limit: 0, rtc_region: null }),
      };
      addChannel(state, guild, channel);
      return { id: channel.id };
    });
    return reply.code(201).send({ channels: made });
  });

  action('/_world/leave', (body, reply) => {
    const guild = guildField(state, body);
    leaveGuild(state, guild, memberField(guild, body));
    return reply.code(204).send();
  });

  /** A member's message: posted, sent on the gateway, and answered as Discord's REST would. */
  const worldMessage = (body: Body, base: string) => {
    const { guild, channel } = channelField(state, body);
    if (!TEXT_TYPES.includes(channel.type))
      throw new BadWorldRequest(
        400,
        `#${channel.name} is not a text channel: messages go to text channels and threads.`,
      );
    const userId = memberField(guild, body);
    const until = findMember(guild, userId)?.communication_disabled_until;
    if (until && Date.parse(until) > state.options.now())
      throw new WorldActionError(`This member is timed out until ${until} and cannot send messages.`);
    const content = body.content;
    if (typeof content !== 'string' || content.trim().length === 0 || content.length > 2000)
      throw new BadWorldRequest(400, 'content must be text of 1–2000 characters.');
    const at = timeField(body, 'timestamp', state.options.now());
    const mentions = memberMentions(guild, channel, userId, content);
    // A reply (`reply_to` a message of the channel) pings its author unless `reply_ping` is false,
    // as Discord's client does.
    const replyTo = body.reply_to === undefined ? undefined : idField(body, 'reply_to');
    const answered = replyTo === undefined ? undefined : state.messages.find(channel.id, replyTo);
    if (replyTo !== undefined && (!answered || answered.ephemeralFor !== undefined))
      throw new BadWorldRequest(404, `There is no message ${replyTo} in #${channel.name} to reply to.`);
    if (answered && body.reply_ping !== false && !mentions.users.includes(answered.authorId))
      mentions.users.push(answered.authorId);
    const message = {
      id: snowflakeAt(at),
      channelId: channel.id,
      guildId: guild.id,
      authorId: userId,
      content,
      embeds: [],
      attachments: [],
      mentions: mentions.users,
      mentionRoles: mentions.roles,
      mentionEveryone: mentions.everyone,
      timestamp: new Date(at).toISOString().replace('Z', '000+00:00'),
      components: [],
      ...(replyTo !== undefined && { type: 19, replyTo }),
    };
    if (channel.kind === 'thread') {
      if (channel.thread_metadata.locked)
        throw new WorldActionError(`The thread ${channel.name} is locked: only moderators write in it.`);
      // A private thread is for its members (and moderators); one who writes in a thread joins it.
      const moderates = has(channelPermissions(guild, userId, channel), Permission.MANAGE_THREADS);
      if (channel.type === 12 && !moderates && !state.threadMembers.has(channel.id, userId))
        throw new WorldActionError(`The private thread ${channel.name} is for its members only.`);
      addThreadMembers(state, guild, channel, [userId]);
    }
    postMessage(state, guild, message, base);
    return messagePayload(state, message, base);
  };

  action('/_world/message', (body, reply, base) => reply.code(201).send(worldMessage(body, base)));

  /**
   * Several members' messages in one request, posted in their order, each its own MESSAGE_CREATE:
   * a driver that plays many members (the bot's XP bench) pays one request for many messages.
   */
  action('/_world/messages', (body, reply, base) =>
    reply.code(201).send({ messages: each(body, 'messages', (item) => worldMessage(item, base)) }),
  );

  action('/_world/voice', (body, reply) => {
    const guild = guildField(state, body);
    const userId = memberField(guild, body);
    const channelId = body.channel_id === null ? null : idField(body, 'channel_id');
    if (channelId !== null) {
      const channel = guild.channels.find((c) => c.id === channelId);
      if (!channel || !VOICE_TYPES.includes(channel.type))
        throw new BadWorldRequest(400, `channel_id ${channelId} is not a voice channel of ${guild.name}.`);
    }
    setVoiceChannel(state, guild, userId, channelId);
    return reply.code(204).send();
  });

  action('/_world/boost', (body, reply) => {
    const guild = guildField(state, body);
    const member = boost(state, guild, memberField(guild, body));
    return reply.code(200).send({ premium_since: member.premium_since });
  });

  action('/_world/roles', (body, reply) => {
    const guild = guildField(state, body);
    const userId = memberField(guild, body);
    const add = idList(body, 'add');
    const remove = idList(body, 'remove');
    if (add.length === 0 && remove.length === 0)
      throw new BadWorldRequest(400, 'Give role ids to add and/or remove.');
    for (const id of [...add, ...remove]) {
      const role = guild.roles.find((r) => r.id === id);
      if (!role || role.id === guild.id)
        throw new BadWorldRequest(400, `${id} is not a role of ${guild.name} that members can be given.`);
      if (role.managed) throw new BadWorldRequest(400, `${role.name} is managed by an integration.`);
    }
    const member = findMember(guild, userId);
    if (!member) throw new BadWorldRequest(404, 'not a member');
    const roles = [...new Set([...member.roles.filter((r) => !remove.includes(r)), ...add])];
    updateMember(state, guild, { ...member, roles });
    return reply.code(200).send({ roles });
  });

  /** A user's privacy setting "Allow direct messages from server members" (on by default). */
  action('/_world/dms', (body, reply) => {
    const userId = idField(body, 'user_id');
    if (!findUser(state.world, userId)) throw new BadWorldRequest(404, `There is no user ${userId}.`);
    if (typeof body.open !== 'boolean') throw new BadWorldRequest(400, 'open must be true or false.');
    state.directMessages.setAccepts(userId, body.open);
    return reply.code(204).send();
  });

  action('/_world/guilds', (body, reply) => {
    const name = body.name;
    if (typeof name !== 'string' || name.trim().length < 2 || name.length > 100)
      throw new BadWorldRequest(400, 'name must be 2–100 characters.');
    const ownerId = idField(body, 'owner_id');
    if (!findUser(state.world, ownerId)) throw new BadWorldRequest(404, `There is no user ${ownerId}.`);
    const guildId = body.id === undefined ? state.nextId() : idField(body, 'id');
    if (findGuild(state.world, guildId)) throw new BadWorldRequest(400, `Guild ${guildId} exists already.`);
    const ids = {
      guildId,
      botRoleId: state.nextId(),
      categoryId: state.nextId(),
      textId: state.nextId(),
      voiceId: state.nextId(),
    };
    const guild = buildGuild(ids, name.trim(), ownerId, discordTimestamp(state.options.now()));
    recordWorldChange(state, { kind: 'guild-created', guildId, guild });
    const created = findGuild(state.world, guildId);
    if (created) state.gateway.guildJoined(created);
    return reply.code(201).send({ id: guildId, text_channel_id: ids.textId, voice_channel_id: ids.voiceId });
  });

  app.get('/_world', async () => ({
    guilds: state.world.guilds.map((g) => ({
      id: g.id,
      name: g.name,
      bot_present: findMember(g, DEMO.botUserId) !== undefined,
    })),
    users: state.world.users.map((u) => ({
      id: u.id,
      username: u.username,
      global_name: u.global_name,
      bot: u.bot,
    })),
  }));

  app.get('/world.js', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(WORLD_SCRIPT),
  );

  app.get('/world', async (_request, reply) =>
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(worldPage(state.prefix)),
  );

  app.get<{ Params: { guild_id: string } }>('/_world/guilds/:guild_id', async (request, reply) => {
    try {
      return worldGuildState(
        state,
        guildField(state, { guild_id: request.params.guild_id }),
        publicBase(state, request),
      );
    } catch (error) {
      return refuse(reply, error);
    }
  });

  action('/_gateway', (body, reply) => {
    const kind = body.action;
    if (!GATEWAY_ACTIONS.includes(kind as GatewaySwitch['action']))
      throw new BadWorldRequest(400, `action must be one of ${GATEWAY_ACTIONS.join(', ')}.`);
    const command: GatewaySwitch = { action: kind as GatewaySwitch['action'] };
    if (body.shard !== undefined) {
      if (!Number.isInteger(body.shard) || (body.shard as number) < 0)
        throw new BadWorldRequest(400, 'shard must be a shard id (a whole number from 0).');
      command.shard = body.shard as number;
    }
    if (body.resumable !== undefined) {
      if (typeof body.resumable !== 'boolean')
        throw new BadWorldRequest(400, 'resumable must be true or false.');
      command.resumable = body.resumable;
    }
    if (body.afterDispatches !== undefined) {
      if (!Number.isInteger(body.afterDispatches) || (body.afterDispatches as number) < 0)
        throw new BadWorldRequest(400, 'afterDispatches must be a whole number from 0.');
      command.afterDispatches = body.afterDispatches as number;
    }
    return reply.code(200).send({ sessions: state.gateway.trip(command) });
  });
};
