import { z } from 'zod';
import { CHANNEL_TYPES, MESSAGE_MAX_LENGTH } from './constants.ts';
import { channelId, idList, intRange, roleId, snowflake, text } from './fields.ts';
import { version } from './settings.ts';

export const LOTTERY_LIST_TYPES = ['any', 'whitelist', 'blacklist'] as const;
export type LotteryListType = (typeof LOTTERY_LIST_TYPES)[number];

export const LOTTERY_LIMITS = {
  /** docs/product.md#lotteries: finish at least now + 5 minutes … */
  finishMinMinutes: 5,
  /** … and at most now + 40320 minutes (28 days). */
  finishMaxMinutes: 40320,
  /** The server forgives this much clock difference and time spent sending. */
  finishGraceSeconds: 120,
  maxWinnersMin: 1,
  maxWinnersMax: 10,
  rolesMax: 25,
  titleMax: 256,
  messageMax: MESSAGE_MAX_LENGTH,
} as const;

/** The finish times (unix seconds) allowed at `nowMs`, inclusive. */
/** What a winner message may name: the bot fills them when it announces a draw. */
export const LOTTERY_WINNER_VARIABLES = ['!WINNERS!', '!NAMES!', '!TITLE!', '!ENTRIES!'] as const;
export type LotteryWinnerVariable = (typeof LOTTERY_WINNER_VARIABLES)[number] extends `!${infer N}!`
  ? N
  : never;

export const finishWindow = (nowMs: number) => {
  const now = Math.floor(nowMs / 1000);
  return {
    min: now + LOTTERY_LIMITS.finishMinMinutes * 60,
    max: now + LOTTERY_LIMITS.finishMaxMinutes * 60,
  };
};

const fields = {
  title: text(LOTTERY_LIMITS.titleMax),
  /** The description. */
  message: text(LOTTERY_LIMITS.messageMax),
  /** The message announcing the winners. */
  message2: text(LOTTERY_LIMITS.messageMax),
  listType: z.enum(LOTTERY_LIST_TYPES),
  /** Who may win (whitelist) or may not (blacklist). */
  roles: idList(LOTTERY_LIMITS.rolesMax, roleId(false)),
  /** Unix seconds. */
  finish: z.number().int().nonnegative(),
  maxWinners: intRange(LOTTERY_LIMITS.maxWinnersMin, LOTTERY_LIMITS.maxWinnersMax),
};

export const lotteryWinner = z.object({ id: snowflake, name: z.string() });
export type LotteryWinner = z.infer<typeof lotteryWinner>;

export const lotteryItem = z.object({
  id: snowflake,
  version,
  ...fields,
  /** Draws so far: 0 until ended, then 1 + rerolls. */
  rolls: z.number().int().nonnegative(),
  /** Where the bot posts the lottery; set on create only. */
  location: snowflake.nullable(),
  creator: snowflake,
  /** Members who entered (the bot records them). */
  entrants: z.array(snowflake),
  /** The latest draw. */
  winners: z.array(lotteryWinner),
  /** Everyone an earlier draw picked: a reroll never picks them again (docs/product.md#lotteries). */
  previousWinners: z.array(snowflake),
});
export type Lottery = z.infer<typeof lotteryItem>;

/** The lottery is posted in a text channel (docs/product.md#lotteries). */
export const lotteryCreate = z.object({
  ...fields,
  location: channelId([CHANNEL_TYPES.text], 'send').nullable(),
});
export type LotteryCreate = z.infer<typeof lotteryCreate>;

export const lotteryEdit = z.object({ version, ...fields });
export type LotteryEdit = z.infer<typeof lotteryEdit>;

export const lotteryInfo = z.object({
  lotteryCount: z.number().int().nonnegative(),
  lotteryMax: z.number().int().nonnegative(),
});

/** docs/product.md#lotteries: active while finish is in the future; one that has been drawn has ended. */
export const lotteryActive = (lottery: Pick<Lottery, 'finish' | 'rolls'>, nowMs: number) =>
  lottery.rolls === 0 && lottery.finish * 1000 > nowMs;

/** docs/product.md#lotteries: once it has rolls, listType, roles and finish are locked. */
export const LOTTERY_LOCKED_FIELDS = ['listType', 'roles', 'finish'] as const;

export const lotteryCreateDefaults = (nowMs: number): LotteryCreate => ({
  title: '',
  message: '',
  message2: '',
  listType: 'any',
  roles: [],
  // A day ahead, on the minute.
  finish: Math.floor(nowMs / 60_000) * 60 + 24 * 60 * 60,
  maxWinners: 1,
  location: null,
});
