import type { APIEmbed } from 'discord-api-types/v10';

export interface StoredAttachment {
  id: string;
  filename: string;
  contentType: string;
  data: Buffer;
  description?: string;
}

export interface StoredMessage {
  id: string;
  channelId: string;
  guildId: string;
  authorId: string;
  content: string;
  embeds: APIEmbed[];
  attachments: StoredAttachment[];
  /** User ids mentioned (after allowed_mentions). */
  mentions: string[];
  mentionRoles: string[];
  mentionEveryone: boolean;
  timestamp: string;
  /** Message components (buttons), kept as sent. */
  components: unknown[];
  nonce?: string | number;
  /** 64 marks an ephemeral reply: only `ephemeralFor` sees it, and no gateway event is sent. */
  flags?: number;
  ephemeralFor?: string;
  /** Discord's message type: 0 default, 20 a chat-input command's reply (absent: 0). */
  type?: number;
  /** Answers to interactions: the application that answered and the interaction's metadata. */
  applicationId?: string;
  interactionMetadata?: Record<string, unknown>;
  /** Set by the first edit. */
  editedTimestamp?: string;
  /** A reply (type 19): the message it answers, in the same channel. */
  replyTo?: string;
}

/** Snowflakes as decimal strings: a shorter one is older; of equal length, the string order is the number order. */
const olderId = (a: string, b: string) => a.length < b.length || (a.length === b.length && a < b);

/**
 * Messages per channel, newest last. Bounded: the emulator is a test and demo aid, and a chatty
 * bench must not grow it without end; the oldest messages of a full channel are dropped.
 */
export class MessageStore {
  private readonly byChannel = new Map<string, StoredMessage[]>();

  constructor(private readonly perChannel = 500) {}

  add(message: StoredMessage): void {
    let list = this.byChannel.get(message.channelId);
    if (!list) this.byChannel.set(message.channelId, (list = []));
    // Messages given an earlier time (the world's timestamp option) still list in id order: the
    // message goes in at its place, found from the end (where nearly every message belongs). Once
    // this sorted the whole channel with BigInt comparisons, which was most of the emulator's time
    // when many members post with their own times at once.
    let at = list.length;
    while (at > 0 && olderId(message.id, list[at - 1]?.id ?? '')) at -= 1;
    list.splice(at, 0, message);
    if (list.length > this.perChannel) list.splice(0, list.length - this.perChannel);
  }

  /** Newest first, like Discord's list; `before`/`after` are message ids. */
  list(channelId: string, limit: number, before?: bigint, after?: bigint): StoredMessage[] {
    // Ephemeral replies are not part of the channel's history.
    const all = (this.byChannel.get(channelId) ?? []).filter((m) => m.ephemeralFor === undefined);
    if (after !== undefined)
      return all
        .filter((m) => BigInt(m.id) > after)
        .slice(0, limit)
        .reverse();
    const older = before === undefined ? all : all.filter((m) => BigInt(m.id) < before);
    return older.slice(-limit).reverse();
  }

  all(channelId: string): readonly StoredMessage[] {
    return this.byChannel.get(channelId) ?? [];
  }

  find(channelId: string, messageId: string): StoredMessage | undefined {
    return this.byChannel.get(channelId)?.find((m) => m.id === messageId);
  }

  findAnywhere(messageId: string): StoredMessage | undefined {
    for (const list of this.byChannel.values()) {
      const found = list.find((m) => m.id === messageId);
      if (found) return found;
    }
    return undefined;
  }

  /** Takes a message out of its channel; the message, or undefined when it was not there. */
  remove(channelId: string, messageId: string): StoredMessage | undefined {
    const list = this.byChannel.get(channelId);
    const at = list?.findIndex((m) => m.id === messageId) ?? -1;
    return at < 0 ? undefined : list?.splice(at, 1)[0];
  }

  dropChannel(channelId: string): void {
    this.byChannel.delete(channelId);
  }
}
