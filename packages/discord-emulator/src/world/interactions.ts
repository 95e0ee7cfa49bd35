/** One answer the bot gave: a callback (its type number) or a webhook action on the token. */
export interface InteractionResponse {
  type: number | 'followup' | 'edit' | 'delete';
  data: unknown;
  /** The message the answer made, edited or deleted, if any. */
  message_id?: string;
}

/** A modal the bot opened (callback 9), waiting for the member to submit it. */
export interface OpenModal {
  custom_id: string;
  title: string;
  components: unknown[];
}

/** An interaction the bot has been told about: a command, a button press or a modal submit. */
export interface PendingInteraction {
  id: string;
  token: string;
  /** Discord's interaction type: 2 application command, 3 message component, 5 modal submit. */
  type: 2 | 3 | 5;
  guildId: string;
  channelId: string;
  /** The message a component sits on (a press, or a modal opened from a press). */
  messageId?: string;
  userId: string;
  /** The button's or the modal's custom_id; the command's name. */
  customId?: string;
  commandName?: string;
  createdAt: number;
  acknowledged: boolean;
  /** The message `@original` names: the reply (4, 5), or the component's message (6, 7). */
  originalId?: string;
  /** A deferred reply (5) still showing its loading state. */
  loading: boolean;
  followupIds: string[];
  responses: InteractionResponse[];
  modal?: OpenModal;
  /** The modal was submitted (once: Discord closes it). */
  modalSubmitted?: boolean;
  /** For a modal submit: the interaction whose answer opened the modal. */
  triggeredBy?: PendingInteraction;
}

/** Discord's interaction tokens are valid for 15 minutes. */
export const INTERACTION_TOKEN_MS = 15 * 60_000;
/** The first answer must come within 3 seconds, else the token is invalidated and the member sees a failure. */
export const FIRST_ANSWER_MS = 3_000;
const KEPT = 1000;

/** `pending` while the 3 seconds run, `answered` once the bot answered, `failed` when it did not in time. */
export function interactionStatus(
  interaction: PendingInteraction,
  now: number,
): 'pending' | 'answered' | 'failed' {
  if (interaction.acknowledged) return 'answered';
  return now - interaction.createdAt > FIRST_ANSWER_MS ? 'failed' : 'pending';
}

/** The latest interactions (bounded: old ones are past their token's life anyway). */
export class InteractionStore {
  private readonly byId = new Map<string, PendingInteraction>();
  private readonly byToken = new Map<string, PendingInteraction>();

  add(interaction: PendingInteraction): void {
    this.byId.set(interaction.id, interaction);
    this.byToken.set(interaction.token, interaction);
    if (this.byId.size > KEPT) {
      const oldest = this.byId.values().next().value;
      if (oldest !== undefined) {
        this.byId.delete(oldest.id);
        this.byToken.delete(oldest.token);
      }
    }
  }

  /** By id and token, while the token lives. */
  find(id: string, token: string, now: number): PendingInteraction | undefined {
    const found = this.byId.get(id);
    if (!found || found.token !== token || now - found.createdAt > INTERACTION_TOKEN_MS) return undefined;
    return found;
  }

  /** By token alone (the webhook routes), expired or not: the caller tells the two apart. */
  byTokenValue(token: string): PendingInteraction | undefined {
    return this.byToken.get(token);
  }

  get(id: string): PendingInteraction | undefined {
    return this.byId.get(id);
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
