import { randomInt } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { APIGuildMember } from 'discord-api-types/v10';
import {
  finishWindow,
  LOTTERY_LIMITS,
  LOTTERY_LOCKED_FIELDS,
  lotteryCreate,
  lotteryEdit,
  type Issue,
  type Lottery,
} from '@hoshi/contracts';
import { invalidRequest, issue } from '../lib/http-error.ts';
import { newSnowflake, type CollectionContext, type CollectionFeature } from './collection.ts';
import { checkDeclared } from './feature.ts';
import { drawWinners, eligibleEntrants, type Entrant } from './lottery-draw.ts';

/** spec 001 §5: finish between now + 5 min and now + 28 days (with a little grace for the trip). */
function finishIssues(finish: number, nowMs: number): Issue[] {
  const { min, max } = finishWindow(nowMs);
  const grace = LOTTERY_LIMITS.finishGraceSeconds;
  return finish < min - grace || finish > max + grace
    ? [issue('finish', 'out_of_range', { min, max }, 'must be 5 minutes to 28 days ahead')]
    : [];
}

/** Discord's largest page of a guild's members. */
const MEMBER_PAGE = 1000;

/**
 * The entrants still in the guild, with their roles: one call per entrant, or one per thousand
 * members when the guild is listed in fewer calls than that.
 */
async function entrantsOf(lottery: Lottery, ctx: CollectionContext<'lotteries'>): Promise<Entrant[]> {
  const listCalls = Math.max(1, Math.ceil(ctx.memberCount / MEMBER_PAGE));
  let members: (APIGuildMember | null)[];
  if (lottery.entrants.length > listCalls) {
    const byId = new Map((await ctx.discord.listMembers(ctx.guildId)).map((m) => [m.user?.id, m]));
    members = lottery.entrants.map((id) => byId.get(id) ?? null);
  } else {
    members = await Promise.all(lottery.entrants.map((id) => ctx.discord.getMember(ctx.guildId, id)));
  }
  return members.flatMap((m) =>
    m?.user ? [{ id: m.user.id, name: m.nick ?? m.user.global_name ?? m.user.username, roles: m.roles }] : [],
  );
}

export const lotteriesFeature: CollectionFeature<'lotteries'> = {
  async info(_ctx, { count, max }) {
    return { lotteryCount: count, lotteryMax: max };
  },

  async create(input, ctx) {
    const { location, ...fields } = input;
    const issues = [
      ...finishIssues(fields.finish, ctx.nowMs),
      ...(await checkDeclared(lotteryCreate, input, ctx.objects)),
    ];
    if (issues.length) throw invalidRequest(issues);
    return {
      id: newSnowflake(ctx.nowMs),
      version: 1,
      ...fields,
      rolls: 0,
      location,
      creator: ctx.userId,
      entrants: [],
      winners: [],
      previousWinners: [],
    };
  },

  async edit(current, input, ctx) {
    const { version: _version, ...fields } = input;
    const issues: Issue[] = [];
    if (current.rolls > 0) {
      // spec 001 §4: once rolled, who may win and when it ends are settled.
      for (const field of LOTTERY_LOCKED_FIELDS)
        if (!isDeepStrictEqual(fields[field], current[field]))
          issues.push(issue(field, 'locked', {}, 'cannot change once the lottery has been drawn'));
    } else if (fields.finish !== current.finish) {
      issues.push(...finishIssues(fields.finish, ctx.nowMs));
    }
    issues.push(...(await checkDeclared(lotteryEdit, input, ctx.objects)));
    if (issues.length) throw invalidRequest(issues);
    return { ...current, ...fields };
  },

  /** End (first draw) or reroll (a new draw without anyone an earlier draw picked), DESIGN §7. */
  async act(current, ctx) {
    const ending = current.rolls === 0;
    const previousWinners = ending
      ? []
      : [...new Set([...current.previousWinners, ...current.winners.map((w) => w.id)])];
    const pool = eligibleEntrants(await entrantsOf(current, ctx), current, new Set(previousWinners));
    const winners = drawWinners(pool, current.maxWinners, randomInt).map(({ id, name }) => ({ id, name }));
    const nowSeconds = Math.floor(ctx.nowMs / 1000);
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
  },
};
