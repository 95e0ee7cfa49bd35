import { randomUUID } from 'node:crypto';
import {
  recordProgressBatch,
  welcomeEventsBatch,
  type MemberProgress,
  type ProgressEvent,
  type WelcomeMessage,
} from '@hoshi/db';
import { Batches, type BatchOptions } from '../../runtime/batches.ts';
import { deadlocked, untilDone } from '../../runtime/bot-store.ts';
import { announce, toldIn, type AwardContext } from './progress.ts';

/** One message's events toward its author's achievements. */
export interface ProgressIn {
  guildId: string;
  userId: string;
  events: readonly ProgressEvent[];
  /** The message as Welcome Committee sees it (its events are read with the batch's). */
  welcome?: WelcomeMessage;
}

/** Tries of a batch the database ends as a deadlock before it is given up (and said). */
const DEADLOCK_TRIES = 5;

/**
 * Members' messages counted toward their achievements in batches, as the XP ledger counts XP
 * (docs/decisions/0104-achievements-counted-in-batches.md): every member's messages of a moment
 * in one transaction of a few set-based statements (`recordProgressBatch`), not one per member.
 * Each message keeps its own keys, so a replay counts once (docs/product.md#achievements). A batch
 * that fails for its connection is written again once the database answers, one that deadlocks
 * with another process's is tried again; each try has a token, so what an earlier try whose
 * answer was lost cleared is still told. What a member cleared is told in the level-up channel of
 * the server of their last message in the batch, or kept untold for their next command.
 */
export class ProgressLedger {
  private readonly batches: Batches<ProgressIn>;
  private readonly id = randomUUID();
  private tries = 0;
  /** Members whose first message this process has seen marked (`welcomeEventsBatch`). */
  private readonly marked = new Set<string>();
  /** Messages counted since start. */
  readonly stats = { messages: 0 };

  constructor(
    private readonly context: AwardContext,
    onError: (err: unknown) => void,
    options: BatchOptions = {},
  ) {
    // Every 200 ms: what is cleared is not told sooner than a moment later, and fewer batches cost less.
    this.batches = new Batches((batch) => this.write(batch), onError, options, {
      maxBatch: 1_000,
      flushMs: 200,
    });
  }

  add(entry: ProgressIn): void {
    this.batches.add(entry);
  }

  /** Resolves once every message added so far is counted. */
  async idle(): Promise<void> {
    await this.batches.idle();
  }

  private async write(batch: ProgressIn[]): Promise<void> {
    const { context } = this;
    // Welcome Committee's marks and replies for the whole batch at once; if they cannot be read,
    // the messages still count the rest.
    const welcoming = batch.flatMap((m) => (m.welcome ? [m.welcome] : []));
    const welcomed =
      welcoming.length === 0
        ? []
        : await untilDone(context.db, () => welcomeEventsBatch(context.db, welcoming, this.marked)).catch(
            (err: unknown) => {
              context.log.error(
                `Welcome Committee not counted for ${welcoming.length} messages: ${String(err)}`,
              );
              return [];
            },
          );
    let w = 0;
    const read = batch.map((m) => (m.welcome ? [...m.events, ...(welcomed[w++] ?? [])] : m.events));
    const byMember = new Map<string, { guildId: string; events: ProgressEvent[] }>();
    batch.forEach(({ guildId, userId }, i) => {
      const events = read[i] ?? [];
      const member = byMember.get(userId);
      if (member) {
        member.guildId = guildId;
        member.events.push(...events);
      } else byMember.set(userId, { guildId, events: [...events] });
    });
    const guilds = new Map(
      await Promise.all(
        [...new Set([...byMember.values()].map((m) => m.guildId))].map(
          async (guildId) => [guildId, await toldIn(context, guildId)] as const,
        ),
      ),
    );
    const members: MemberProgress[] = [...byMember].map(([userId, { guildId, events }]) => ({
      userId,
      events,
      toldNow: guilds.get(guildId)?.channelId != null,
    }));
    const tokens: string[] = [];
    const progress = await untilDone(context.db, async () => {
      for (let attempt = 1; ; attempt += 1) {
        const token = `${this.id}.${++this.tries}`;
        tokens.push(token);
        try {
          return await recordProgressBatch(context.db, members, { token, tokens });
        } catch (err) {
          if (!deadlocked(err) || attempt >= DEADLOCK_TRIES) throw err;
        }
      }
    });
    this.stats.messages += batch.length;
    for (const [userId, { cleared }] of progress) {
      const member = byMember.get(userId);
      const told = member && guilds.get(member.guildId);
      if (member && told)
        announce(context, member.guildId, userId, told, cleared, member.events[0]?.key ?? userId);
    }
  }
}
