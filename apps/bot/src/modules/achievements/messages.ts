import type { Language } from '@hoshi/contracts';
import { ACHIEVEMENTS, CARDS } from '@hoshi/contracts/profile-catalogue';

export interface AchievementWords {
  unlocked: (names: string) => string;
  unlockedBy: (mention: string, names: string) => string;
  thanked: (mention: string) => string;
  thankedBefore: (mention: string) => string;
  thankSelf: string;
  thankBot: string;
  drew: (name: string, rank: string, stars: number) => string;
  drewAgain: (name: string, rank: string, stars: number) => string;
  drewMaxed: (name: string, rank: string) => string;
  noEnergy: (have: number, cost: number) => string;
  energyLeft: (energy: number) => string;
  adopted: (pet: string, active: boolean) => string;
  petOwned: (pet: string) => string;
  petNotReady: (level: number) => string;
  fed: (pet: string, level: number) => string;
  feedTooSoon: (pet: string, when: string) => string;
  noActivePet: string;
  notYourPet: (pet: string) => string;
  nowActive: (pet: string) => string;
  named: (pet: string, nickname: string) => string;
  unnamed: (pet: string) => string;
}

/** The achievements module's words, in the server's bot language (docs/product.md#achievements). */
const WORDS: Record<Language, AchievementWords> = {
  en: {
    unlocked: (names: string) => `🏆 Achievement cleared: ${names}`,
    unlockedBy: (mention: string, names: string) => `🏆 ${mention} cleared an achievement: ${names}`,
    thanked: (mention: string) => `💫 You thanked ${mention}.`,
    thankedBefore: (mention: string) =>
      `You have already thanked ${mention}; each member's thanks counts once.`,
    thankSelf: 'You cannot thank yourself.',
    thankBot: 'Bots do not collect thanks.',
    drew: (name: string, rank: string, stars: number) =>
      `🃏 You drew **${name}** (rank ${rank}, ${'★'.repeat(stars)}).`,
    drewAgain: (name: string, rank: string, stars: number) =>
      `🃏 You drew **${name}** (rank ${rank}) again: its stars rose to ${'★'.repeat(stars)}.`,
    drewMaxed: (name: string, rank: string) =>
      `🃏 You drew **${name}** (rank ${rank}) again; its stars are already full (5).`,
    noEnergy: (have: number, cost: number) =>
      `Not enough energy: a draw costs ${cost} and you have ${have}. Energy refills over time.`,
    energyLeft: (energy: number) => `Energy left: ${energy}.`,
    adopted: (pet, active) =>
      `🐾 ${pet} joined you${active ? ' and walks with you' : ''}. It grows as you chat and use Hoshi.`,
    petOwned: (pet) => `${pet} is already yours.`,
    petNotReady: (level) => `A new pet joins once each of your pets has reached level ${level}.`,
    fed: (pet, level) => `🍙 You fed ${pet}: level ${level}.`,
    feedTooSoon: (pet, when) => `${pet} is full. Feed it again ${when}.`,
    noActivePet: 'You have no active pet: adopt one with /pet adopt or choose one with /pet active.',
    notYourPet: (pet) => `${pet} is not one of your pets yet: adopt it with /pet adopt.`,
    nowActive: (pet) => `🐾 ${pet} walks with you now.`,
    named: (pet, nickname) => `🐾 ${pet} is now called ${nickname}.`,
    unnamed: (pet) => `🐾 ${pet} goes by its own name again.`,
  },
  ja: {
    unlocked: (names: string) => `🏆 実績を達成しました：${names}`,
    unlockedBy: (mention: string, names: string) => `🏆 ${mention} さんが実績を達成しました：${names}`,
    thanked: (mention: string) => `💫 ${mention} さんにお礼を伝えました。`,
    thankedBefore: (mention: string) =>
      `${mention} さんにはすでにお礼を伝えています。お礼は1人につき1回数えます。`,
    thankSelf: '自分にお礼はできません。',
    thankBot: 'ボットはお礼を集めません。',
    drew: (name: string, rank: string, stars: number) =>
      `🃏 **${name}**（${rank}ランク、${'★'.repeat(stars)}）を引きました。`,
    drewAgain: (name: string, rank: string, stars: number) =>
      `🃏 **${name}**（${rank}ランク）をもう一度引きました。星が ${'★'.repeat(stars)} になりました。`,
    drewMaxed: (name: string, rank: string) =>
      `🃏 **${name}**（${rank}ランク）をもう一度引きました。星はすでに最大（5）です。`,
    noEnergy: (have: number, cost: number) =>
      `エネルギーが足りません。1回の引きに ${cost} 必要で、いまは ${have} です。エネルギーは時間とともに回復します。`,
    energyLeft: (energy: number) => `残りのエネルギー：${energy}`,
    adopted: (pet, active) =>
      `🐾 ${pet}がなかまになりました${active ? '。いっしょに歩きます' : ''}。話したり Hoshi を使ったりすると育ちます。`,
    petOwned: (pet) => `${pet}はすでにあなたのペットです。`,
    petNotReady: (level) => `新しいペットは、いまのペットがみんなレベル${level}になると迎えられます。`,
    fed: (pet, level) => `🍙 ${pet}にごはんをあげました：レベル${level}`,
    feedTooSoon: (pet, when) => `${pet}はおなかいっぱいです。${when}にまたあげられます。`,
    noActivePet: '連れているペットがいません。/pet adopt で迎えるか、/pet active で選びましょう。',
    notYourPet: (pet) => `${pet}はまだあなたのペットではありません。/pet adopt で迎えましょう。`,
    nowActive: (pet) => `🐾 ${pet}がいっしょに歩きます。`,
    named: (pet, nickname) => `🐾 ${pet}の名前は「${nickname}」になりました。`,
    unnamed: (pet) => `🐾 ${pet}はもとの名前にもどりました。`,
  },
};
export const achievementWords = (lang: Language): AchievementWords => WORDS[lang];

/** The names of cleared achievements, in the language, joined for one line. */
export const achievementNames = (indices: readonly number[], lang: Language): string =>
  indices
    .map((i) => ACHIEVEMENTS[i]?.name[lang])
    .filter((n): n is string => n !== undefined)
    .join(lang === 'ja' ? '、' : ', ');

export const cardName = (index: number, lang: Language): string => CARDS[index]?.name[lang] ?? '?';

/** The commands' descriptions (Discord shows them in the member's client language). */
export const COMMAND_TEXT = {
  thank: {
    description: { en: 'Thank a member for their help', ja: 'メンバーに手助けのお礼を伝えます' },
    member: { en: 'Who helped you', ja: '手助けしてくれた人' },
  },
  draw: {
    description: { en: 'Draw a card with your energy', ja: 'エネルギーを使ってカードを引きます' },
  },
  pet: {
    description: { en: 'Your pets', ja: 'あなたのペット' },
    adopt: { en: 'Adopt a pet', ja: 'ペットを迎えます' },
    feed: { en: 'Feed your active pet (one level)', ja: '連れているペットにごはんをあげます（1レベル）' },
    active: { en: 'Choose the pet that walks with you', ja: 'いっしょに歩くペットを選びます' },
    name: { en: 'Give a pet a nickname', ja: 'ペットにニックネームをつけます' },
    kind: { en: 'Which pet', ja: 'どのペット' },
    nickname: { en: 'Its nickname (empty: its own name)', ja: 'ニックネーム（空欄でもとの名前）' },
  },
} as const;
