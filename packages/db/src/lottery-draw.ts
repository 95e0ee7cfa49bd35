import type { APIGuildMember } from 'discord-api-types/v10';
import type { Lottery, LotteryListType } from '@hoshi/contracts';
import type { NewJob } from './job-store.ts';

export interface Entrant {
  id: string;
  name: string;
  roles: readonly string[];
}

/** Who may win: whitelist needs one of the roles, blacklist none of them; `exclude` never. */
export function eligibleEntrants(
  entrants: readonly Entrant[],
  rule: { listType: LotteryListType; roles: readonly string[] },
  exclude: ReadonlySet<string>,
): Entrant[] {
  return entrants.filter((e) => !exclude.has(e.id) && mayEnter(e.roles, rule));
}

/** Whether a member with these roles may take part: the lottery's list type read against its roles. */
export function mayEnter(
  memberRoles: readonly string[],
  rule: { listType: LotteryListType; roles: readonly string[] },
): boolean {
  if (rule.listType === 'any') return true;
  const listed = memberRoles.some((r) => rule.roles.includes(r));
  return rule.listType === 'whitelist' ? listed : !listed;
}

/**
 * Picks up to `count` distinct entrants uniformly: a partial Fisher–Yates shuffle driven by
 * `randomInt(min, max)` (exclusive max) — node:crypto's in production (docs/product.md#lotteries), a seeded one in tests.
 */
export function drawWinners<T>(
  pool: readonly T[],
  count: number,
  randomInt: (min: number, max: number) => number,
): T[] {
  const bag = [...pool];
  const n = Math.min(count, bag.length);
  for (let i = 0; i < n; i++) {
    const j = randomInt(i, bag.length);
    [bag[i], bag[j]] = [bag[j] as T, bag[i] as T];
  }
  return bag.slice(0, n);
}

/** Where a draw reads the entrants' membership and roles today: the dashboard's API or the bot's REST. */
export interface MemberSource {
  /** The member, or null when the user is not in the guild. */
  getMember(guildId: string, userId: string): Promise<APIGuildMember | null>;
  /** Every member of the guild. */
  listMembers(guildId: string): Promise<APIGuildMember[]>;
}

/** Discord's largest page of a guild's members. */
const MEMBER_PAGE = 1000;

/**
 * The entrants still in the guild, with their roles: one call per entrant, or one per thousand
 * members when the guild is listed in fewer calls than that.
 */
async function entrantsOf(
  lottery: Lottery,
  guild: { id: string; memberCount: number },
  members: MemberSource,
): Promise<Entrant[]> {
  const listCalls = Math.max(1, Math.ceil(guild.memberCount / MEMBER_PAGE));
  let found: (APIGuildMember | null)[];
  if (lottery.entrants.length > listCalls) {
    const byId = new Map((await members.listMembers(guild.id)).map((m) => [m.user.id, m]));
    found = lottery.entrants.map((id) => byId.get(id) ?? null);
  } else {
    found = await Promise.all(lottery.entrants.map((id) => members.getMember(guild.id, id)));
  }
  return found.flatMap((m) =>
    m?.user ? [{ id: m.user.id, name: m.nick ?? m.user.global_name ?? m.user.username, roles: m.roles }] : [],
  );
}

/**
 * End (first draw) or reroll (a new draw without anyone an earlier draw picked), docs/product.md#lotteries: the
 * one draw behind the dashboard's End and Reroll and the bot's finish job. Answers the lottery
 * as it is after the draw (its version is the store's to set).
 */
export async function drawLottery(
  current: Lottery,
  guild: { id: string; memberCount: number },
  members: MemberSource,
  nowMs: number,
  randomInt: (min: number, max: number) => number,
): Promise<{ item: Lottery; action: 'end' | 'reroll' }> {
  const ending = current.rolls === 0;
  const previousWinners = ending
    ? []
    : [...new Set([...current.previousWinners, ...current.winners.map((w) => w.id)])];
  const pool = eligibleEntrants(await entrantsOf(current, guild, members), current, new Set(previousWinners));
  const winners = drawWinners(pool, current.maxWinners, randomInt).map(({ id, name }) => ({ id, name }));
  const nowSeconds = Math.floor(nowMs / 1000);
  return {
    action: ending ? 'end' : 'reroll',
    item: {
      ...current,
      finish: ending ? Math.min(current.finish, nowSeconds) : current.finish,
      rolls: current.rolls + 1,
      winners,
      previousWinners,
    },
  };
}

/** What a write keeps of the stored lottery whatever it carries: its entrants are the bot's to record. */
export const keepEntrants = (stored: Lottery, next: Lottery): Lottery => ({
  ...next,
  entrants: stored.entrants,
});

/** How long after End closed a lottery's entries the bot draws it, if End's own draw was not written. */
export const SETTLED_DRAW_AFTER_MS = 2 * 60_000;

/**
 * The bot's work after a lottery is written: a new one is posted in its channel at once; one not
 * yet drawn ends at its finish (an edit moves the job); each draw (End, Reroll, the finish job's
 * own) is announced once, keyed by its roll; an edit or a draw updates the post.
 */
export function lotteryJobs(
  saved: Lottery,
  action: string,
  at: { guildId: string; nowMs: number },
): NewJob[] {
  const nowMs = at.nowMs;
  const of = { guildId: at.guildId, itemId: saved.id };
  const jobs: NewJob[] = [];
  if (action === 'create' && saved.location !== null)
    jobs.push({ kind: 'lotteryPost', ...of, runAt: new Date(nowMs) });
  if ((action === 'create' || action === 'edit') && saved.rolls === 0)
    jobs.push({ kind: 'lotteryFinish', ...of, runAt: new Date(saved.finish * 1000) });
  if (action === 'end' || action === 'reroll')
    jobs.push({ kind: 'lotteryAnnounce', ...of, roll: saved.rolls, runAt: new Date(nowMs) });
  // End closed the entries: should its draw never be written (Discord failed it), the bot's
  // finish job draws a little later, past the time an End's own draw takes.
  if (action === 'settle' && saved.rolls === 0)
    jobs.push({ kind: 'lotteryFinish', ...of, runAt: new Date(nowMs + SETTLED_DRAW_AFTER_MS) });
  // The post shows what it is now: edited details, and after a draw "ended" with the winners.
  if (action === 'edit' || action === 'end' || action === 'reroll')
    jobs.push({ kind: 'lotteryUpdate', ...of, runAt: new Date(nowMs) });
  return jobs;
}
