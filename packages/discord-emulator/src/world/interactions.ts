/** A button click the bot has been told about, waiting for (or past) its callback. */
export interface PendingInteraction {
  id: string;
  token: string;
  guildId: string;
  channelId: string;
  messageId: string;
  userId: string;
  customId: string;
  createdAt: number;
  acknowledged: boolean;
}

/** Discord's interaction tokens are valid for 15 minutes. */
export const INTERACTION_TOKEN_MS = 15 * 60_000;
const KEPT = 1000;

/** The latest interactions (bounded: old ones are past their token's life anyway). */
export class InteractionStore {
  private readonly byId = new Map<string, PendingInteraction>();

  add(interaction: PendingInteraction): void {
    this.byId.set(interaction.id, interaction);
    if (this.byId.size > KEPT) {
      const oldest = this.byId.keys().next().value;
      if (oldest !== undefined) this.byId.delete(oldest);
    }
  }

  find(id: string, token: string, now: number): PendingInteraction | undefined {
    const found = this.byId.get(id);
    if (!found || found.token !== token || now - found.createdAt > INTERACTION_TOKEN_MS) return undefined;
    return found;
  }
}

interface ButtonLike {
  type?: unknown;
  custom_id?: unknown;
  disabled?: unknown;
  components?: unknown;
}

/** The button with this custom_id among a message's action rows, if any. */
export function findButton(components: unknown[], customId: string): ButtonLike | undefined {
  for (const row of components as ButtonLike[]) {
    const children = Array.isArray(row.components) ? (row.components as ButtonLike[]) : [];
    const button = children.find((c) => c.type === 2 && c.custom_id === customId);
    if (button) return button;
  }
  return undefined;
}
