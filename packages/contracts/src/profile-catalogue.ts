/**
 * Hoshi's own catalogues for the member profile screens (docs/decisions/0025-profile-achievements-cards-and-pets.md): the achievements a
 * member earns in a server, the collectible cards and the pets. Written for Hoshi, in English and
 * Japanese; nothing here is copied from another bot.
 *
 * Indices are part of the data: an achievement's or a card's position in its array is the number
 * stored for a member, so entries are only ever appended, never reordered or removed.
 */

import { GEAR_SLOTS } from './inventory.ts';
import { ITEMS } from './inventory-catalogue.ts';
import type { CardRank } from './profile.ts';

/** A text in English and Japanese. */
export interface Text {
  en: string;
  ja: string;
}

export interface AchievementEntry {
  id: string;
  name: Text;
  description: Text;
}

/**
 * The achievements, in the loose order they are hinted: once one is cleared, the next one is shown
 * as a hint, so neighbours read as a sequence. The array index IS the achievement index.
 */
export const ACHIEVEMENTS: readonly AchievementEntry[] = [
  // 0–4: first steps and chatting
  {
    id: 'first-light',
    name: { en: 'First Light', ja: 'はじめての光' },
    description: {
      en: 'Use Hoshi for the first time in a server.',
      ja: 'サーバーで初めて Hoshi を使いましょう。',
    },
  },
  {
    id: 'hello-stars',
    name: { en: 'Hello, Stars', ja: 'こんにちは、星たち' },
    description: {
      en: 'Send your first message in a server with Hoshi.',
      ja: 'Hoshi のいるサーバーで初めてメッセージを送りましょう。',
    },
  },
  {
    id: 'messages-100',
    name: { en: 'Little Chatter', ja: 'おしゃべりの始まり' },
    description: { en: 'Send 100 messages.', ja: 'メッセージを100回送りましょう。' },
  },
  {
    id: 'messages-1000',
    name: { en: 'Chatterbox', ja: 'おしゃべり好き' },
    description: { en: 'Send 1,000 messages.', ja: 'メッセージを1,000回送りましょう。' },
  },
  {
    id: 'messages-10000',
    name: { en: 'Star Storyteller', ja: '星の語り部' },
    description: { en: 'Send 10,000 messages.', ja: 'メッセージを10,000回送りましょう。' },
  },
  // 5–9: XP levels
  {
    id: 'level-5',
    name: { en: 'Rising Star', ja: '昇る星' },
    description: { en: 'Reach level 5.', ja: 'レベル5に到達しましょう。' },
  },
  {
    id: 'level-10',
    name: { en: 'Bright Star', ja: '明るい星' },
    description: { en: 'Reach level 10.', ja: 'レベル10に到達しましょう。' },
  },
  {
    id: 'level-25',
    name: { en: 'Shining Star', ja: 'きらめく星' },
    description: { en: 'Reach level 25.', ja: 'レベル25に到達しましょう。' },
  },
  {
    id: 'level-50',
    name: { en: 'Supernova', ja: '超新星' },
    description: { en: 'Reach level 50.', ja: 'レベル50に到達しましょう。' },
  },
  {
    id: 'level-100',
    name: { en: 'Polaris', ja: '北極星' },
    description: { en: 'Reach level 100.', ja: 'レベル100に到達しましょう。' },
  },
  // 10–13: voice channels
  {
    id: 'voice-first',
    name: { en: 'Hello, Voice', ja: 'はじめての通話' },
    description: {
      en: 'Join a voice channel for the first time.',
      ja: '初めてボイスチャンネルに参加しましょう。',
    },
  },
  {
    id: 'voice-1h',
    name: { en: 'Night Chat', ja: '夜のおしゃべり' },
    description: {
      en: 'Spend 1 hour in voice channels in total.',
      ja: 'ボイスチャンネルで合計1時間過ごしましょう。',
    },
  },
  {
    id: 'voice-10h',
    name: { en: 'Late-Night Radio', ja: '深夜ラジオ' },
    description: {
      en: 'Spend 10 hours in voice channels in total.',
      ja: 'ボイスチャンネルで合計10時間過ごしましょう。',
    },
  },
  {
    id: 'voice-100h',
    name: { en: 'Voice of the Cosmos', ja: '宇宙に響く声' },
    description: {
      en: 'Spend 100 hours in voice channels in total.',
      ja: 'ボイスチャンネルで合計100時間過ごしましょう。',
    },
  },
  // 14–15: surveys
  {
    id: 'survey-first',
    name: { en: 'Your Voice Counts', ja: 'あなたの一票' },
    description: { en: 'Answer your first survey.', ja: '初めてアンケートに答えましょう。' },
  },
  {
    id: 'survey-10',
    name: { en: 'Star Surveyor', ja: '星の観測員' },
    description: { en: 'Answer 10 surveys.', ja: 'アンケートに10回答えましょう。' },
  },
  // 16–18: lotteries
  {
    id: 'lottery-enter',
    name: { en: 'Make a Wish', ja: '願いごと' },
    description: { en: 'Enter a lottery.', ja: '抽選に参加しましょう。' },
  },
  {
    id: 'lottery-win',
    name: { en: 'Shooting Star Luck', ja: '流れ星の幸運' },
    description: { en: 'Win a lottery.', ja: '抽選に当選しましょう。' },
  },
  {
    id: 'lottery-win-5',
    name: { en: 'Lucky Star', ja: 'ラッキースター' },
    description: { en: 'Win 5 lotteries.', ja: '抽選に5回当選しましょう。' },
  },
  // 19–20: boosts
  {
    id: 'boost-first',
    name: { en: 'Rocket Boost', ja: 'ロケットブースト' },
    description: { en: 'Boost a server.', ja: 'サーバーをブーストしましょう。' },
  },
  {
    id: 'boost-6-months',
    name: { en: 'Orbit Keeper', ja: '軌道の守り手' },
    description: {
      en: 'Keep boosting the same server for 6 months.',
      ja: '同じサーバーを6か月ブーストし続けましょう。',
    },
  },
  // 21–26: more Starshooter. They were Whack-A-Star's and Star Typing's, which make no calls (spec:
  // scores stay local), so nothing could clear them; reworded with their indices kept (0101).
  {
    id: 'shooter-500',
    name: { en: 'Comet Chaser', ja: '彗星を追って' },
    description: {
      en: 'Score 500 or more in Starshooter.',
      ja: 'スターシューターで500点以上を取りましょう。',
    },
  },
  {
    id: 'shooter-1000',
    name: { en: 'Quick Hands', ja: 'すばやい手' },
    description: {
      en: 'Score 1,000 or more in Starshooter.',
      ja: 'スターシューターで1,000点以上を取りましょう。',
    },
  },
  {
    id: 'shooter-2000',
    name: { en: 'Meteor Reflexes', ja: '流星の反射神経' },
    description: {
      en: 'Score 2,000 or more in Starshooter.',
      ja: 'スターシューターで2,000点以上を取りましょう。',
    },
  },
  {
    id: 'shooter-aces-5',
    name: { en: 'Starlight Letters', ja: '星明かりの文字' },
    description: {
      en: 'Score 350 or more in 5 Starshooter games.',
      ja: 'スターシューターで350点以上を5回取りましょう。',
    },
  },
  {
    id: 'shooter-aces-10',
    name: { en: 'Fever Pitch', ja: 'フィーバー全開' },
    description: {
      en: 'Score 350 or more in 10 Starshooter games.',
      ja: 'スターシューターで350点以上を10回取りましょう。',
    },
  },
  {
    id: 'shooter-aces-25',
    name: { en: 'Steady Fingers', ja: 'ぶれない指先' },
    description: {
      en: 'Score 350 or more in 25 Starshooter games.',
      ja: 'スターシューターで350点以上を25回取りましょう。',
    },
  },
  // 27–30: Starshooter
  {
    id: 'shooter-first',
    name: { en: 'Launch Pad', ja: '発射台' },
    // The page sends a signed-in game of 350 or more (docs/product.md#api-calls): the first one sent.
    description: {
      en: 'Send Hoshi your first Starshooter score: a game of 350 or more, signed in.',
      ja: 'ログインしてスターシューターで350点以上を取り、初めての記録を Hoshi に届けましょう。',
    },
  },
  {
    id: 'shooter-100',
    name: { en: 'Space Cadet', ja: '宇宙の訓練生' },
    // Was "score 100 or more", which only a game of 350 or more could clear: the page sends no less.
    description: {
      en: 'Score 350 or more in 2 Starshooter games.',
      ja: 'スターシューターで350点以上を2回取りましょう。',
    },
  },
  // 29: the Starshooter ace.
  {
    id: 'shooter-350',
    name: { en: 'Starshooter Ace', ja: 'スターシューターのエース' },
    description: {
      en: 'Score 350 or more in Starshooter.',
      ja: 'スターシューターで350点以上を取りましょう。',
    },
  },
  // 30: was "play all three mini-games" (two of them make no calls); reworded (0101).
  {
    id: 'shooter-aces-50',
    name: { en: 'Arcade Astronaut', ja: 'ゲーム好きの宇宙飛行士' },
    description: {
      en: 'Score 350 or more in 50 Starshooter games.',
      ja: 'スターシューターで350点以上を50回取りましょう。',
    },
  },
  // 31–34: items and gear
  {
    id: 'item-first',
    name: { en: 'Pocketful of Stardust', ja: 'ポケットに星くず' },
    description: { en: 'Collect your first item.', ja: '初めてアイテムを手に入れましょう。' },
  },
  {
    id: 'item-all',
    name: { en: 'Treasure Hunter', ja: '宝探しの名人' },
    description: { en: 'Collect every kind of item.', ja: 'すべての種類のアイテムを集めましょう。' },
  },
  {
    id: 'gear-first',
    name: { en: 'Suited Up', ja: '身じたく完了' },
    description: { en: 'Equip your first piece of gear.', ja: '初めて装備を身につけましょう。' },
  },
  {
    id: 'gear-full',
    name: { en: 'Fully Geared', ja: 'フル装備' },
    description: { en: 'Fill every gear slot.', ja: 'すべての装備枠を埋めましょう。' },
  },
  // 35–38: cards
  {
    id: 'card-first',
    name: { en: 'First Card', ja: 'はじめてのカード' },
    description: { en: 'Get your first card.', ja: '初めてカードを手に入れましょう。' },
  },
  {
    id: 'card-10',
    name: { en: 'Star Chart', ja: '星図づくり' },
    description: { en: 'Collect 10 different cards.', ja: '10種類のカードを集めましょう。' },
  },
  {
    id: 'card-rank-s',
    name: { en: 'Brightest in the Sky', ja: '夜空でいちばんの輝き' },
    description: { en: 'Get an S-rank card.', ja: 'Sランクのカードを手に入れましょう。' },
  },
  {
    id: 'card-all',
    name: { en: 'Complete Constellation', ja: '星座の完成' },
    description: { en: 'Collect all 36 cards.', ja: '36種類のカードをすべて集めましょう。' },
  },
  // 39–41: pets
  {
    id: 'pet-first',
    name: { en: 'New Friend', ja: '新しい友だち' },
    description: { en: 'Adopt your first pet.', ja: '初めてペットを迎えましょう。' },
  },
  {
    id: 'pet-3',
    name: { en: 'Cosmic Companions', ja: '宇宙のなかまたち' },
    description: { en: 'Adopt 3 pets.', ja: 'ペットを3匹迎えましょう。' },
  },
  {
    id: 'pet-all',
    name: { en: 'Pet Galaxy', ja: 'ペットの銀河' },
    description: { en: 'Adopt all 10 pets.', ja: '10匹のペットをすべて迎えましょう。' },
  },
  // 42–44: daily streaks
  {
    id: 'streak-3',
    name: { en: 'Three Nights Running', ja: '3夜連続' },
    description: {
      en: 'Chat or use Hoshi 3 days in a row (UTC days).',
      ja: '3日連続で（UTCの日付で）Hoshi のいるサーバーで話すか Hoshi を使いましょう。',
    },
  },
  {
    id: 'streak-7',
    name: { en: 'A Week of Stars', ja: '星の1週間' },
    description: {
      en: 'Chat or use Hoshi 7 days in a row (UTC days).',
      ja: '7日連続で（UTCの日付で）Hoshi のいるサーバーで話すか Hoshi を使いましょう。',
    },
  },
  {
    id: 'streak-30',
    name: { en: 'Full Moon Cycle', ja: '月のひとめぐり' },
    description: {
      en: 'Chat or use Hoshi 30 days in a row (UTC days).',
      ja: '30日連続で（UTCの日付で）Hoshi のいるサーバーで話すか Hoshi を使いましょう。',
    },
  },
  // 45–46: helping others
  {
    id: 'thanked-first',
    name: { en: 'Kind Light', ja: 'やさしい光' },
    description: {
      en: 'Be thanked with /thank by another member.',
      ja: 'ほかのメンバーから /thank でお礼を受け取りましょう。',
    },
  },
  {
    id: 'thanked-10',
    name: { en: 'Guiding Star', ja: '導きの星' },
    description: {
      en: 'Be thanked with /thank by 10 different members.',
      ja: '10人のメンバーから /thank でお礼を受け取りましょう。',
    },
  },
  // 47: the hidden achievement (HIDDEN_ACHIEVEMENT), found by tapping its star on the profile page.
  {
    id: 'hidden-star',
    name: { en: 'You Found the Hidden Star', ja: '隠れた星を見つけました' },
    description: {
      en: 'Some stars only shine when you look closely.',
      ja: 'じっと見つめたときにだけ輝く星もあります。',
    },
  },
  // 48: follows from the hidden star.
  {
    id: 'stargazer',
    name: { en: 'Stargazer', ja: '星を見る人' },
    description: {
      en: 'Find the hidden star, then come back the next day to see it again.',
      ja: '隠れた星を見つけたら、次の日もまた会いに来ましょう。',
    },
  },
  // 49–50: night and dawn
  {
    id: 'night-owl',
    name: { en: 'Night Owl', ja: '夜ふかしさん' },
    description: {
      en: 'Send a message between midnight and 4 a.m. (UTC).',
      ja: '午前0時から4時（UTC）のあいだにメッセージを送りましょう。',
    },
  },
  {
    id: 'morning-star',
    name: { en: 'Morning Star', ja: '明けの明星' },
    description: {
      en: 'Send a message between 5 and 7 a.m. (UTC).',
      ja: '午前5時から7時（UTC）のあいだにメッセージを送りましょう。',
    },
  },
  // 51–53: the community
  {
    id: 'welcome-10',
    name: { en: 'Welcome Committee', ja: 'おもてなし係' },
    description: {
      en: 'Reply to the first messages of 10 new members.',
      ja: '新しいメンバー10人の最初のメッセージに返信しましょう。',
    },
  },
  {
    id: 'gift-first',
    name: { en: 'Star Courier', ja: '星の配達人' },
    description: { en: 'Give an item to another member.', ja: 'ほかのメンバーにアイテムを贈りましょう。' },
  },
  {
    id: 'servers-3',
    name: { en: 'Constellation Hopper', ja: '星座めぐり' },
    description: { en: 'Use Hoshi in 3 different servers.', ja: '3つのサーバーで Hoshi を使いましょう。' },
  },
  // 54–56: the long haul
  {
    id: 'member-1-year',
    name: { en: 'One Full Orbit', ja: '公転ひとまわり' },
    description: {
      en: 'Stay in a server with Hoshi for one year.',
      ja: 'Hoshi のいるサーバーに1年間参加し続けましょう。',
    },
  },
  {
    id: 'streak-100',
    name: { en: 'A Hundred Nights', ja: '百夜通い' },
    description: {
      en: 'Chat or use Hoshi 100 days in a row (UTC days).',
      ja: '100日連続で（UTCの日付で）Hoshi のいるサーバーで話すか Hoshi を使いましょう。',
    },
  },
  {
    id: 'streak-365',
    name: { en: 'A Year of Stars', ja: '星めぐりの1年' },
    description: {
      en: 'Chat or use Hoshi 365 days in a row (UTC days).',
      ja: '365日連続で（UTCの日付で）Hoshi のいるサーバーで話すか Hoshi を使いましょう。',
    },
  },
  // 57–59: achievements themselves
  {
    id: 'achievements-30',
    name: { en: 'Half the Sky', ja: '夜空の半分' },
    description: { en: 'Clear 30 achievements.', ja: '実績を30個達成しましょう。' },
  },
  {
    id: 'achievements-50',
    name: { en: 'Galaxy Collector', ja: '銀河コレクター' },
    description: { en: 'Clear 50 achievements.', ja: '実績を50個達成しましょう。' },
  },
  {
    id: 'achievements-all',
    name: { en: 'Keeper of the Night Sky', ja: '夜空の守り人' },
    description: {
      en: 'Clear every other achievement, the hidden star included.',
      ja: '隠れた星も含めて、ほかの実績をすべて達成しましょう。',
    },
  },
];

