import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { EmulatorState } from '../state.ts';
import type { ApplicationCommand, CommandInput } from '../world/commands.ts';
import { MAX_COMMANDS, parseCommand } from '../world/commands.ts';
import { botGuild, requireBot, snowflakeParam } from './auth.ts';
import { DiscordApiError, invalidBody, invalidFormBody, missingAccess } from './discord-errors.ts';
import { isRecord } from './message-body.ts';

interface AppParams {
  application_id: string;
  guild_id?: string;
  command_id?: string;
}

const unknownCommand = () =>
  new DiscordApiError(404, { message: 'Unknown application command', code: 10063 });
const tooManyCommands = (max: number) =>
  new DiscordApiError(400, {
    message: `Maximum number of application commands reached (${max})`,
    code: 30032,
  });

/**
 * Application commands, global and per guild (Discord's application-commands routes). The bot's
 * token names its application: another application id is Missing Access, as is a guild without
 * the bot. Creating a command with the name of one of the same type replaces it (200, not 201),
 * and a bulk overwrite keeps the ids of commands whose name and type it repeats.
 */
export const commandRoutes: FastifyPluginAsync<{ state: EmulatorState }> = async (app, { state }) => {
  /** The scope the request names: undefined for global commands, else the guild's id. */
  const scope = (request: FastifyRequest<{ Params: AppParams }>): string | undefined => {
    requireBot(state, request);
    const applicationId = snowflakeParam('application_id', request.params.application_id);
    if (applicationId !== state.options.clientId) throw missingAccess();
    return request.params.guild_id === undefined ? undefined : botGuild(state, request.params.guild_id).id;
  };

  const build = (input: CommandInput, guildId: string | undefined, id: string): ApplicationCommand => ({
    id,
    application_id: state.options.clientId,
    ...(guildId ? { guild_id: guildId } : {}),
    ...input,
    version: state.nextId(),
  });

  const withinLimit = (commands: ApplicationCommand[]) => {
    for (const [type, max] of Object.entries(MAX_COMMANDS))
      if (commands.filter((c) => c.type === Number(type)).length > max) throw tooManyCommands(max);
  };

  const findCommand = (request: FastifyRequest<{ Params: AppParams }>, guildId: string | undefined) => {
    const id = snowflakeParam('command_id', request.params.command_id ?? '');
    const command = state.commands.find(id, guildId);
    if (!command) throw unknownCommand();
    return command;
  };

  for (const base of ['/applications/:application_id', '/applications/:application_id/guilds/:guild_id']) {
    app.get<{ Params: AppParams }>(`${base}/commands`, async (request) =>
      state.commands.list(scope(request)),
    );

    app.post<{ Params: AppParams }>(`${base}/commands`, async (request, reply) => {
      const guildId = scope(request);
      const input = parseCommand(request.body);
      const list = state.commands.list(guildId);
      const same = list.find((c) => c.name === input.name && c.type === input.type);
      const command = build(input, guildId, same?.id ?? state.nextId());
      const next = same ? list.map((c) => (c === same ? command : c)) : [...list, command];
      withinLimit(next);
      state.commands.replace(guildId, next);
      return reply.code(same ? 200 : 201).send(command);
    });

    app.put<{ Params: AppParams }>(`${base}/commands`, async (request) => {
      const guildId = scope(request);
      const body = request.body;
      if (!Array.isArray(body)) throw invalidBody('Must be a list of application commands.');
      const inputs = body.map((raw, i) => parseCommand(raw, `${i}.`));
      const seen = new Set<string>();
      inputs.forEach((input, i) => {
        const key = `${input.type}:${input.name}`;
        if (seen.has(key))
          throw invalidFormBody({ [`${i}.name`]: 'Application command names must be unique.' });
        seen.add(key);
      });
      const list = state.commands.list(guildId);
      const next = inputs.map((input) => {
        const same = list.find((c) => c.name === input.name && c.type === input.type);
        return build(input, guildId, same?.id ?? state.nextId());
      });
      withinLimit(next);
      state.commands.replace(guildId, next);
      return next;
    });

    app.get<{ Params: AppParams }>(`${base}/commands/:command_id`, async (request) =>
      findCommand(request, scope(request)),
    );

    // An edit changes the fields given; the result must still be a valid command of the same type.
    app.patch<{ Params: AppParams }>(`${base}/commands/:command_id`, async (request) => {
      const guildId = scope(request);
      const command = findCommand(request, guildId);
      const change = request.body;
      if (!isRecord(change)) throw invalidBody('Only dictionaries may be used in a DictType');
      const { id: _id, application_id: _app, guild_id: _guild, version: _version, ...current } = command;
      const input = parseCommand({ ...current, ...change, type: command.type });
      const list = state.commands.list(guildId);
      if (list.some((c) => c !== command && c.name === input.name && c.type === input.type))
        throw invalidFormBody({ name: 'Application command names must be unique.' });
      const edited = build(input, guildId, command.id);
      state.commands.replace(
        guildId,
        list.map((c) => (c === command ? edited : c)),
      );
      return edited;
    });

    app.delete<{ Params: AppParams }>(`${base}/commands/:command_id`, async (request, reply) => {
      const guildId = scope(request);
      const command = findCommand(request, guildId);
      state.commands.replace(
        guildId,
        state.commands.list(guildId).filter((c) => c !== command),
      );
      return reply.code(204).send();
    });
  }
};
