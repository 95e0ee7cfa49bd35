import { InteractionType } from 'discord-api-types/v10';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { loopbackOnly } from '../control-access.ts';
import { memberPayload, messagePayload, userPayload } from '../gateway/payloads.ts';
import { channelPermissions } from '../guild-permissions.ts';
import { ALL_PERMISSIONS, Permission, has } from '../permissions.ts';
import { modalFields } from '../rest/modal.ts';
import type { Channel, Guild } from '../seed/world.ts';
import type { EmulatorState } from '../state.ts';
import { findMember, findUser } from '../state.ts';
import { WorldActionError, deleteMessages, editMessage } from './actions.ts';
import type { ApplicationCommand, CommandOption } from './commands.ts';
import { CommandType, OptionType } from './commands.ts';
import { sendInteraction } from './interaction-payload.ts';
import type { PendingInteraction } from './interactions.ts';
import { INTERACTION_TOKEN_MS, interactionStatus } from './interactions.ts';
import { parseMentions } from './mentions.ts';
import { publicBase } from './public-base.ts';
import type { Body } from './world-body.ts';
import { BadWorldRequest, channelField, guildField, idField, memberField, objectBody } from './world-body.ts';

/** Text, voice (their chat), announcement channels and threads take commands and messages. */
const COMMAND_CHANNEL_TYPES: readonly number[] = [0, 2, 5, 11, 12, 13];

interface Resolved {
  users: Record<string, unknown>;
  members: Record<string, unknown>;
  roles: Record<string, unknown>;
  channels: Record<string, unknown>;
}

function channelIn(guild: Guild, id: string): Channel | undefined {
  return guild.channels.find((c) => c.id === id);
}

/**
 * Whether the member may run the command here: Use Application Commands in the channel, and
 * the command's default_member_permissions ("0": administrators only). The owner and
 * administrators may run everything.
 */
function mayRun(guild: Guild, userId: string, channel: Channel, command: ApplicationCommand): boolean {
  const permissions = channelPermissions(guild, userId, channel);
  if (permissions === ALL_PERMISSIONS) return true;
  if (!has(permissions, Permission.VIEW_CHANNEL) || !has(permissions, Permission.USE_APPLICATION_COMMANDS))
    return false;
  const needed = command.default_member_permissions;
  if (needed === null) return true;
  return BigInt(needed) !== 0n && has(permissions, BigInt(needed));
}

/** One option's value as Discord sends it, checked against the option's definition; resolved objects added. */
function optionValue(
  state: EmulatorState,
  guild: Guild,
  userId: string,
  option: CommandOption,
  raw: unknown,
  resolved: Resolved,
): string | number | boolean {
  const refuse = (what: string) => new BadWorldRequest(400, `Option "${option.name}" ${what}.`);
  const inChoices = (value: string | number) => {
    if (option.choices && !option.choices.some((c) => c.value === value))
      throw refuse(`must be one of ${option.choices.map((c) => JSON.stringify(c.value)).join(', ')}`);
    return value;
  };
  switch (option.type) {
    case OptionType.String: {
      if (typeof raw !== 'string' || raw.length === 0) throw refuse('must be text');
      if (raw.length < (option.min_length ?? 0) || raw.length > (option.max_length ?? 6000))
        throw refuse(`must be ${option.min_length ?? 0}–${option.max_length ?? 6000} characters`);
      return inChoices(raw);
    }
    case OptionType.Integer:
    case OptionType.Number: {
      const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
      const whole = option.type === OptionType.Integer;
      if (typeof n !== 'number' || !Number.isFinite(n) || (whole && !Number.isSafeInteger(n)))
        throw refuse(whole ? 'must be a whole number' : 'must be a number');
      if (
        (option.min_value !== undefined && n < option.min_value) ||
        (option.max_value !== undefined && n > option.max_value)
      )
        throw refuse(`must be from ${option.min_value ?? '−∞'} to ${option.max_value ?? '∞'}`);
      return inChoices(n);
    }
    case OptionType.Boolean:
      if (raw === true || raw === 'true') return true;
      if (raw === false || raw === 'false') return false;
      throw refuse('must be true or false');
    case OptionType.User:
    case OptionType.Mentionable:
    case OptionType.Role:
    case OptionType.Channel: {
      if (typeof raw !== 'string' || !/^\d{1,20}$/.test(raw)) throw refuse('must be an id (a string)');
      const user =
        option.type === OptionType.Role || option.type === OptionType.Channel
          ? undefined
          : findUser(state.world, raw);
      const role =
        option.type === OptionType.User || option.type === OptionType.Channel
          ? undefined
          : guild.roles.find((r) => r.id === raw);
      if (user) {
        resolved.users[raw] = userPayload(user);
        const member = findMember(guild, raw);
        if (member) {
          const { user: _user, ...fields } = memberPayload(member, user);
          resolved.members[raw] = fields;
        }
        return raw;
      }
      if (role) {
        resolved.roles[raw] = role;
        return raw;
      }
      if (option.type === OptionType.Channel) {
        const channel = channelIn(guild, raw);
        if (!channel) throw refuse(`names no channel of ${guild.name}`);
        if (option.channel_types && !option.channel_types.includes(channel.type))
          throw refuse(`takes channels of types ${option.channel_types.join(', ')} only`);
        resolved.channels[raw] = {
          id: channel.id,
          name: channel.name,
          type: channel.type,
          parent_id: channel.parent_id,
          permissions: channelPermissions(guild, userId, channel).toString(),
          ...(channel.kind === 'thread' ? { thread_metadata: channel.thread_metadata } : {}),
        };
        return raw;
      }
      throw refuse(
        option.type === OptionType.Role ? `names no role of ${guild.name}` : 'names no user (or role) here',
      );
    }
    default:
      throw refuse('is of a type the world cannot fill in (attachments, sub-commands)');
  }
}