// Index 47 (HIDDEN_ACHIEVEMENT in @hoshi/contracts, docs/product.md#profile) is the hidden star: never
// hinted, found on the profile page.

export interface CardEntry {
  id: string;
  name: Text;
  rank: CardRank;
  stars: 1 | 2 | 3 | 4 | 5;
}

/**
 * The collectible cards, rarest first. Stars follow the rank: S 5, A 4–5, B 3–4, C 2–3, D 1–2,
 * E 1. The array index IS the card index.
 */
export const CARDS: readonly CardEntry[] = [
  // S
  { id: 'milky-way', name: { en: 'The Milky Way', ja: '天の川' }, rank: 'S', stars: 5 },
  { id: 'andromeda-galaxy', name: { en: 'Andromeda Galaxy', ja: 'アンドロメダ銀河' }, rank: 'S', stars: 5 },
  { id: 'star-dragon', name: { en: 'Star Dragon', ja: '星竜' }, rank: 'S', stars: 5 },
  // A
  { id: 'polaris', name: { en: 'Polaris, the North Star', ja: '北極星ポラリス' }, rank: 'A', stars: 5 },
  { id: 'halleys-comet', name: { en: "Halley's Comet", ja: 'ハレー彗星' }, rank: 'A', stars: 5 },
  { id: 'orion', name: { en: 'Orion', ja: 'オリオン座' }, rank: 'A', stars: 4 },
  { id: 'aurora-whale', name: { en: 'Aurora Whale', ja: 'オーロラくじら' }, rank: 'A', stars: 4 },
  // B
  { id: 'saturn', name: { en: 'Saturn', ja: '土星' }, rank: 'B', stars: 4 },
  { id: 'pleiades', name: { en: 'The Pleiades', ja: 'すばる' }, rank: 'B', stars: 4 },
  { id: 'starfire-phoenix', name: { en: 'Starfire Phoenix', ja: '星炎の不死鳥' }, rank: 'B', stars: 4 },
  { id: 'jupiter', name: { en: 'Jupiter', ja: '木星' }, rank: 'B', stars: 3 },
  { id: 'orion-nebula', name: { en: 'Orion Nebula', ja: 'オリオン大星雲' }, rank: 'B', stars: 3 },
  { id: 'cygnus', name: { en: 'Cygnus, the Swan', ja: 'はくちょう座' }, rank: 'B', stars: 3 },
  // C
  { id: 'scorpius', name: { en: 'Scorpius', ja: 'さそり座' }, rank: 'C', stars: 3 },
  { id: 'ursa-major', name: { en: 'Ursa Major', ja: 'おおぐま座' }, rank: 'C', stars: 3 },
  { id: 'crab-nebula', name: { en: 'Crab Nebula', ja: 'かに星雲' }, rank: 'C', stars: 3 },
  { id: 'lyra', name: { en: 'Lyra, the Harp', ja: 'こと座' }, rank: 'C', stars: 2 },
  { id: 'mars', name: { en: 'Mars', ja: '火星' }, rank: 'C', stars: 2 },
  { id: 'europa', name: { en: 'Europa', ja: 'エウロパ' }, rank: 'C', stars: 2 },
  { id: 'galaxy-koi', name: { en: 'Galaxy Koi', ja: '銀河の鯉' }, rank: 'C', stars: 2 },
  // D
  { id: 'cassiopeia', name: { en: 'Cassiopeia', ja: 'カシオペヤ座' }, rank: 'D', stars: 2 },
  { id: 'venus', name: { en: 'Venus', ja: '金星' }, rank: 'D', stars: 2 },
  { id: 'perseids', name: { en: 'Perseid Meteors', ja: 'ペルセウス座流星群' }, rank: 'D', stars: 2 },
  { id: 'meteor-sparrow', name: { en: 'Meteor Sparrow', ja: '流れ星すずめ' }, rank: 'D', stars: 2 },
  { id: 'titan', name: { en: 'Titan', ja: 'タイタン' }, rank: 'D', stars: 1 },
  { id: 'crescent-moon', name: { en: 'Crescent Moon', ja: '三日月' }, rank: 'D', stars: 1 },
  { id: 'little-dipper', name: { en: 'Little Dipper', ja: 'こぐま座' }, rank: 'D', stars: 1 },
  { id: 'star-jellyfish', name: { en: 'Star Jellyfish', ja: '星くらげ' }, rank: 'D', stars: 1 },
  // E
  { id: 'full-moon', name: { en: 'Full Moon', ja: '満月' }, rank: 'E', stars: 1 },
  { id: 'new-moon', name: { en: 'New Moon', ja: '新月' }, rank: 'E', stars: 1 },
  { id: 'mercury', name: { en: 'Mercury', ja: '水星' }, rank: 'E', stars: 1 },
  { id: 'phobos', name: { en: 'Phobos', ja: 'フォボス' }, rank: 'E', stars: 1 },
  { id: 'asteroid', name: { en: 'Little Asteroid', ja: '小さな小惑星' }, rank: 'E', stars: 1 },
  { id: 'stardust', name: { en: 'Stardust', ja: '星くず' }, rank: 'E', stars: 1 },
  { id: 'twinkle-star', name: { en: 'Twinkle Star', ja: 'きらきら星' }, rank: 'E', stars: 1 },
  { id: 'shooting-star', name: { en: 'Shooting Star', ja: '流れ星' }, rank: 'E', stars: 1 },
];

