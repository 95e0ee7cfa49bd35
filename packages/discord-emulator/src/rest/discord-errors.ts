import { STATUS_CODES } from 'node:http';

export interface DiscordErrorBody {
  message: string;
  code: number;
  errors?: Record<string, unknown>;
}

/** An answer in Discord's JSON error format; thrown by handlers, sent by the REST error handler. */
export class DiscordApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: DiscordErrorBody,
  ) {
    super(body.message);
  }
}

/** Discord's generic body for a status without a JSON error code: "401: Unauthorized", code 0. */
export function httpError(status: number): DiscordApiError {
  return new DiscordApiError(status, { message: `${status}: ${STATUS_CODES[status] ?? 'Error'}`, code: 0 });
}

export const unauthorized = () => httpError(401);
export const missingAccess = () => new DiscordApiError(403, { message: 'Missing Access', code: 50001 });
export const missingPermissions = () =>
  new DiscordApiError(403, { message: 'Missing Permissions', code: 50013 });
export const unknownGuild = () => new DiscordApiError(404, { message: 'Unknown Guild', code: 10004 });
export const unknownMember = () => new DiscordApiError(404, { message: 'Unknown Member', code: 10007 });
export const unknownUser = () => new DiscordApiError(404, { message: 'Unknown User', code: 10013 });
export const invalidJson = () =>
  new DiscordApiError(400, { message: 'The request body contains invalid JSON.', code: 50109 });

/**
 * Discord's "Invalid Form Body" (50035), one message per field: `{ field: { _errors: [...] } }`.
 * Discord itself puts string codes ("BASE_TYPE_BAD_LENGTH") in `_errors`, but its published OpenAPI
 * document types them as integers and our fidelity test holds us to the document, so the inner
 * entries carry 50035. Clients (including @discordjs/rest) only format these for messages.
 */
export function invalidFormBody(fields: Record<string, string>): DiscordApiError {
  const errors: Record<string, unknown> = {};
  for (const [field, message] of Object.entries(fields))
    errors[field] = { _errors: [{ code: 50035, message }] };
  return new DiscordApiError(400, { message: 'Invalid Form Body', code: 50035, errors });
}

/** "Invalid Form Body" about the body as a whole (Discord puts `_errors` at the top of `errors`). */
export function invalidBody(message: string): DiscordApiError {
  return new DiscordApiError(400, {
    message: 'Invalid Form Body',
    code: 50035,
    errors: { _errors: [{ code: 50035, message }] },
  });
}
/** The user does not take DMs from the bot (closed, a bot, or no server in common). */
export const cannotMessageUser = () =>
  new DiscordApiError(403, { message: 'Cannot send messages to this user', code: 50007 });
/** A DM with a user that does not exist. */
export const invalidRecipient = () =>
  new DiscordApiError(400, { message: 'Invalid Recipient(s)', code: 50033 });
export const unknownChannel = () => new DiscordApiError(404, { message: 'Unknown Channel', code: 10003 });
export const unknownRole = () => new DiscordApiError(404, { message: 'Unknown Role', code: 10011 });
export const nonTextChannel = () =>
  new DiscordApiError(400, { message: 'Cannot send messages in a non-text channel', code: 50008 });
export const forumChannel = () =>
  new DiscordApiError(400, { message: 'Cannot send a message in a forum channel', code: 40058 });
export const notInVoice = () =>
  new DiscordApiError(400, { message: 'Target user is not connected to voice.', code: 40032 });
/** A thread route on a channel that cannot hold threads (or a thread where a channel was meant). */
export const wrongChannelType = () =>
  new DiscordApiError(400, { message: 'Cannot execute action on this channel type', code: 50024 });
/** A thread archived (or locked) takes no new members or messages. */
export const archivedThread = () =>
  new DiscordApiError(400, {
    message: 'Thread is archived',
    code: 50083,
  });
/** Discord's 1000 active threads per guild. */
export const maxActiveThreads = () =>
  new DiscordApiError(400, { message: 'Maximum number of active threads reached', code: 160006 });
/** A message starts at most one thread. */
export const threadAlreadyCreated = () =>
  new DiscordApiError(400, { message: 'A thread has already been created for this message', code: 160004 });
/** Discord's 500 channels (categories included, threads not) per guild. */
export const MAX_GUILD_CHANNELS = 500;
export const maxGuildChannels = () =>
  new DiscordApiError(400, {
    message: `Maximum number of guild channels reached (${MAX_GUILD_CHANNELS})`,
    code: 30013,
  });
