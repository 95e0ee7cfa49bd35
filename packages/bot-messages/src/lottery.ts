import type { Language, Lottery, LOTTERY_WINNER_VARIABLES } from '@hoshi/contracts';
import { fillVariables } from './fill-variables.ts';

/**
 * What the bot writes about a lottery, in the server's bot language: everyone reads the post and
 * the announcement alike, and a member's own replies come in the same language (Discord does not
 * tell the bot the reader's dashboard language).
 */
const WORDS = {
  en: {
    enter: 'Enter',
    leave: 'Leave',
    ends: 'Ends',
    winnerCount: 'Winners',
    entries: 'Entries',
    endedAt: 'Ended',
    drawn: 'Winners',
    nobody: 'Nobody could be drawn.',
    entered: (title: string) => `You are in “${title}”. Good luck!`,
    alreadyEntered: (title: string) => `You are already in “${title}”.`,
    left: (title: string) => `You left “${title}”.`,
    notEntered: (title: string) => `You were not in “${title}”.`,
    onlyRoles: (title: string, roles: string) =>
      `Only members with one of these roles may enter “${title}”: ${roles}`,
    notRoles: (title: string, roles: string) => `Members with these roles may not enter “${title}”: ${roles}`,
    ended: (title: string) => `“${title}” has ended.`,
    gone: 'This lottery no longer exists.',
    winners: (title: string, mentions: string) => `🎉 The winners of “${title}”: ${mentions}`,
    rerolled: (title: string, mentions: string) => `🎲 A new draw for “${title}”: ${mentions}`,
    noWinners: (title: string) => `“${title}” has ended: nobody could be drawn.`,
  },
  ja: {
    enter: '参加する',
    leave: '参加をやめる',
    ends: '終了',
    winnerCount: '当選者数',
    entries: '参加者',
    endedAt: '終了しました',
    drawn: '当選者',
    nobody: '当選者はいません。',
    entered: (title: string) => `「${title}」に参加しました。幸運を祈ります！`,
    alreadyEntered: (title: string) => `「${title}」にはもう参加しています。`,
    left: (title: string) => `「${title}」への参加をやめました。`,
    notEntered: (title: string) => `「${title}」には参加していません。`,
    onlyRoles: (title: string, roles: string) =>
      `「${title}」に参加できるのは次のロールのメンバーだけです: ${roles}`,
    notRoles: (title: string, roles: string) =>
      `次のロールのメンバーは「${title}」に参加できません: ${roles}`,
    ended: (title: string) => `「${title}」は終了しました。`,
    gone: 'この抽選はもうありません。',
    winners: (title: string, mentions: string) => `🎉「${title}」の当選者: ${mentions}`,
    rerolled: (title: string, mentions: string) => `🎲「${title}」の再抽選: ${mentions}`,
    noWinners: (title: string) => `「${title}」は終了しましたが、当選者はいません。`,
  },
} as const satisfies Record<Language, unknown>;

export type LotteryWords = (typeof WORDS)[Language];

export const lotteryWords = (lang: Language): LotteryWords => WORDS[lang];

/**
 * The winner message as the bot announces a draw: !WINNERS! mentions each winner, !NAMES! names
 * them without a mention, !TITLE! is the lottery's title and !ENTRIES! how many entered.
 */
export function fillWinnerMessage(
  message: string,
  lottery: Pick<Lottery, 'title' | 'entrants' | 'winners'>,
): string {
  const values: Record<(typeof LOTTERY_WINNER_VARIABLES)[number], string> = {
    '!WINNERS!': lottery.winners.map((w) => `<@${w.id}>`).join(' '),
    '!NAMES!': lottery.winners.map((w) => w.name).join(', '),
    '!TITLE!': lottery.title,
    '!ENTRIES!': String(lottery.entrants.length),
  };
  return fillVariables(message, values);
}

/** A unix time as Discord shows it to each reader in their own time zone: the date and "in 3 hours". */
export const discordTime = (unixSeconds: number) => `<t:${unixSeconds}:F> (<t:${unixSeconds}:R>)`;

/** Discord's numbers for what a post is made of (discord-api-types' enums, which this package does not load). */
const ACTION_ROW = 1;
const BUTTON = 2;
const PRIMARY = 1;
const SECONDARY = 2;

/** A lottery button's custom_id: what it does and to which lottery. */
export const lotteryButtonId = (verb: 'enter' | 'leave', lotteryId: string) => `lottery:${verb}:${lotteryId}`;

/**
 * The lottery's post as it is now, in the server's bot language: while open, when it ends and how
 * many have entered, with Enter and Leave; once drawn, "ended" with the winners named and the
 * buttons disabled (kept, so the post still reads as the lottery it was).
 */
export function lotteryPost(
  lottery: Pick<
    Lottery,
    'id' | 'title' | 'message' | 'finish' | 'maxWinners' | 'entrants' | 'winners' | 'rolls'
  >,
  lang: Language,
  color: number,
) {
  const words = lotteryWords(lang);
  const ended = lottery.rolls > 0;
  const entries = { name: words.entries, value: String(lottery.entrants.length), inline: true };
  const fields = ended
    ? [
        { name: words.endedAt, value: discordTime(lottery.finish), inline: true },
        entries,
        {
          name: words.drawn,
          value: lottery.winners.map((w) => `<@${w.id}>`).join(' ') || words.nobody,
          inline: false,
        },
      ]
    : [
        { name: words.ends, value: discordTime(lottery.finish), inline: true },
        { name: words.winnerCount, value: String(lottery.maxWinners), inline: true },
        entries,
      ];
  const button = (verb: 'enter' | 'leave', label: string, style: number) => ({
    type: BUTTON,
    style,
    label,
    custom_id: lotteryButtonId(verb, lottery.id),
    disabled: ended,
  });
  return {
    embeds: [{ title: lottery.title, description: lottery.message || undefined, color, fields }],
    components: [
      {
        type: ACTION_ROW,
        components: [button('enter', words.enter, PRIMARY), button('leave', words.leave, SECONDARY)],
      },
    ],
  };
}
