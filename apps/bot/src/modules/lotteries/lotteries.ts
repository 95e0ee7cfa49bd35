import { randomInt } from 'node:crypto';
import type { REST } from '@discordjs/rest';
import { eq } from 'drizzle-orm';
import {
  InteractionType,
  Routes,
  type APIGuildMember,
  type APIInteraction,
  type APIMessage,
} from 'discord-api-types/v10';
import { fillWinnerMessage, lotteryPost, lotteryWords } from '@hoshi/bot-messages';
import { lotteryActive, type Language, type Lottery } from '@hoshi/contracts';
import {
  CollectionStore,
  drawLottery,
  jobKey,
  keepEntrants,
  lotteryJobs,
  mayEnter,
  schema,
  StoreRefusal,
  type Database,
  type JobKind,
  type MemberSource,
  type NewJob,
  type ProgressEvent,
} from '@hoshi/db';
import { HOSHI_GOLD } from '../../core/colors.ts';
import type { ClaimedJob, JobHandler, JobOutcome } from '../../runtime/jobs.ts';
import type { BotLog } from '../../runtime/log.ts';
import { privateReply } from '../../core/interaction-reply.ts';
import { payLotteryWinners } from '../economy/economy.ts';

/** The jobs of a lottery: its post, its finish (the draw), a draw's announcement, the post's count. */
export const LOTTERY_JOBS = [
  'lotteryPost',
  'lotteryFinish',
  'lotteryAnnounce',
  'lotteryUpdate',
] as const satisfies readonly JobKind[];
type LotteryJobKind = (typeof LOTTERY_JOBS)[number];

const DONE: JobOutcome = { done: true };
/** A button's custom_id (bot-messages' lotteryButtonId): what it does and to which lottery. */
const BUTTON = /^lottery:(enter|leave):(\d{1,20})$/;
/** What every custom_id of a lottery's buttons begins with (the registry routes presses by it). */
export const LOTTERY_BUTTON_PREFIX = 'lottery:';
const PAGE = 1000;
/**
 * The post's entry count is edited at most this often: a crowd pressing Enter at once is one
 * edit, well inside Discord's rate limit for a channel's messages, and the count is seconds late.
 */
const EDIT_GAP_MS = 5000;

interface ButtonPress {
  verb: 'enter' | 'leave';
  lotteryId: string;
}

function parseButton(customId: string): ButtonPress | undefined {
  const [, verb, lotteryId] = BUTTON.exec(customId) ?? [];
  if ((verb !== 'enter' && verb !== 'leave') || lotteryId === undefined) return undefined;
  return { verb, lotteryId };
}

export interface LotteryRuntime {
  db: Database;
  rest: REST;
  /** The server's bot language. */
  lang(guildId: string): Promise<Language>;
  /** About how many members the guild has (to choose between per-member calls and a listing). */
  memberCount(guildId: string): number;
  /** The bot's own user id, recorded as the author of the draws it makes. */
  botUserId(): string;
  now(): number;
  /** Work was queued by this process (a post to edit): the job runner looks now. */
  wake(): void;
  /** A member entered or won: counted toward their achievements (docs/product.md#achievements). */
  counted(guildId: string, userId: string, events: ProgressEvent[]): void;
  log: BotLog;
}

/**
 * Lotteries in Discord: the post with its Enter and Leave buttons, members entering through them
 * (recorded on the lottery in the collection store), the draw at the finish, and each draw's
 * announcement. The post, the finish and the announcement are jobs (jobs.ts); a press is answered
 * at once, only to the member who pressed.
 */
export class Lotteries {
  private readonly store: CollectionStore;
  private readonly members: MemberSource;

  constructor(private readonly runtime: LotteryRuntime) {
    this.store = new CollectionStore(runtime.db);
    this.members = restMembers(runtime.rest);
  }

  readonly handlers: Record<LotteryJobKind, JobHandler> = {
    lotteryPost: (job) => this.post(job),
    lotteryFinish: (job, nowMs) => this.finish(job, nowMs),
    lotteryAnnounce: (job) => this.announce(job),
    lotteryUpdate: (job) => this.update(job),
  };

  private async find(job: ClaimedJob): Promise<Lottery | undefined> {
    const items = await this.store.list(job.guildId, 'lotteries');
    return items[job.itemId];
  }

