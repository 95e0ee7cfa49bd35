import type { Language } from '@hoshi/contracts';

/**
 * The fixed words the bot itself writes (on greeting cards and pictures, a call's end), in the
 * server's bot language — not the reader's interface language: everyone in the server sees the
 * same message.
 */
const WORDS = {
  en: {
    welcome: 'Welcome!',
    goodbye: 'Goodbye!',
    memberNumber: (count: number) => `Member #${count}`,
    membersLeft: (count: number) => `${count} members now`,
    callEnded: (length: string) => `The call has ended after ${length}.`,
    levelUp: (mention: string, level: number) => `🎉 ${mention} reached level ${level}!`,
  },
  ja: {
    welcome: 'ようこそ！',
    goodbye: 'さようなら！',
    memberNumber: (count: number) => `${count} 人目のメンバー`,
    membersLeft: (count: number) => `現在 ${count} 人`,
    callEnded: (length: string) => `通話が終了しました（${length}）。`,
    levelUp: (mention: string, level: number) => `🎉 ${mention} さんがレベル ${level} になりました！`,
  },
} as const satisfies Record<Language, unknown>;

export type BotWords = (typeof WORDS)[Language];

/** The fixed words in one bot language. */
export const botWords = (lang: Language): BotWords => WORDS[lang];

/** A call's length as people say it: "1 h 5 min", "3 min 20 s", "45 s" (ja: 1時間5分, …). */
export function callLength(ms: number, lang: Language): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const units =
    lang === 'ja' ? { h: '時間', m: '分', s: '秒', sep: '' } : { h: ' h', m: ' min', s: ' s', sep: ' ' };
  if (hours > 0) return `${hours}${units.h}${units.sep}${minutes}${units.m}`;
  if (minutes > 0) return `${minutes}${units.m}${units.sep}${seconds}${units.s}`;
  return `${seconds}${units.s}`;
}
