import type { REST } from '@discordjs/rest';
import {
  ApplicationCommandType,
  Routes,
  type APIApplicationCommand,
  type RESTPostAPIApplicationCommandsJSONBody,
} from 'discord-api-types/v10';

/** The fields a declaration sets, as Discord keeps them: what decides whether anything changed. */
const COMPARED: readonly string[] = [
  'type',
  'name',
  'name_localizations',
  'description',
  'description_localizations',
  'options',
  'default_member_permissions',
  'contexts',
  'integration_types',
  'nsfw',
];

/**
 * A value with Discord's empty answers taken as absent (an empty list, null, false, an empty
 * description of a context-menu command) and object keys sorted, so that a command read back
 * from Discord equals its declaration when nothing was changed.
 */
function canonical(value: unknown): unknown {
  if (value === null || value === undefined || value === false || value === '') return undefined;
  if (Array.isArray(value)) return value.length === 0 ? undefined : value.map(canonical);
  if (typeof value === 'object') {
    const entries = Object.entries(value)
      .map(([k, v]) => [k, canonical(v)] as const)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return entries.length === 0 ? undefined : Object.fromEntries(entries);
  }
  return value;
}

/** What Discord keeps for a field a command does not set (an app installed to guilds only). */
const DISCORD_DEFAULTS = { type: ApplicationCommandType.ChatInput, integration_types: [0], nsfw: false };

const comparable = (command: RESTPostAPIApplicationCommandsJSONBody | APIApplicationCommand) => {
  const fields = Object.entries({ ...DISCORD_DEFAULTS, ...command }).filter(([key]) =>
    COMPARED.includes(key),
  );
  return JSON.stringify(canonical(Object.fromEntries(fields)));
};

/** Whether Discord already holds exactly these commands (in any order). */
export function sameCommands(
  registered: readonly APIApplicationCommand[],
  declared: readonly RESTPostAPIApplicationCommandsJSONBody[],
): boolean {
  if (registered.length !== declared.length) return false;
  const held = new Set(registered.map(comparable));
  return declared.every((command) => held.has(comparable(command)));
}

/**
 * Registers the modules' slash commands as the application's global commands. Discord's bulk
 * overwrite replaces the whole set (and counts against a daily limit of command creations), so
 * it is sent only when what Discord holds differs from the declarations; a start with nothing
 * changed costs one GET.
 */
export async function registerCommands(
  rest: REST,
  applicationId: string,
  declared: readonly RESTPostAPIApplicationCommandsJSONBody[],
): Promise<'unchanged' | 'registered'> {
  const registered = (await rest.get(Routes.applicationCommands(applicationId))) as APIApplicationCommand[];
  if (sameCommands(registered, declared)) return 'unchanged';
  await rest.put(Routes.applicationCommands(applicationId), { body: declared });
  return 'registered';
}