/** The command's data as Discord sends it: options in the command's order, `resolved` for users, roles and channels. */
/**
 * Where the name's words lead: "warnings list" is the sub-command list of /warnings, "a b c" the
 * sub-command c of group b. The options to fill are the last level's; `wrap` nests the filled
 * values the way Discord sends them.
 */
function commandLevel(command: ApplicationCommand, path: string[]) {
  let options = command.options ?? [];
  const chain: CommandOption[] = [];
  for (const word of path) {
    const next = options.find(
      (o) => o.name === word && (o.type === OptionType.Subcommand || o.type === OptionType.SubcommandGroup),
    );
    if (!next)
      throw new BadWorldRequest(
        404,
        `/${command.name} has no sub-command "${[...chain.map((c) => c.name), word].join(' ')}".`,
      );
    chain.push(next);
    options = next.options ?? [];
  }
  if (options.some((o) => o.type === OptionType.Subcommand || o.type === OptionType.SubcommandGroup))
    throw new BadWorldRequest(
      400,
      `/${[command.name, ...path].join(' ')} has sub-commands: name one, as in "${command.name} ${options[0]?.name ?? ''}".`,
    );
  const wrap = (values: unknown[]): unknown[] =>
    chain.reduceRight<unknown[]>(
      (inner, level) => [
        { name: level.name, type: level.type, ...(inner.length > 0 ? { options: inner } : {}) },
      ],
      values,
    );
  return { options, wrap, label: [command.name, ...path].join(' ') };
}

function commandData(
  state: EmulatorState,
  guild: Guild,
  userId: string,
  command: ApplicationCommand,
  path: string[],
  given: Body,
) {
  const level = commandLevel(command, path);
  const options = level.options;
  for (const name of Object.keys(given))
    if (!options.some((o) => o.name === name))
      throw new BadWorldRequest(400, `/${level.label} has no option "${name}".`);
  const resolved: Resolved = { users: {}, members: {}, roles: {}, channels: {} };
  const values = options.flatMap((option) => {
    const raw = given[option.name];
    if (raw === undefined || raw === null || raw === '') {
      if (option.required) throw new BadWorldRequest(400, `Option "${option.name}" is required.`);
      return [];
    }
    return [
      {
        name: option.name,
        type: option.type,
        value: optionValue(state, guild, userId, option, raw, resolved),
      },
    ];
  });
  const kept = Object.fromEntries(
    Object.entries(resolved).filter(([, v]) => Object.keys(v as object).length > 0),
  );
  return {
    id: command.id,
    name: command.name,
    type: CommandType.ChatInput,
    ...(path.length > 0 ? { options: level.wrap(values) } : values.length > 0 ? { options: values } : {}),
    ...(Object.keys(kept).length > 0 ? { resolved: kept } : {}),
    ...(command.guild_id ? { guild_id: command.guild_id } : {}),
  };
}