export interface PetEntry {
  name: Text;
  /** Under /images/ (apps/web/public/images/pets). */
  img: string;
  description: Text;
  ability: { name: Text; description: Text };
}

/** Hoshi's own pets: small space companions a member adopts, each with one ability. */
export const PETS: Readonly<Record<string, PetEntry>> = {
  'moon-rabbit': {
    name: { en: 'Moon Rabbit', ja: '月うさぎ' },
    img: 'pets/moon-rabbit.svg',
    description: {
      en: 'Hops down from the moon on quiet nights. Loves rice cakes and long chats.',
      ja: '静かな夜に月から跳んできます。おもちと長話が大好きです。',
    },
    ability: {
      name: { en: 'Moonlight Hop', ja: '月明かりジャンプ' },
      description: {
        en: 'Grows a level for every 10 of your messages or commands instead of 20.',
        ja: 'メッセージやコマンド20回ではなく10回ごとに1レベル育ちます。',
      },
    },
  },
  'comet-fox': {
    name: { en: 'Comet Fox', ja: '彗星ぎつね' },
    img: 'pets/comet-fox.svg',
    description: {
      en: 'Its tail leaves a trail of sparkles wherever it runs.',
      ja: '走ったあとには、しっぽから光のつぶが残ります。',
    },
    ability: {
      name: { en: 'Comet Tail', ja: '彗星のしっぽ' },
      description: {
        en: '/draw costs 5 energy instead of 10.',
        ja: '/draw のエネルギーが10ではなく5になります。',
      },
    },
  },
  'nebula-jellyfish': {
    name: { en: 'Nebula Jellyfish', ja: '星雲くらげ' },
    img: 'pets/nebula-jellyfish.svg',
    description: {
      en: 'Drifts softly through the air, glowing purple and blue.',
      ja: '紫と青に光りながら、ふわふわと宙をただよいます。',
    },
    ability: {
      name: { en: 'Soft Glow', ja: 'やわらかな光' },
      description: {
        en: 'Each feed raises 2 levels instead of 1.',
        ja: 'ごはん1回で1レベルではなく2レベル上がります。',
      },
    },
  },
  'star-owl': {
    name: { en: 'Star Owl', ja: '星ふくろう' },
    img: 'pets/star-owl.svg',
    description: {
      en: 'Wide awake when everyone else sleeps, counting the stars one by one.',
      ja: 'みんなが眠るころに目を覚まし、星をひとつずつ数えています。',
    },
    ability: {
      name: { en: 'Night Watch', ja: '夜の見張り' },
      description: {
        en: 'Can be fed again after 6 hours instead of 12.',
        ja: '12時間ではなく6時間で、またごはんを食べられます。',
      },
    },
  },
  'meteor-pup': {
    name: { en: 'Meteor Pup', ja: '流れ星わんこ' },
    img: 'pets/meteor-pup.svg',
    description: {
      en: 'Chases falling stars and always brings something back.',
      ja: '流れ星を追いかけて、いつも何かをくわえて帰ってきます。',
    },
    ability: {
      name: { en: 'Fetch!', ja: 'とってこい！' },
      description: {
        en: '5% chance that a /draw costs no energy.',
        ja: '5%の確率で /draw のエネルギーがかかりません。',
      },
    },
  },
  'saturn-tortoise': {
    name: { en: 'Saturn Tortoise', ja: '土星がめ' },
    img: 'pets/saturn-tortoise.svg',
    description: {
      en: 'Wears a ring around its shell and never hurries.',
      ja: '甲羅に輪っかをつけた、のんびり屋さんです。',
    },
    ability: {
      name: { en: 'Steady Orbit', ja: 'ゆっくり軌道' },
      description: {
        en: 'Keeps your run of active days once a week if you miss a day.',
        ja: '1日休んでも、週に1回まで連続して活動した日数を守ります。',
      },
    },
  },
  'stardust-cat': {
    name: { en: 'Stardust Cat', ja: '星くずねこ' },
    img: 'pets/stardust-cat.svg',
    description: {
      en: 'Naps on the windowsill and wakes up covered in glitter.',
      ja: '窓辺でお昼寝をして、起きるときらきらの星くずまみれです。',
    },
    ability: {
      name: { en: 'Lucky Whiskers', ja: '幸運のひげ' },
      description: {
        en: 'Slightly raises the chance that a new card is rank B or better.',
        ja: '新しいカードが B ランク以上になる確率が少し上がります。',
      },
    },
  },
  'aurora-penguin': {
    name: { en: 'Aurora Penguin', ja: 'オーロラペンギン' },
    img: 'pets/aurora-penguin.svg',
    description: {
      en: 'Waddled all the way from the polar lights, scarf and all.',
      ja: 'マフラーを巻いて、オーロラの下からよちよち歩いてきました。',
    },
    ability: {
      name: { en: 'Cool Head', ja: 'クールな頭' },
      description: {
        en: 'A duplicate card from /draw gains 2 stars instead of 1.',
        ja: '/draw で同じカードを引くと、星が1つではなく2つ増えます。',
      },
    },
  },
  'crater-mole': {
    name: { en: 'Crater Mole', ja: 'クレーターもぐら' },
    img: 'pets/crater-mole.svg',
    description: {
      en: 'Digs little craters on the moon and pops out to say hello.',
      ja: '月に小さなクレーターを掘って、ひょっこり顔を出します。',
    },
    ability: {
      name: { en: 'Burrow Sense', ja: '穴掘りの勘' },
      description: {
        en: 'Each feed also raises your other pets by one level.',
        ja: 'ごはんをあげるたびに、ほかのペットも1レベル上がります。',
      },
    },
  },
  'baby-star-dragon': {
    name: { en: 'Baby Star Dragon', ja: 'ちび星竜' },
    img: 'pets/baby-star-dragon.svg',
    description: {
      en: 'Hatched from a fallen star. Its sneezes come out as sparkles.',
      ja: '落ちてきた星から生まれました。くしゃみをすると火花が出ます。',
    },
    ability: {
      name: { en: 'Tiny Flame', ja: 'ちいさな炎' },
      description: {
        en: 'Grows twice as fast on weekends (UTC).',
        ja: '週末（UTC）は2倍の速さで育ちます。',
      },
    },
  },
};

