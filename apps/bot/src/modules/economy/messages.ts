import type { GearSlot, Language } from '@hoshi/contracts';
import { GEAR_LEVEL_MAX, type GearEffect } from '@hoshi/contracts/economy';

/** Minutes, rounded up, for "try again in N minutes". */
const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
const n = (value: number) => value.toLocaleString('en-US');

/** The economy's commands, as Discord lists them (docs/product.md#economy). */
export const ECONOMY_COMMAND_TEXT = {
  daily: {
    en: 'Collect your daily coins (a streak pays more)',
    ja: '毎日のコインを受け取る（連続で増えます）',
  },
  shop: { en: "See what Hoshi's shop sells", ja: 'Hoshi のショップの品ぞろえを見る' },
  buy: { en: 'Buy an item from the shop', ja: 'ショップでアイテムを買う' },
  sell: { en: 'Sell an item from your bag', ja: 'バッグのアイテムを売る' },
  use: { en: 'Use an item (on yourself or another member)', ja: 'アイテムを使う（自分かほかのメンバーに）' },
  inventory: {
    en: 'Your coins, energy and bag in this server',
    ja: 'このサーバーでのコイン・エネルギー・バッグ',
  },
  explore: {
    en: 'Spend energy to explore for coins and items',
    ja: 'エネルギーを使って探検し、コインやアイテムを見つける',
  },
  item: { en: 'The item', ja: 'アイテム' },
  amount: { en: 'How many (1 if left out)', ja: '個数（省略すると1）' },
  member: { en: 'Use it on this member instead of yourself', ja: '自分ではなくこのメンバーに使う' },
  equip: {
    en: 'Wear a piece of gear you own (one per slot)',
    ja: '持っている装備を身につける（枠ごとに1つ）',
  },
  upgrade: {
    en: 'Upgrade the gear worn in a slot with Comet Shards',
    ja: '枠に身につけた装備を彗星のかけらで強化する',
  },
  gear: { en: 'The piece of gear', ja: '装備' },
  slot: { en: 'The gear slot', ja: '装備の枠' },
} as const;

export interface EconomyWords {
  notInServer: string;
  /** An item's name (bold) with its amount. */
  item: (name: string, amount: number) => string;
  daily: (coins: number, streak: number, balance: number) => string;
  dailyClaimed: (msLeft: number) => string;
  shop: (lines: readonly string[], balance: number) => string;
  shopLine: (name: string, price: number, description: string) => string;
  notSold: (name: string) => string;
  tooPoor: (cost: number, balance: number) => string;
  bought: (what: string, cost: number, balance: number) => string;
  bagFull: (name: string) => string;
  notHeld: (name: string) => string;
  sold: (what: string, coins: number, balance: number) => string;
  inventory: (
    coins: number,
    energy: number,
    max: number,
    bag: readonly string[],
    worn: readonly string[],
    spare: readonly string[],
  ) => string;
  emptyBag: string;
  tired: (energy: number, cost: number, msToEnough: number) => string;
  exploreWait: (msLeft: number) => string;
  explored: (coins: number, found: string | null, energy: number, max: number) => string;
  energyFull: string;
  restored: (name: string, who: string | null, energy: number, max: number) => string;
  opened: (coins: number, found: string | null, who: string | null) => string;
  onlySelf: (name: string) => string;
  itemsOff: string;
  notBelow: string;
  notBot: string;
  entered: (title: string) => string;
  noLottery: string;
  slot: Record<GearSlot, string>;
  /** What an effect gives in all, for the amount of its pieces' levels (contracts' GEAR_PER_LEVEL). */
  effect: Record<GearEffect, (amount: number) => string>;
  gearLine: (name: string, level: number, effect: string) => string;
  gearBought: (name: string, cost: number, balance: number) => string;
  equipped: (line: string, energyMax: number) => string;
  upgraded: (line: string, shards: number) => string;
  gearOwned: (name: string) => string;
  gearNotOwned: (name: string) => string;
  gearWorn: (name: string) => string;
  slotEmpty: (slot: string) => string;
  gearMax: (name: string) => string;
  tooFewShards: (cost: number, have: number) => string;
}