/** What a member types into a modal, as Discord sends it back: each component with its value. */
function submittedComponents(pending: PendingInteraction, values: Body): unknown[] {
  const modal = pending.modal;
  if (!modal) return [];
  const fields = modalFields(modal);
  for (const key of Object.keys(values))
    if (!fields.some((f) => f.customId === key))
      throw new BadWorldRequest(400, `The modal has no field "${key}".`);
  const answer = new Map<string, unknown>();
  for (const field of fields) {
    const raw = values[field.customId];
    if (field.type === 3) {
      const picked = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
      if (!picked.every((v) => typeof v === 'string' && field.options.includes(v)))
        throw new BadWorldRequest(400, `"${field.label}" takes one of ${field.options.join(', ')}.`);
      if (field.required && picked.length === 0)
        throw new BadWorldRequest(400, `"${field.label}" is required.`);
      answer.set(field.customId, { values: picked });
      continue;
    }
    const text = raw ?? '';
    if (typeof text !== 'string') throw new BadWorldRequest(400, `"${field.label}" takes text.`);
    if (field.required && text.length === 0) throw new BadWorldRequest(400, `"${field.label}" is required.`);
    if (text.length > 0 && (text.length < field.minLength || text.length > field.maxLength))
      throw new BadWorldRequest(
        400,
        `"${field.label}" must be ${field.minLength}–${field.maxLength} characters.`,
      );
    answer.set(field.customId, { value: text });
  }
  let nextId = 1;
  const id = (given: unknown) => (Number.isInteger(given) ? given : nextId++);
  const input = (c: Record<string, unknown>) => ({
    type: c.type,
    id: id(c.id),
    custom_id: c.custom_id,
    ...(answer.get(String(c.custom_id)) as object),
  });
  return (modal.components as Array<Record<string, unknown>>).map((row) => {
    if (row.type === 18)
      return { type: 18, id: id(row.id), component: input(row.component as Record<string, unknown>) };
    if (row.type === 1)
      return {
        type: 1,
        id: id(row.id),
        components: (row.components as Array<Record<string, unknown>>).map(input),
      };
    return { type: row.type, id: id(row.id) };
  });
}

function interactionView(state: EmulatorState, pending: PendingInteraction) {
  return {
    id: pending.id,
    type: pending.type,
    ...(pending.commandName ? { name: pending.commandName } : {}),
    ...(pending.customId ? { custom_id: pending.customId } : {}),
    guild_id: pending.guildId,
    channel_id: pending.channelId,
    user_id: pending.userId,
    status: interactionStatus(pending, state.options.now()),
    responses: pending.responses,
    modal: pending.modal && !pending.modalSubmitted ? pending.modal : null,
  };
}

/**
 * The world's side of interactions: a member runs a command or submits a modal (the bot gets
 * INTERACTION_CREATE), anyone reads what the bot answered (ephemeral answers included), and
 * members delete and edit messages as Discord lets them.
 */
