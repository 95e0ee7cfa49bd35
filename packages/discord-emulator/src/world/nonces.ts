/**
 * Nonces of messages as Discord keeps them for `enforce_nonce`: a create repeated by the same
 * author with the same nonce within a few minutes answers the message it made the first time
 * instead of posting again (a client resending after a lost answer or a crash is not doubled).
 */
export const NONCE_WINDOW_MS = 5 * 60_000;

interface Seen {
  channelId: string;
  messageId: string;
  at: number;
}

export class NonceMemory {
  private readonly seen = new Map<string, Seen>();

  constructor(private readonly now: () => number) {}

  /** The message an author made with this nonce within the window, if any. */
  find(authorId: string, nonce: string | number): Seen | undefined {
    const key = `${authorId}:${String(nonce)}`;
    const seen = this.seen.get(key);
    if (seen && this.now() - seen.at < NONCE_WINDOW_MS) return seen;
    if (seen) this.seen.delete(key);
    return undefined;
  }

  remember(authorId: string, nonce: string | number, channelId: string, messageId: string): void {
    const now = this.now();
    // Insertion order is time order: what fell out of the window is at the front.
    for (const [key, seen] of this.seen) {
      if (now - seen.at < NONCE_WINDOW_MS) break;
      this.seen.delete(key);
    }
    const key = `${authorId}:${String(nonce)}`;
    this.seen.delete(key);
    this.seen.set(key, { channelId, messageId, at: now });
  }
}