const EN: EconomyWords = {
  notInServer: 'This command works in a server.',
  item: (name, amount) => `**${name}** ×${n(amount)}`,
  daily: (coins, streak, balance) =>
    `You collected **${n(coins)} coins** (streak: ${streak} ${streak === 1 ? 'day' : 'days'}). You have ${n(balance)} coins.`,
  dailyClaimed: (ms) =>
    `You already collected today's coins. Come back in ${minutes(ms)} minutes (at 00:00 UTC).`,
  shop: (lines, balance) =>
    `**Hoshi's shop** — you have ${n(balance)} coins.\n${lines.join('\n')}\nBuy with \`/buy\`.`,
  shopLine: (name, price, description) => `• **${name}** — ${n(price)} coins: ${description}`,
  notSold: (name) => `The shop does not sell **${name}**; it is found by \`/explore\`.`,
  tooPoor: (cost, balance) => `That costs ${n(cost)} coins and you have ${n(balance)}. Nothing was bought.`,
  bought: (what, cost, balance) =>
    `You bought ${what} for ${n(cost)} coins. You have ${n(balance)} coins left.`,
  bagFull: (name) => `Your bag cannot hold more **${name}**. Nothing changed.`,
  notHeld: (name) => `You have no **${name}** in your bag.`,
  sold: (what, coins, balance) => `You sold ${what} for ${n(coins)} coins. You have ${n(balance)} coins.`,
  inventory: (coins, energy, max, bag, worn, spare) =>
    `**Coins:** ${n(coins)}\n**Energy:** ${energy} / ${max}\n**Bag:** ${bag.length > 0 ? bag.join(', ') : 'empty'}` +
    `\n**Gear:** ${worn.length > 0 ? worn.join('; ') : 'none worn'}` +
    (spare.length > 0 ? `\n**Also owned:** ${spare.join('; ')}` : ''),
  emptyBag: 'empty',
  tired: (energy, cost, ms) =>
    `Exploring takes ${cost} energy and you have ${energy}. You will have enough in ${minutes(ms)} minutes, or use a snack.`,
  exploreWait: (ms) =>
    `You are still resting from your last expedition. Explore again in ${minutes(ms)} minutes.`,
  explored: (coins, found, energy, max) =>
    `You explored the night sky and found **${n(coins)} coins**${found ? ` and ${found}` : ''}. Energy: ${energy} / ${max}.`,
  energyFull: 'Your energy is already full. The item was kept.',
  restored: (name, who, energy, max) =>
    `${who ? `You gave **${name}** to ${who}` : `You used **${name}**`}. Energy: ${energy} / ${max}.`,
  opened: (coins, found, who) =>
    `${who ? `${who} opened your gift` : 'You opened the gift'} and found ${[coins > 0 ? `**${n(coins)} coins**` : '', found ?? ''].filter(Boolean).join(' and ')}.`,
  onlySelf: (name) => `**${name}** can only be used on yourself.`,
  itemsOff:
    "Items can't be used on other members here: this server's Items setting (items bypass permissions) is off.",
  notBelow: 'Items work only on members whose highest role is below Hoshi’s.',
  notBot: 'Items cannot be used on bots.',
  entered: (title) => `Your wish was heard: you are entered in the lottery **${title}**.`,
  noLottery: 'There is no running lottery here that you could still enter. Your ticket was kept.',
  slot: { weapon: 'Weapon', head: 'Head', upper: 'Upper body', lower: 'Lower body' },
  effect: {
    energy: (a) => `+${a} maximum energy`,
    cooldown: (ms) => `/explore's wait ${n(ms / 1000)} seconds shorter`,
    luck: (a) => `+${a} % chance that /explore finds a Comet Shard`,
    daily: (a) => `+${n(a)} coins from /daily`,
  },
  gearLine: (name, level, effect) => `**${name}** (level ${level}): ${effect}`,
  gearBought: (name, cost, balance) =>
    `You bought **${name}** for ${n(cost)} coins. You have ${n(balance)} coins left. Wear it with \`/equip\`.`,
  equipped: (line, max) => `You are wearing ${line}. Maximum energy: ${max}.`,
  upgraded: (line, shards) => `You spent ${shards} Comet ${shards === 1 ? 'Shard' : 'Shards'}: ${line}.`,
  gearOwned: (name) => `You already own **${name}**. Nothing was bought.`,
  gearNotOwned: (name) => `You do not own **${name}**. Buy it with \`/buy\`.`,
  gearWorn: (name) => `You are already wearing **${name}**.`,
  slotEmpty: (slot) => `You wear nothing in the ${slot} slot. Wear gear with \`/equip\`.`,
  gearMax: (name) => `**${name}** is already at its highest level (${GEAR_LEVEL_MAX}).`,
  tooFewShards: (cost, have) =>
    `This upgrade takes ${cost} Comet ${cost === 1 ? 'Shard' : 'Shards'} and you have ${have}. Nothing changed.`,
};

