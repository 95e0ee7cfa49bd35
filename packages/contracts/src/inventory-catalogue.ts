import type { GearSlot } from './inventory.ts';

interface Entry {
  name: { en: string; ja: string; ja2: string };
  description: { en: string; ja: string };
  /** Under /images/ (apps/web/public/images/items). */
  img: string;
}

/** Hoshi's own items (docs/decisions/0024-inventory.md): what members collect in a server's bag. */
export const ITEMS = {
  'star-candy': {
    name: { en: 'Star Candy', ja: '星のキャンディ', ja2: 'ほしのキャンディ' },
    description: {
      en: 'A sweet that crackles like a tiny shooting star. Restores 10 energy.',
      ja: '小さな流れ星のようにパチパチはじけるお菓子。エネルギーを10回復します。',
    },
    img: 'items/star-candy.svg',
  },
  'moon-cookie': {
    name: { en: 'Moon Cookie', ja: '月のクッキー', ja2: 'つきのクッキー' },
    description: {
      en: 'Baked under a full moon, crescent-shaped. Restores 25 energy.',
      ja: '満月の夜に焼いた三日月形のクッキー。エネルギーを25回復します。',
    },
    img: 'items/moon-cookie.svg',
  },
  'comet-shard': {
    name: { en: 'Comet Shard', ja: '彗星のかけら', ja2: 'すいせいのかけら' },
    description: {
      en: 'A glowing splinter left behind by a passing comet. Upgrades worn gear with /upgrade, or sells for 80 coins.',
      ja: '通り過ぎた彗星が残した光るかけら。/upgrade で身につけた装備を強化できます。80コインで売ることもできます。',
    },
    img: 'items/comet-shard.svg',
  },
  'stardust-jar': {
    name: { en: 'Stardust Jar', ja: '星くずの瓶', ja2: 'ほしくずのびん' },
    description: {
      en: 'A little jar of glittering stardust. Sells for 50 coins.',
      ja: 'きらきら光る星くずを詰めた小瓶。50コインで売れます。',
    },
    img: 'items/stardust-jar.svg',
  },
  'nebula-tea': {
    name: { en: 'Nebula Tea', ja: '星雲ティー', ja2: 'せいうんティー' },
    description: {
      en: 'Swirls purple and blue in the cup. Fills your energy to the brim.',
      ja: 'カップの中で紫と青が渦を巻くお茶。エネルギーを満タンにします。',
    },
    img: 'items/nebula-tea.svg',
  },
  'meteor-ticket': {
    name: { en: 'Meteor Ticket', ja: '流れ星チケット', ja2: 'ながれぼしチケット' },
    description: {
      en: 'Make a wish: enters you in a running lottery of this server that you have not entered yet.',
      ja: '願いをこめて。まだ参加していない、このサーバーで開催中の抽選に参加できます。',
    },
    img: 'items/meteor-ticket.svg',
  },
  'rocket-fuel': {
    name: { en: 'Rocket Fuel', ja: 'ロケット燃料', ja2: 'ロケットねんりょう' },
    description: {
      en: 'Blasts off at once: one /explore that costs no energy and skips its wait.',
      ja: 'すぐに出発。エネルギーも待ち時間もなしで /explore を1回行います。',
    },
    img: 'items/rocket-fuel.svg',
  },
  'gift-box': {
    name: { en: 'Gift Box', ja: 'プレゼント箱', ja2: 'プレゼントばこ' },
    description: {
      en: 'Wrapped with a ribbon of starlight. Who knows what is inside? Open it with /use.',
      ja: '星の光のリボンで包まれた箱。中身は /use でひらいてのお楽しみ。',
    },
    img: 'items/gift-box.svg',
  },
} as const satisfies Record<string, Entry>;
export type ItemId = keyof typeof ITEMS;

/**
 * Hoshi's own gear, each piece for one slot. Each text states the piece's effect per level, as
 * contracts' economy.ts gives it (GEAR_EFFECTS, GEAR_PER_LEVEL; docs/decisions/0100-member-economy.md).
 */