/**
 * What Hoshi counts for a member, across servers (docs/product.md#achievements,
 * docs/decisions/0101-achievements-cards-and-pets.md). A `count` grows by each event counted once
 * (its key); a `best` keeps the highest value seen (a level, a streak, days in a server).
 */
export const PROGRESS_COUNTERS = {
  commands: 'count',
  messages: 'count',
  'night-messages': 'count',
  'morning-messages': 'count',
  level: 'best',
  'voice-joins': 'count',
  'voice-minutes': 'count',
  surveys: 'count',
  'lottery-entries': 'count',
  'lottery-wins': 'count',
  boosts: 'count',
  'boost-days': 'best',
  'shooter-games': 'count',
  'shooter-best': 'best',
  /** Starshooter games posted with 350 or more. */
  'shooter-aces': 'count',
  items: 'count',
  /** Kinds of item ever held, each counted once (its key names the kind). */
  'item-kinds': 'count',
  gear: 'count',
  'gear-slots': 'best',
  'card-kinds': 'best',
  'card-s': 'count',
  pets: 'best',
  streak: 'best',
  thanked: 'count',
  welcomed: 'count',
  gifts: 'count',
  servers: 'count',
  'membership-days': 'best',
  achievements: 'best',
} as const satisfies Record<string, 'count' | 'best'>;
export type ProgressCounter = keyof typeof PROGRESS_COUNTERS;