const JA: EconomyWords = {
  notInServer: 'このコマンドはサーバー内で使えます。',
  item: (name, amount) => `**${name}** ×${n(amount)}`,
  daily: (coins, streak, balance) =>
    `**${n(coins)}コイン**を受け取りました（連続${streak}日）。所持コイン: ${n(balance)}。`,
  dailyClaimed: (ms) => `今日のコインは受け取り済みです。${minutes(ms)}分後（UTC 0時）にまたどうぞ。`,
  shop: (lines, balance) =>
    `**Hoshi のショップ** — 所持コイン: ${n(balance)}\n${lines.join('\n')}\n\`/buy\` で購入できます。`,
  shopLine: (name, price, description) => `• **${name}** — ${n(price)}コイン: ${description}`,
  notSold: (name) => `**${name}** はショップでは売っていません。\`/explore\` で見つかります。`,
  tooPoor: (cost, balance) => `${n(cost)}コイン必要ですが、所持コインは${n(balance)}です。購入していません。`,
  bought: (what, cost, balance) => `${what} を${n(cost)}コインで購入しました。残りのコイン: ${n(balance)}。`,
  bagFull: (name) => `バッグにはこれ以上 **${name}** を入れられません。変更はありません。`,
  notHeld: (name) => `バッグに **${name}** がありません。`,
  sold: (what, coins, balance) => `${what} を${n(coins)}コインで売りました。所持コイン: ${n(balance)}。`,
  inventory: (coins, energy, max, bag, worn, spare) =>
    `**コイン:** ${n(coins)}\n**エネルギー:** ${energy} / ${max}\n**バッグ:** ${bag.length > 0 ? bag.join('、') : '空'}` +
    `\n**装備:** ${worn.length > 0 ? worn.join('、') : 'なし'}` +
    (spare.length > 0 ? `\n**ほかに持っている装備:** ${spare.join('、')}` : ''),
  emptyBag: '空',
  tired: (energy, cost, ms) =>
    `探検にはエネルギーが${cost}必要ですが、今は${energy}です。${minutes(ms)}分後にたまります。おやつを使うこともできます。`,
  exploreWait: (ms) => `前回の探検の休憩中です。${minutes(ms)}分後にまた探検できます。`,
  explored: (coins, found, energy, max) =>
    `夜空を探検して **${n(coins)}コイン**${found ? `と ${found}` : ''}を見つけました。エネルギー: ${energy} / ${max}。`,
  energyFull: 'エネルギーはすでに満タンです。アイテムは使っていません。',
  restored: (name, who, energy, max) =>
    `${who ? `${who} に **${name}** をあげました` : `**${name}** を使いました`}。エネルギー: ${energy} / ${max}。`,
  opened: (coins, found, who) =>
    `${who ? `${who} があなたのプレゼントをひらき、` : 'プレゼントをひらくと、'}${[coins > 0 ? `**${n(coins)}コイン**` : '', found ?? ''].filter(Boolean).join('と')}が入っていました。`,
  onlySelf: (name) => `**${name}** は自分にしか使えません。`,
  itemsOff:
    'このサーバーではほかのメンバーにアイテムを使えません。サーバーの「アイテム」設定（アイテムが権限を無視）がオフです。',
  notBelow: 'アイテムを使えるのは、最上位のロールが Hoshi より下のメンバーだけです。',
  notBot: 'ボットにはアイテムを使えません。',
  entered: (title) => `願いが届きました。抽選「**${title}**」に参加しました。`,
  noLottery: 'まだ参加できる開催中の抽選がありません。チケットは使っていません。',
  slot: { weapon: '武器', head: '頭', upper: '上半身', lower: '下半身' },
  effect: {
    energy: (a) => `エネルギーの最大値 +${a}`,
    cooldown: (ms) => `/explore の待ち時間 −${n(ms / 1000)}秒`,
    luck: (a) => `/explore で彗星のかけらが見つかる確率 +${a}%`,
    daily: (a) => `/daily のコイン +${n(a)}`,
  },
  gearLine: (name, level, effect) => `**${name}**（レベル${level}）: ${effect}`,
  gearBought: (name, cost, balance) =>
    `**${name}** を${n(cost)}コインで購入しました。残りのコイン: ${n(balance)}。\`/equip\` で身につけられます。`,
  equipped: (line, max) => `${line} を身につけました。エネルギーの最大値: ${max}。`,
  upgraded: (line, shards) => `彗星のかけらを${shards}個使いました: ${line}。`,
  gearOwned: (name) => `**${name}** はすでに持っています。購入していません。`,
  gearNotOwned: (name) => `**${name}** を持っていません。\`/buy\` で購入できます。`,
  gearWorn: (name) => `**${name}** はすでに身につけています。`,
  slotEmpty: (slot) => `「${slot}」の枠には何も身につけていません。\`/equip\` で装備できます。`,
  gearMax: (name) => `**${name}** はすでに最高レベル（${GEAR_LEVEL_MAX}）です。`,
  tooFewShards: (cost, have) =>
    `この強化には彗星のかけらが${cost}個必要ですが、${have}個しかありません。変更はありません。`,
};

export const economyWords = (lang: Language): EconomyWords => (lang === 'ja' ? JA : EN);
