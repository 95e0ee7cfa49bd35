/** A DM channel between the bot and one user (Discord's channel type 1). */
export interface DirectChannel {
  id: string;
  recipientId: string;
}

/**
 * The bot's DM channels, one per user as on Discord (opening one again answers the same channel),
 * and the users who turned off "Allow direct messages from server members". Live only, like the
 * messages (docs/decisions/0051-the-emulators-gateway-and-world.md); the messages themselves are
 * in the message store under the channel's id.
 */
export class DirectMessages {
  private readonly byUser = new Map<string, DirectChannel>();
  private readonly byId = new Map<string, DirectChannel>();
  private readonly closed = new Set<string>();

  open(recipientId: string, nextId: () => string): DirectChannel {
    let channel = this.byUser.get(recipientId);
    if (!channel) {
      channel = { id: nextId(), recipientId };
      this.byUser.set(recipientId, channel);
      this.byId.set(channel.id, channel);
    }
    return channel;
  }

  channel(id: string): DirectChannel | undefined {
    return this.byId.get(id);
  }

  /** The user's DM channel with the bot, if one was ever opened. */
  of(userId: string): DirectChannel | undefined {
    return this.byUser.get(userId);
  }

  accepts(userId: string): boolean {
    return !this.closed.has(userId);
  }

  setAccepts(userId: string, open: boolean): void {
    if (open) this.closed.delete(userId);
    else this.closed.add(userId);
  }
}
