import { memberPayload, userPayload } from '../gateway/payloads.ts';
import { channelPermissions } from '../guild-permissions.ts';
import { ALL_PERMISSIONS, Permission, has } from '../permissions.ts';
import type { Channel, Guild } from '../seed/world.ts';
import type { EmulatorState } from '../state.ts';
import { findMember, findUser } from '../state.ts';
import type { ApplicationCommand, CommandOption } from './commands.ts';
import { CommandType, OptionType } from './commands.ts';
import type { Body } from './world-body.ts';
import { BadWorldRequest } from './world-body.ts';

// A command as a member runs it: who may, and its options checked against the command and
// turned into what Discord sends (values, nested sub-commands, `resolved`).

interface Resolved {
  users: Record<string, unknown>;
  members: Record<string, unknown>;
  roles: Record<string, unknown>;
  channels: Record<string, unknown>;
}

export function channelIn(guild: Guild, id: string): Channel | undefined {
  return guild.channels.find((c) => c.id === id);
}

/**
 * Whether the member may run the command here: Use Application Commands in the channel, and
 * the command's default_member_permissions ("0": administrators only). The owner and
 * administrators may run everything.
 */
export function mayRun(guild: Guild, userId: string, channel: Channel, command: ApplicationCommand): boolean {
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

/** The command's data as Discord sends it: options in the command's order, `resolved` for users, roles and channels. */
export function commandData(
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
