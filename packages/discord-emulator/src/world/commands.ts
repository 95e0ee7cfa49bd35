import { invalidBody, invalidFormBody } from '../rest/discord-errors.ts';
import { isRecord } from '../rest/message-body.ts';

// Application commands as Discord keeps them: global ones and one list per guild, each command
// in the shape the API answers with. Registration rules are those of Discord's application
// commands page (docs/discord: application-commands): names, lengths, option order and counts.

export const CommandType = { ChatInput: 1, User: 2, Message: 3 } as const;

/** Option types: 1 sub-command, 2 group, 3 string, 4 integer, 5 boolean, 6 user, 7 channel, 8 role, 9 mentionable, 10 number, 11 attachment. */
export const OptionType = {
  Subcommand: 1,
  SubcommandGroup: 2,
  String: 3,
  Integer: 4,
  Boolean: 5,
  User: 6,
  Channel: 7,
  Role: 8,
  Mentionable: 9,
  Number: 10,
  Attachment: 11,
} as const;

export interface CommandOption {
  type: number;
  name: string;
  name_localizations?: Record<string, string> | null;
  description: string;
  description_localizations?: Record<string, string> | null;
  required?: boolean;
  choices?: Array<{
    name: string;
    name_localizations?: Record<string, string> | null;
    value: string | number;
  }>;
  options?: CommandOption[];
  channel_types?: number[];
  min_value?: number;
  max_value?: number;
  min_length?: number;
  max_length?: number;
  autocomplete?: boolean;
}

export interface ApplicationCommand {
  id: string;
  type: number;
  application_id: string;
  guild_id?: string;
  name: string;
  name_localizations: Record<string, string> | null;
  description: string;
  description_localizations: Record<string, string> | null;
  options?: CommandOption[];
  default_member_permissions: string | null;
  dm_permission?: boolean;
  nsfw: boolean;
  integration_types: number[];
  contexts: number[] | null;
  version: string;
}

/** What a create, edit or bulk-overwrite body describes; ids and versions are the store's. */
export type CommandInput = Omit<ApplicationCommand, 'id' | 'application_id' | 'guild_id' | 'version'>;

/** Discord's limits: 100 chat-input commands, 5 user and 5 message commands, per scope. */
export const MAX_COMMANDS: Record<number, number> = { 1: 100, 2: 5, 3: 5 };
const CHAT_INPUT_NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
/** Every bit Discord defines (0–52); default_member_permissions must fit in them. */
const PERMISSION_BITS = (1n << 53n) - 1n;
const MAX_TOTAL_CHARACTERS = 8000;

type Errors = Record<string, string>;

function localizations(
  errors: Errors,
  path: string,
  value: unknown,
  max: number,
): Record<string, string> | null {
  if (value === undefined || value === null) return null;
  if (
    !isRecord(value) ||
    !Object.values(value).every((v) => typeof v === 'string' && v.length >= 1 && v.length <= max)
  ) {
    errors[path] = `Must be an object of locale → text of 1–${max} characters.`;
    return null;
  }
  return value as Record<string, string>;
}

function checkName(errors: Errors, path: string, value: unknown, chatInput: boolean): string {
  if (typeof value !== 'string' || value.length < 1 || value.length > 32) {
    errors[path] = 'Must be between 1 and 32 in length.';
    return '';
  }
  if (chatInput && (!CHAT_INPUT_NAME.test(value) || value !== value.toLowerCase()))
    errors[path] = 'Command name is invalid: lower case letters, digits, "-", "_" and "\'" only.';
  return value;
}

function checkDescription(errors: Errors, path: string, value: unknown): string {
  if (typeof value !== 'string' || value.length < 1 || value.length > 100) {
    errors[path] = 'Must be between 1 and 100 in length.';
    return '';
  }
  return value;
}

function checkChoices(errors: Errors, path: string, option: Record<string, unknown>, type: number) {
  const choices = option.choices;
  if (choices === undefined || choices === null) return undefined;
  if (![OptionType.String, OptionType.Integer, OptionType.Number].includes(type as 3)) {
    errors[`${path}.choices`] = 'Only string, integer and number options may have choices.';
    return undefined;
  }
  if (!Array.isArray(choices) || choices.length > 25) {
    errors[`${path}.choices`] = 'Must be a list of at most 25 choices.';
    return undefined;
  }
  if (option.autocomplete === true)
    errors[`${path}.autocomplete`] = 'Autocomplete and choices are exclusive.';
  return choices.map((raw, i) => {
    const at = `${path}.choices.${i}`;
    const choice = isRecord(raw) ? raw : {};
    const name =
      typeof choice.name === 'string' && choice.name.length >= 1 && choice.name.length <= 100
        ? choice.name
        : '';
    if (!name) errors[`${at}.name`] = 'Must be between 1 and 100 in length.';
    const value = choice.value;
    const fits =
      type === OptionType.String
        ? typeof value === 'string' && value.length >= 1 && value.length <= 100
        : type === OptionType.Integer
          ? Number.isSafeInteger(value)
          : typeof value === 'number' && Number.isFinite(value);
    if (!fits) errors[`${at}.value`] = 'The value does not fit the option’s type.';
    return {
      name,
      ...(choice.name_localizations !== undefined
        ? {
            name_localizations: localizations(
              errors,
              `${at}.name_localizations`,
              choice.name_localizations,
              100,
            ),
          }
        : {}),
      value: value as string | number,
    };
  });
}