export interface AchievementGoal {
  counter: ProgressCounter;
  /** Cleared once the counter reaches it; shown as "value / target" while it has not. */
  target: number;
}

const goal = (counter: ProgressCounter, target: number): AchievementGoal => ({ counter, target });

/**
 * Each achievement's trigger, by id: the counter that clears it and the value that does. The
 * hidden star (47) and the stargazer (48) are found on the profile page and have none. The items,
 * item kinds, gear and gift counters are fed by the economy's commands; `item-all` wants every
 * kind of the item catalogue (`ITEMS`).
 */
export const ACHIEVEMENT_GOALS: Readonly<Record<string, AchievementGoal>> = {
  'first-light': goal('commands', 1),
  'hello-stars': goal('messages', 1),
  'messages-100': goal('messages', 100),
  'messages-1000': goal('messages', 1_000),
  'messages-10000': goal('messages', 10_000),
  'level-5': goal('level', 5),
  'level-10': goal('level', 10),
  'level-25': goal('level', 25),
  'level-50': goal('level', 50),
  'level-100': goal('level', 100),
  'voice-first': goal('voice-joins', 1),
  'voice-1h': goal('voice-minutes', 60),
  'voice-10h': goal('voice-minutes', 600),
  'voice-100h': goal('voice-minutes', 6_000),
  'survey-first': goal('surveys', 1),
  'survey-10': goal('surveys', 10),
  'lottery-enter': goal('lottery-entries', 1),
  'lottery-win': goal('lottery-wins', 1),
  'lottery-win-5': goal('lottery-wins', 5),
  'boost-first': goal('boosts', 1),
  'boost-6-months': goal('boost-days', 183),
  'shooter-500': goal('shooter-best', 500),
  'shooter-1000': goal('shooter-best', 1_000),
  'shooter-2000': goal('shooter-best', 2_000),
  'shooter-aces-5': goal('shooter-aces', 5),
  'shooter-aces-10': goal('shooter-aces', 10),
  'shooter-aces-25': goal('shooter-aces', 25),
  'shooter-first': goal('shooter-games', 1),
  'shooter-100': goal('shooter-aces', 2),
  'shooter-350': goal('shooter-best', 350),
  'shooter-aces-50': goal('shooter-aces', 50),
  'item-first': goal('items', 1),
  'item-all': goal('item-kinds', Object.keys(ITEMS).length),
  'gear-first': goal('gear', 1),
  'gear-full': goal('gear-slots', GEAR_SLOTS.length),
  'card-first': goal('card-kinds', 1),
  'card-10': goal('card-kinds', 10),
  'card-rank-s': goal('card-s', 1),
  'card-all': goal('card-kinds', CARDS.length),
  'pet-first': goal('pets', 1),
  'pet-3': goal('pets', 3),
  'pet-all': goal('pets', Object.keys(PETS).length),
  'streak-3': goal('streak', 3),
  'streak-7': goal('streak', 7),
  'streak-30': goal('streak', 30),
  'thanked-first': goal('thanked', 1),
  'thanked-10': goal('thanked', 10),
  'night-owl': goal('night-messages', 1),
  'morning-star': goal('morning-messages', 1),
  'welcome-10': goal('welcomed', 10),
  'gift-first': goal('gifts', 1),
  'servers-3': goal('servers', 3),
  'member-1-year': goal('membership-days', 365),
  'streak-100': goal('streak', 100),
  'streak-365': goal('streak', 365),
  'achievements-30': goal('achievements', 30),
  'achievements-50': goal('achievements', 50),
  'achievements-all': goal('achievements', ACHIEVEMENTS.length - 1),
};