  private async post(job: ClaimedJob): Promise<JobOutcome> {
    const lottery = await this.find(job);
    if (!lottery?.location || lottery.rolls > 0) return DONE;
    const lang = await this.runtime.lang(job.guildId);
    const message = (await this.runtime.rest.post(Routes.channelMessages(lottery.location), {
      body: {
        // Discord answers a repeated nonce within minutes with the first message: a post retried
        // after a crash is not doubled, and the id kept below is the one message's.
        nonce: `lp${lottery.id}`,
        enforce_nonce: true,
        allowed_mentions: { parse: [] },
        ...lotteryPost(lottery, lang, HOSHI_GOLD),
      },
    })) as APIMessage;
    await this.runtime.db
      .update(schema.botJobs)
      .set({ channelId: message.channel_id, messageId: message.id })
      .where(eq(schema.botJobs.key, job.key));
    return DONE;
  }

  /** Edits the post to what the lottery is now: its entry count, or ended with the winners. */
  private async update(job: ClaimedJob): Promise<JobOutcome> {
    const lottery = await this.find(job);
    if (!lottery) return DONE;
    const [post] = await this.runtime.db
      .select({ channelId: schema.botJobs.channelId, messageId: schema.botJobs.messageId })
      .from(schema.botJobs)
      .where(
        eq(schema.botJobs.key, jobKey({ kind: 'lotteryPost', guildId: job.guildId, itemId: lottery.id })),
      );
    // Not posted (no channel, or made before posting existed): nothing to edit.
    if (!post?.channelId || !post.messageId) return DONE;
    const lang = await this.runtime.lang(job.guildId);
    try {
      await this.runtime.rest.patch(Routes.channelMessage(post.channelId, post.messageId), {
        body: { allowed_mentions: { parse: [] }, ...lotteryPost(lottery, lang, HOSHI_GOLD) },
      });
    } catch (err) {
      // Deleted by someone, or its channel gone: there is no post to keep current.
      if (err instanceof Error && 'status' in err && err.status === 404) return DONE;
      throw err;
    }
    return DONE;
  }

  /**
   * The draw at the finish, the dashboard's own (lottery-draw.ts). The stored version guards it:
   * a lottery drawn meanwhile (End from the dashboard, another process) is not drawn again, and
   * the announcement is queued in the draw's transaction.
   */
  private async finish(job: ClaimedJob, nowMs: number): Promise<JobOutcome> {
    // Read under the lottery's lock, as a press writes: a press under way is in this copy, and
    // one after it finds the finish passed (its time is read under the lock too).
    const lottery = await this.store.amend(job.guildId, 'lotteries', job.itemId, () => null);
    if (!lottery || lottery.rolls > 0) return DONE;
    if (lottery.finish * 1000 > nowMs) return { retryAt: lottery.finish * 1000 };
    const guild = { id: job.guildId, memberCount: this.runtime.memberCount(job.guildId) };
    const { item, action } = await drawLottery(lottery, guild, this.members, nowMs, randomInt);
    try {
      await this.store.replace(
        job.guildId,
        'lotteries',
        this.runtime.botUserId(),
        lottery.version,
        item,
        action,
        {
          keep: keepEntrants,
          jobs: (saved) => lotteryJobs(saved, action, { guildId: job.guildId, nowMs }),
        },
      );
    } catch (err) {
      // Changed meanwhile (a manager's edit or End): read it again and decide anew, now.
      if (err instanceof StoreRefusal && err.code === 'version_conflict') return { retryAt: nowMs };
      throw err;
    }
    // Each winner's win once (keyed by the lottery): toward the lottery achievements.
    for (const winner of item.winners)
      this.runtime.counted(job.guildId, winner.id, [
        {
          key: `lottery-win:${job.guildId}:${job.itemId}:${winner.id}`,
          updates: [{ counter: 'lottery-wins', value: 1 }],
        },
      ]);
    return DONE;
  }