function checkBound(
  errors: Errors,
  path: string,
  value: unknown,
  integer: boolean,
  min: number,
  max: number,
) {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || (integer && !Number.isInteger(value)) || value < min || value > max) {
    errors[path] = `Must be a number from ${min} to ${max}.`;
    return undefined;
  }
  return value;
}

function checkOptions(
  errors: Errors,
  path: string,
  raw: unknown,
  depth: number,
): CommandOption[] | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!Array.isArray(raw) || raw.length > 25) {
    errors[path] = 'Must be a list of at most 25 options.';
    return undefined;
  }
  const names = new Set<string>();
  let optionalSeen = false;
  const options = raw.map((item, i): CommandOption => {
    const at = `${path}.${i}`;
    const option = isRecord(item) ? item : {};
    const type = option.type;
    if (!Number.isInteger(type) || (type as number) < 1 || (type as number) > 11) {
      errors[`${at}.type`] = 'Value must be one of the application command option types (1–11).';
      return { type: 0, name: '', description: '' };
    }
    const t = type as number;
    const name = checkName(errors, `${at}.name`, option.name, true);
    if (names.has(name)) errors[`${at}.name`] = 'Option names must be unique.';
    names.add(name);
    const result: CommandOption = {
      type: t,
      name,
      description: checkDescription(errors, `${at}.description`, option.description),
    };
    if (option.name_localizations !== undefined)
      result.name_localizations = localizations(
        errors,
        `${at}.name_localizations`,
        option.name_localizations,
        32,
      );
    if (option.description_localizations !== undefined)
      result.description_localizations = localizations(
        errors,
        `${at}.description_localizations`,
        option.description_localizations,
        100,
      );
    const nested = t === OptionType.Subcommand || t === OptionType.SubcommandGroup;
    if (nested) {
      if (t === OptionType.SubcommandGroup && depth > 0)
        errors[`${at}.type`] = 'A group may only sit at the top of a command.';
      if (t === OptionType.Subcommand && depth > 1)
        errors[`${at}.type`] = 'Sub-commands nest at most two levels deep.';
      const children = checkOptions(errors, `${at}.options`, option.options, depth + 1);
      if (t === OptionType.SubcommandGroup && children?.some((c) => c.type !== OptionType.Subcommand))
        errors[`${at}.options`] = 'A group holds sub-commands only.';
      if (children) result.options = children;
      return result;
    }
    const required = option.required;
    if (required !== undefined && typeof required !== 'boolean')
      errors[`${at}.required`] = 'Must be either true or false.';
    if (required === true) {
      if (optionalSeen)
        errors[`${at}.required`] = 'Required options must be placed before non-required options.';
      result.required = true;
    } else optionalSeen = true;
    const choices = checkChoices(errors, at, option, t);
    if (choices) result.choices = choices;
    if (t === OptionType.Integer || t === OptionType.Number) {
      const min = checkBound(
        errors,
        `${at}.min_value`,
        option.min_value,
        t === OptionType.Integer,
        -(2 ** 53),
        2 ** 53,
      );
      const max = checkBound(
        errors,
        `${at}.max_value`,
        option.max_value,
        t === OptionType.Integer,
        -(2 ** 53),
        2 ** 53,
      );
      if (min !== undefined) result.min_value = min;
      if (max !== undefined) result.max_value = max;
      if (min !== undefined && max !== undefined && min > max)
        errors[`${at}.max_value`] = 'Must be at least min_value.';
    }
    if (t === OptionType.String) {
      const min = checkBound(errors, `${at}.min_length`, option.min_length, true, 0, 6000);
      const max = checkBound(errors, `${at}.max_length`, option.max_length, true, 1, 6000);
      if (min !== undefined) result.min_length = min;
      if (max !== undefined) result.max_length = max;
    }
    if (t === OptionType.Channel && option.channel_types !== undefined && option.channel_types !== null) {
      const types = option.channel_types;
      if (!Array.isArray(types) || !types.every((c) => Number.isInteger(c)))
        errors[`${at}.channel_types`] = 'Must be a list of channel types.';
      else result.channel_types = types as number[];
    }
    if (
      option.autocomplete === true &&
      [OptionType.String, OptionType.Integer, OptionType.Number].includes(t as 3)
    )
      result.autocomplete = true;
    return result;
  });
  if (depth === 0 || depth === 1) {
    const kinds = new Set(
      options.map((o) => o.type === OptionType.Subcommand || o.type === OptionType.SubcommandGroup),
    );
    if (kinds.size > 1) errors[path] = 'Sub-commands and groups cannot be mixed with other options.';
  }
  return options;
}