export const commandRoute: FastifyPluginAsync<{ state: EmulatorState }> = async (app, { state }) => {
  app.addHook('onRequest', loopbackOnly);

  const action = (path: string, run: (body: Body, reply: FastifyReply, base: string) => unknown) =>
    app.post(path, async (request, reply) => {
      try {
        return await run(objectBody(request.body), reply, publicBase(state, request));
      } catch (error) {
        if (error instanceof BadWorldRequest) return reply.code(error.status).send({ error: error.message });
        if (error instanceof WorldActionError) return reply.code(409).send({ error: error.message });
        throw error;
      }
    });

  const textChannel = (body: Body) => {
    const found = channelField(state, body);
    if (!COMMAND_CHANNEL_TYPES.includes(found.channel.type))
      throw new BadWorldRequest(400, `#${found.channel.name} is not a channel people write in.`);
    return found;
  };

  action('/_world/command', (body, reply) => {
    const guild = guildField(state, body);
    const { channel } = textChannel(body);
    if (channel.guild_id !== guild.id)
      throw new BadWorldRequest(404, `#${channel.name} is not in ${guild.name}.`);
    const userId = memberField(guild, body);
    const until = findMember(guild, userId)?.communication_disabled_until;
    if (until && Date.parse(until) > state.options.now())
      throw new WorldActionError(`This member is timed out until ${until} and cannot use commands.`);
    const name = body.name;
    if (typeof name !== 'string' || name.length === 0)
      throw new BadWorldRequest(400, 'name must be the command’s name (without the slash).');
    // "warnings list": the command, then the words naming a group and/or sub-command.
    const [commandName = '', ...path] = name.replace(/^\//, '').trim().split(/\s+/);
    const command = state.commands
      .available(guild.id)
      .find((c) => c.type === CommandType.ChatInput && c.name === commandName);
    if (!command)
      throw new BadWorldRequest(404, `No command /${commandName} is registered for ${guild.name}.`);
    const given = body.options === undefined ? {} : body.options;
    if (given === null || typeof given !== 'object' || Array.isArray(given))
      throw new BadWorldRequest(400, 'options must be an object: { "option name": value }.');
    const override = body.override_permissions === true;
    if (!override && !mayRun(guild, userId, channel, command))
      throw new BadWorldRequest(
        403,
        `This member may not use /${command.name} here (it needs permissions they lack; a server's integration settings can allow it: override_permissions).`,
      );
    const data = commandData(state, guild, userId, command, path, given as Body);
    const pending = sendInteraction(
      state,
      guild,
      channel,
      userId,
      { type: InteractionType.ApplicationCommand, commandName: command.name },
      { data },
    );
    // The token goes back too: tests may answer as the bot would (these routes are loopback only).
    return reply.code(201).send({ interaction_id: pending.id, token: pending.token });
  });

  app.get<{ Params: { id: string } }>('/_world/interactions/:id', async (request, reply) => {
    const pending = state.interactions.get(request.params.id);
    if (!pending) return reply.code(404).send({ error: `There is no interaction ${request.params.id}.` });
    return interactionView(state, pending);
  });

  app.get<{ Querystring: { guild_id?: string } }>('/_world/commands', async (request, reply) => {
    try {
      return {
        commands: state.commands.available(guildField(state, { guild_id: request.query.guild_id }).id),
      };
    } catch (error) {
      if (error instanceof BadWorldRequest) return reply.code(error.status).send({ error: error.message });
      throw error;
    }
  });

  action('/_world/submit', (body, reply, base) => {
    const id = idField(body, 'interaction_id');
    const userId = idField(body, 'user_id');
    const pending = state.interactions.get(id);
    if (!pending) throw new BadWorldRequest(404, `There is no interaction ${id}.`);
    if (pending.userId !== userId)
      throw new BadWorldRequest(403, 'Only the member who opened the modal can submit it.');
    if (!pending.modal)
      throw new BadWorldRequest(409, 'The bot did not answer this interaction with a modal.');
    if (pending.modalSubmitted) throw new BadWorldRequest(409, 'This modal was submitted already.');
    if (state.options.now() - pending.createdAt > INTERACTION_TOKEN_MS)
      throw new WorldActionError('This modal has expired (interactions live 15 minutes).');
    const values: unknown = body.values ?? {};
    if (values === null || typeof values !== 'object' || Array.isArray(values))
      throw new BadWorldRequest(400, 'values must be an object: { "custom_id": "text" }.');
    const guild = guildField(state, { guild_id: pending.guildId });
    const channel = channelIn(guild, pending.channelId);
    if (!channel || !findMember(guild, userId))
      throw new BadWorldRequest(404, 'The modal’s channel or member is gone.');
    const components = submittedComponents(pending, values as Body);
    const message = pending.messageId ? state.messages.find(pending.channelId, pending.messageId) : undefined;
    const submit = sendInteraction(
      state,
      guild,
      channel,
      userId,
      {
        type: InteractionType.ModalSubmit,
        customId: pending.modal.custom_id,
        triggeredBy: pending,
        ...(message ? { messageId: message.id } : {}),
      },
      {
        data: { custom_id: pending.modal.custom_id, components },
        ...(message ? { message: messagePayload(state, message, base) } : {}),
      },
    );
    pending.modalSubmitted = true;
    return reply.code(201).send({ interaction_id: submit.id, token: submit.token });
  });

  /** The message a member acts on: in the channel, and visible to them (an ephemeral one only to its reader). */
  const memberMessage = (body: Body) => {
    const { guild, channel } = channelField(state, body);
    const userId = memberField(guild, body);
    const messageId = idField(body, 'message_id');
    const message = state.messages.find(channel.id, messageId);
    if (!message || (message.ephemeralFor !== undefined && message.ephemeralFor !== userId))
      throw new BadWorldRequest(404, `There is no message ${messageId} in #${channel.name}.`);
    return { guild, channel, userId, message };
  };

  // Authors delete their own messages; deleting anyone else's needs Manage Messages in the channel.
  action('/_world/delete', (body, reply) => {
    const { guild, channel, userId, message } = memberMessage(body);
    if (
      message.authorId !== userId &&
      message.ephemeralFor !== userId &&
      !has(channelPermissions(guild, userId, channel), Permission.MANAGE_MESSAGES)
    )
      throw new BadWorldRequest(
        403,
        'Deleting another member’s message needs Manage Messages in this channel.',
      );
    deleteMessages(state, guild, channel.id, [message.id]);
    return reply.code(204).send();
  });

  // Only the author edits a message, as on Discord; mentions are read again from the new text.
  action('/_world/edit', (body, reply, base) => {
    const { guild, userId, message } = memberMessage(body);
    if (message.authorId !== userId) throw new BadWorldRequest(403, 'Only its author can edit a message.');
    const content = body.content;
    if (typeof content !== 'string' || content.trim().length === 0 || content.length > 2000)
      throw new BadWorldRequest(400, 'content must be text of 1–2000 characters.');
    const mentions = parseMentions(guild, content);
    editMessage(
      state,
      guild,
      message,
      { content, embeds: message.embeds, components: message.components },
      base,
      {
        mentions: mentions.users,
        mentionRoles: mentions.roles,
        mentionEveryone: mentions.everyone,
      },
    );
    return reply.code(200).send(messagePayload(state, message, base));
  });
};