  private async announce(job: ClaimedJob): Promise<JobOutcome> {
    const lottery = await this.find(job);
    // A later draw replaced this one's winners before it was announced: that one is announced instead.
    if (!lottery?.location || lottery.rolls !== job.roll) return DONE;
    // Winners are paid their coins once per draw (modules/economy), before they are told.
    await payLotteryWinners(
      this.runtime.db,
      job.guildId,
      lottery.id,
      job.roll,
      lottery.winners.map((w) => w.id),
    );
    const words = lotteryWords(await this.runtime.lang(job.guildId));
    const mentions = lottery.winners.map((w) => `<@${w.id}>`).join(' ');
    const content =
      lottery.winners.length === 0
        ? words.noWinners(lottery.title)
        : job.roll === 1
          ? words.winners(lottery.title, mentions)
          : words.rerolled(lottery.title, mentions);
    await this.runtime.rest.post(Routes.channelMessages(lottery.location), {
      body: {
        content,
        nonce: `la${lottery.id}-${job.roll}`,
        enforce_nonce: true,
        allowed_mentions: { parse: [], users: lottery.winners.map((w) => w.id) },
        ...(lottery.message2 && {
          embeds: [
            {
              title: lottery.title,
              description: fillWinnerMessage(lottery.message2, lottery),
              color: HOSHI_GOLD,
            },
          ],
        }),
      },
    });
    return DONE;
  }

  /**
   * A press of a lottery's button: the member enters (once, however often they press) or leaves,
   * if the lottery is still open and its list type lets their roles in. The answer is an
   * ephemeral reply in the server's bot language. Answers false for other interactions.
   */
  async interaction(interaction: APIInteraction): Promise<boolean> {
    if (interaction.type !== InteractionType.MessageComponent || !interaction.guild_id) return false;
    const press = parseButton(interaction.data.custom_id);
    const member = interaction.member;
    if (!press || !member) return false;
    const { verb, lotteryId } = press;
    const guildId = interaction.guild_id;
    const userId = member.user.id;
    const words = lotteryWords(await this.runtime.lang(guildId));
    const nowMs = this.runtime.now();
    let reply: string = words.gone;
    let changed = false;
    let joined = false;
    // An entry or a leave edits the post's count, at most once per EDIT_GAP_MS.
    const edit = (): NewJob[] => {
      changed = true;
      return [
        { kind: 'lotteryUpdate', guildId, itemId: lotteryId, runAt: new Date(nowMs), minGapMs: EDIT_GAP_MS },
      ];
    };
    await this.store.amend(
      guildId,
      'lotteries',
      lotteryId,
      (lottery) => {
        const entered = lottery.entrants.includes(userId);
        // The time under the lock: End and the finish job read entries under it too.
        if (!lotteryActive(lottery, this.runtime.now())) reply = words.ended(lottery.title);
        else if (verb === 'leave') {
          reply = entered ? words.left(lottery.title) : words.notEntered(lottery.title);
          if (entered) return { ...lottery, entrants: lottery.entrants.filter((id) => id !== userId) };
        } else if (!mayEnter(member.roles, lottery)) {
          const roles = lottery.roles.map((id) => `<@&${id}>`).join(' ');
          reply =
            lottery.listType === 'whitelist'
              ? words.onlyRoles(lottery.title, roles)
              : words.notRoles(lottery.title, roles);
        } else if (entered) reply = words.alreadyEntered(lottery.title);
        else {
          reply = words.entered(lottery.title);
          joined = true;
          return { ...lottery, entrants: [...lottery.entrants, userId] };
        }
        return null;
      },
      edit,
    );
    await privateReply(this.runtime.rest, interaction, reply);
    // Set inside the amend's rule, a closure the rule does not follow.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    if (joined)
      this.runtime.counted(guildId, userId, [
        {
          key: `lottery-enter:${guildId}:${lotteryId}:${userId}`,
          updates: [{ counter: 'lottery-entries', value: 1 }],
        },
      ]);
    // Set inside edit(), a closure the rule does not follow.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    if (changed) this.runtime.wake();
    return true;
  }
}

/** Members as the bot reads them: one by id (null when not in the guild), or the whole list by pages. */
function restMembers(rest: REST): MemberSource {
  return {
    async getMember(guildId, userId) {
      try {
        return (await rest.get(Routes.guildMember(guildId, userId))) as APIGuildMember;
      } catch (err) {
        if (err instanceof Error && 'status' in err && err.status === 404) return null;
        throw err;
      }
    },
    async listMembers(guildId) {
      const all: APIGuildMember[] = [];
      let after = '0';
      for (;;) {
        const page = (await rest.get(Routes.guildMembers(guildId), {
          query: new URLSearchParams({ limit: String(PAGE), after }),
        })) as APIGuildMember[];
        all.push(...page);
        const last = page.at(-1)?.user.id;
        if (page.length < PAGE || !last) return all;
        after = last;
      }
    },
  };
}