function characters(command: CommandInput): number {
  const walk = (options: CommandOption[] | undefined): number =>
    (options ?? []).reduce(
      (sum, o) =>
        sum +
        o.name.length +
        o.description.length +
        (o.choices ?? []).reduce((s, c) => s + c.name.length + String(c.value).length, 0) +
        walk(o.options),
      0,
    );
  return command.name.length + command.description.length + walk(command.options);
}

function checkPermissions(errors: Errors, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,20}$/.test(text) || BigInt(text) > PERMISSION_BITS) {
    errors.default_member_permissions = 'Must be a permission bit set (a decimal string) or null.';
    return null;
  }
  return BigInt(text).toString();
}

function checkList(errors: Errors, field: string, value: unknown, allowed: number[]): number[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || !value.every((v) => allowed.includes(v as number))) {
    errors[field] = `Must be a list of ${allowed.join(', ')}.`;
    return undefined;
  }
  return [...new Set(value as number[])];
}

/** Reads a command body (create, or bulk overwrite's items); `prefix` names fields in errors (`0.name`). */
export function parseCommand(raw: unknown, prefix = ''): CommandInput {
  if (!isRecord(raw)) throw invalidBody('Only dictionaries may be used in a DictType');
  const errors: Errors = {};
  const field = (name: string) => `${prefix}${name}`;
  const type = raw.type ?? CommandType.ChatInput;
  if (type !== CommandType.ChatInput && type !== CommandType.User && type !== CommandType.Message)
    errors[field('type')] = 'Value must be one of {1, 2, 3}.';
  const chatInput = type === CommandType.ChatInput;
  const name = checkName(errors, field('name'), raw.name, chatInput);
  let description = '';
  if (chatInput) description = checkDescription(errors, field('description'), raw.description);
  else if (raw.description !== undefined && raw.description !== null && raw.description !== '')
    errors[field('description')] = 'User and message commands have no description.';
  const options = chatInput ? checkOptions(errors, field('options'), raw.options, 0) : undefined;
  if (
    !chatInput &&
    raw.options !== undefined &&
    raw.options !== null &&
    !(Array.isArray(raw.options) && raw.options.length === 0)
  )
    errors[field('options')] = 'User and message commands have no options.';
  const dm = raw.dm_permission;
  if (dm !== undefined && dm !== null && typeof dm !== 'boolean')
    errors[field('dm_permission')] = 'Must be either true or false.';
  const nsfw = raw.nsfw ?? false;
  if (typeof nsfw !== 'boolean') errors[field('nsfw')] = 'Must be either true or false.';
  const command: CommandInput = {
    type: type as number,
    name,
    name_localizations: localizations(errors, field('name_localizations'), raw.name_localizations, 32),
    description,
    description_localizations: localizations(
      errors,
      field('description_localizations'),
      raw.description_localizations,
      100,
    ),
    ...(options ? { options } : {}),
    default_member_permissions: checkPermissions(errors, raw.default_member_permissions),
    ...(typeof dm === 'boolean' ? { dm_permission: dm } : {}),
    nsfw: nsfw === true,
    integration_types: checkList(errors, field('integration_types'), raw.integration_types, [0, 1]) ?? [0],
    contexts: checkList(errors, field('contexts'), raw.contexts, [0, 1, 2]) ?? null,
  };
  if (Object.keys(errors).length === 0 && characters(command) > MAX_TOTAL_CHARACTERS)
    errors[field('name')] =
      `A command's names, descriptions and choices may hold at most ${MAX_TOTAL_CHARACTERS} characters in all.`;
  if (Object.keys(errors).length > 0) throw invalidFormBody(errors);
  return command;
}

/** Global commands (scope "global") and each guild's, in the order they were made. */
export class CommandStore {
  private readonly byScope = new Map<string, ApplicationCommand[]>();

  list(guildId?: string): ApplicationCommand[] {
    return this.byScope.get(guildId ?? 'global') ?? [];
  }

  replace(guildId: string | undefined, commands: ApplicationCommand[]): void {
    this.byScope.set(guildId ?? 'global', commands);
  }

  find(id: string, guildId?: string): ApplicationCommand | undefined {
    return this.list(guildId).find((c) => c.id === id);
  }

  /** What a member of the guild can run there: the guild's commands, then the global ones. */
  available(guildId: string): ApplicationCommand[] {
    return [...this.list(guildId), ...this.list(undefined)];
  }
}
