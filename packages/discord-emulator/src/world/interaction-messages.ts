import { DEMO } from '../seed/demo-ids.ts';
import type { Guild } from '../seed/world.ts';
import type { EmulatorState } from '../state.ts';
import type { MessageInput } from '../rest/message-body.ts';
import { postMessage } from './actions.ts';
import { interactionMetadata } from './interaction-payload.ts';
import type { PendingInteraction } from './interactions.ts';
import { parseMentions } from './mentions.ts';
import type { StoredAttachment, StoredMessage } from './message-store.ts';
import { discordTimestamp } from './time.ts';

/** Message flags an answer may set: SUPPRESS_EMBEDS (4), EPHEMERAL (64), SUPPRESS_NOTIFICATIONS (4096). */
const ANSWER_FLAGS = 4 | 64 | 4096;
export const EPHEMERAL = 64;
/** A deferred reply's message shows "… is thinking" until it is edited. */
export const LOADING = 128;
/** Discord's message type for a reply to a chat-input command. */
const CHAT_INPUT_COMMAND = 20;

export function storedAttachments(state: EmulatorState, files: MessageInput['files']): StoredAttachment[] {
  return files.map((f) => ({
    id: state.nextId(),
    filename: f.filename,
    contentType: f.contentType,
    data: f.data,
    ...(f.description ? { description: f.description } : {}),
  }));
}

/**
 * A message the bot posts in answer to an interaction (a reply, a deferred reply's loading
 * message, a follow-up): in the interaction's channel, marked with the application and the
 * interaction's metadata; with EPHEMERAL only the member who acted sees it.
 */
export function postAnswer(
  state: EmulatorState,
  guild: Guild,
  pending: PendingInteraction,
  input: Pick<MessageInput, 'content' | 'embeds' | 'components' | 'files' | 'allowedMentions'>,
  flags: number,
  baseUrl: string,
): StoredMessage {
  const mentions = parseMentions(guild, input.content, input.allowedMentions);
  const kept = flags & (ANSWER_FLAGS | LOADING);
  const message: StoredMessage = {
    id: state.nextId(),
    channelId: pending.channelId,
    guildId: guild.id,
    authorId: DEMO.botUserId,
    content: input.content,
    embeds: input.embeds,
    attachments: storedAttachments(state, input.files),
    mentions: mentions.users,
    mentionRoles: mentions.roles,
    mentionEveryone: mentions.everyone,
    timestamp: discordTimestamp(state.options.now()),
    components: input.components,
    type: pending.type === 2 ? CHAT_INPUT_COMMAND : 0,
    applicationId: state.options.clientId,
    interactionMetadata: interactionMetadata(state, pending),
    ...(kept ? { flags: kept } : {}),
    ...(kept & EPHEMERAL ? { ephemeralFor: pending.userId } : {}),
  };
  postMessage(state, guild, message, baseUrl);
  return message;
}