export const GEAR = {
  'star-wand': {
    slot: 'weapon',
    name: { en: 'Star Wand', ja: '星の杖', ja2: 'ほしのつえ' },
    description: {
      en: 'A wand tipped with a captured star. Luck: each level makes an /explore 2 % likelier to find a Comet Shard.',
      ja: '先に星を宿した杖。幸運: レベルごとに /explore で彗星のかけらが見つかる確率が2%上がります。',
    },
    img: 'gear/star-wand.svg',
  },
  'comet-blade': {
    slot: 'weapon',
    name: { en: 'Comet Blade', ja: '彗星の剣', ja2: 'すいせいのけん' },
    description: {
      en: 'A blade that leaves a glowing tail with every swing. Each level adds 10 coins to your /daily.',
      ja: '振るたびに光の尾を残す剣。レベルごとに /daily のコインが10増えます。',
    },
    img: 'gear/comet-blade.svg',
  },
  'moon-hat': {
    slot: 'head',
    name: { en: 'Crescent Hat', ja: '三日月の帽子', ja2: 'みかづきのぼうし' },
    description: {
      en: 'A pointed hat with a crescent moon pin. Each level makes the wait between two /explore 45 seconds shorter.',
      ja: '三日月のピンがついたとんがり帽子。レベルごとに /explore の待ち時間が45秒短くなります。',
    },
    img: 'gear/moon-hat.svg',
  },
  'astro-helmet': {
    slot: 'head',
    name: { en: 'Astro Helmet', ja: '宇宙ヘルメット', ja2: 'うちゅうヘルメット' },
    description: {
      en: 'A round helmet with a starry visor. Each level adds 10 to your maximum energy.',
      ja: '星空が映るバイザーの丸いヘルメット。レベルごとにエネルギーの最大値が10増えます。',
    },
    img: 'gear/astro-helmet.svg',
  },
  'nebula-cloak': {
    slot: 'upper',
    name: { en: 'Nebula Cloak', ja: '星雲のマント', ja2: 'せいうんのマント' },
    description: {
      en: 'A cloak woven from the colours of a nebula. Each level adds 10 to your maximum energy.',
      ja: '星雲の色で織ったマント。レベルごとにエネルギーの最大値が10増えます。',
    },
    img: 'gear/nebula-cloak.svg',
  },
  'starry-sweater': {
    slot: 'upper',
    name: { en: 'Starry Sweater', ja: '星柄セーター', ja2: 'ほしがらセーター' },
    description: {
      en: 'Warm, soft and covered in little stars. Each level adds 10 coins to your /daily.',
      ja: 'あたたかくて柔らかい星柄のセーター。レベルごとに /daily のコインが10増えます。',
    },
    img: 'gear/starry-sweater.svg',
  },
  'orbit-boots': {
    slot: 'lower',
    name: { en: 'Orbit Boots', ja: '軌道ブーツ', ja2: 'きどうブーツ' },
    description: {
      en: 'Boots with rings that hum as you walk. Each level makes the wait between two /explore 45 seconds shorter.',
      ja: '歩くとリングがうなるブーツ。レベルごとに /explore の待ち時間が45秒短くなります。',
    },
    img: 'gear/orbit-boots.svg',
  },
  'galaxy-trousers': {
    slot: 'lower',
    name: { en: 'Galaxy Trousers', ja: '銀河のズボン', ja2: 'ぎんがのズボン' },
    description: {
      en: 'A spiral galaxy winds up each leg. Luck: each level makes an /explore 2 % likelier to find a Comet Shard.',
      ja: '渦巻き銀河が両足にえがかれたズボン。幸運: レベルごとに /explore で彗星のかけらが見つかる確率が2%上がります。',
    },
    img: 'gear/galaxy-trousers.svg',
  },
} as const satisfies Record<string, Entry & { slot: GearSlot }>;
export type GearId = keyof typeof GEAR;

export const isItemId = (id: string): id is ItemId => Object.hasOwn(ITEMS, id);
export const isGearId = (id: string): id is GearId => Object.hasOwn(GEAR, id);
