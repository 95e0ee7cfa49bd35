import { randomUUID } from 'node:crypto';
import { recordProgressBatch, type MemberProgress, type ProgressEvent } from '@hoshi/db';
import { Batches, type BatchOptions } from '../../runtime/batches.ts';
import { deadlocked, untilDone } from '../../runtime/bot-store.ts';
import { announce, toldIn, type AwardContext } from './progress.ts';

/** One message's events toward its author's achievements, read while the batch waits. */
export interface ProgressIn {
  guildId: string;
  userId: string;
  events: Promise<ProgressEvent[]>;
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
    // A message whose events could not be read is left out alone, not its whole batch.
    const read = await Promise.all(
      batch.map((m) =>
        m.events.catch((err: unknown) => {
          context.log.error(`achievements not counted for a message of ${m.userId}: ${String(err)}`);
          return [];
        }),
      ),
    );
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
