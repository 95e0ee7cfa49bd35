import { randomInt } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  finishWindow,
  LOTTERY_LIMITS,
  LOTTERY_LOCKED_FIELDS,
  lotteryCreate,
  lotteryEdit,
  type Issue,
} from '@hoshi/contracts';
import { invalidRequest, issue } from '../lib/http-error.ts';
import { newSnowflake, type CollectionFeature } from './collection.ts';
import { checkDeclared } from './feature.ts';
import { drawLottery, keepEntrants, lotteryJobs } from '@hoshi/db';

/** docs/product.md#lotteries: finish between now + 5 min and now + 28 days (with a little grace for the trip). */
function finishIssues(finish: number, nowMs: number): Issue[] {
  const { min, max } = finishWindow(nowMs);
  const grace = LOTTERY_LIMITS.finishGraceSeconds;
  return finish < min - grace || finish > max + grace
    ? [issue('finish', 'out_of_range', { min, max }, 'must be 5 minutes to 28 days ahead')]
    : [];
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
      // docs/product.md#lotteries: once rolled, who may win and when it ends are settled.
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

  /** End (first draw) or reroll: the draw the bot's finish job makes too (lottery-draw.ts). */
  act(current, ctx) {
    return drawLottery(
      current,
      { id: ctx.guildId, memberCount: ctx.memberCount },
      ctx.discord,
      ctx.nowMs,
      randomInt,
    );
  },

  /**
   * End closes the entries before its draw asks Discord who the entrants are: the finish becomes
   * now, under the lottery's lock, so a press from then on is told it has ended, and a press
   * before it is in the copy the draw reads (docs/security.md, "A dashboard End and the presses").
   * A reroll draws from entries closed already.
   */
  settle(current, ctx) {
    const nowSeconds = Math.floor(ctx.nowMs / 1000);
    return current.rolls === 0 && current.finish > nowSeconds ? { ...current, finish: nowSeconds } : null;
  },

  /** Members enter through the bot: a manager's edit never drops them. */
  keep: keepEntrants,

  /**
   * The bot posts a new lottery in its channel and ends it at its finish; an edited finish moves
   * that job; End and Reroll (and the finish job's own draw) are announced by the bot.
   */
  jobs(saved, action, at) {
    return lotteryJobs(saved, action, at);
  },
};
