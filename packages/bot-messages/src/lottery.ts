import type { Language } from '@hoshi/contracts';

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

/** A unix time as Discord shows it to each reader in their own time zone: the date and "in 3 hours". */
export const discordTime = (unixSeconds: number) => `<t:${unixSeconds}:F> (<t:${unixSeconds}:R>)`;
