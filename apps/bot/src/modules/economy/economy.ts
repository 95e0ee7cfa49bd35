import { randomInt } from 'node:crypto';
import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  InteractionContextType,
  InteractionType,
  type APIApplicationCommandInteractionDataOption,
  type APIChatInputApplicationCommandInteraction,
  type APIInteraction,
  type RESTPostAPIApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import { and, eq, sql } from 'drizzle-orm';
import { GEAR_SLOTS, lotteryActive, type GearSlot, type Language } from '@hoshi/contracts';
import {
  BUY_MAX,
  ENERGY_ITEMS,
  ENERGY_MAX,
  energyNow,
  GEAR_EFFECTS,
  GEAR_PER_LEVEL,
  GEAR_PRICE,
  gearLevel,
  type Gear,
  EXPLORE_ENERGY,
  GIFT_FINDS,
  pickFind,
  LOTTERY_WIN_COINS,
  SHOP_PRICES,
} from '@hoshi/contracts/economy';
import {
  GEAR,
  ITEMS,
  isGearId,
  isItemId,
  type GearId,
  type ItemId,
} from '@hoshi/contracts/inventory-catalogue';
import {
  CollectionStore,
  EVENT_KEY_PREFIX,
  mayEnter,
  recordProgress,
  schema,
  type Database,
  type NewJob,
  type ProgressUpdate,
} from '@hoshi/db';
import { privateReply } from '../../core/interaction-reply.ts';
import type { ModuleContext } from '../module.ts';
import {
  addFind,
  buy,
  buyGear,
  daily,
  equip,
  explore,
  found,
  held,
  mayActOn,
  restore,
  sell,
  spend,
  upgrade,
  type Refusal,
  type Wallet,
} from './decide.ts';
import { ECONOMY_COMMAND_TEXT, economyWords, type EconomyWords } from './messages.ts';

type Text = { en: string; ja: string };
const describe = (text: Text) => ({ description: text.en, description_localizations: { ja: text.ja } });
const choices = (ids: readonly ItemId[]) =>
  ids.map((id) => ({ name: ITEMS[id].name.en, name_localizations: { ja: ITEMS[id].name.ja }, value: id }));

const ALL_ITEMS = Object.keys(ITEMS).filter(isItemId);
const ALL_GEAR = Object.keys(GEAR).filter(isGearId);
const SHOP_ITEMS = ALL_ITEMS.filter((id) => SHOP_PRICES[id] !== undefined);
/** Items with an effect when used (the rest are sold). */
const USABLE: readonly ItemId[] = [
  ...ALL_ITEMS.filter((id) => ENERGY_ITEMS[id] !== undefined),
  'gift-box',
  'rocket-fuel',
  'meteor-ticket',
];
/** A kind of item a member came to hold (Treasure Hunter counts each once ever). */
type Kind = { owner: string; item: ItemId };
/** Items that may be used on another member: the energy snacks and the gift. */
const ON_OTHERS = new Set<ItemId>([...ALL_ITEMS.filter((id) => ENERGY_ITEMS[id] !== undefined), 'gift-box']);

const command = (
  name: Exclude<keyof typeof ECONOMY_COMMAND_TEXT, 'item' | 'amount' | 'member' | 'gear' | 'slot'>,
  options: NonNullable<
    Extract<RESTPostAPIApplicationCommandsJSONBody, { type?: ApplicationCommandType.ChatInput }>['options']
  > = [],
): RESTPostAPIApplicationCommandsJSONBody => ({
  type: ApplicationCommandType.ChatInput,
  name,
  ...describe(ECONOMY_COMMAND_TEXT[name]),
  options,
  contexts: [InteractionContextType.Guild],
});
const itemOption = (ids: readonly ItemId[], gear: readonly GearId[] = []) => ({
  type: ApplicationCommandOptionType.String as const,
  name: 'item',
  ...describe(ECONOMY_COMMAND_TEXT.item),
  required: true,
  choices: [...choices(ids), ...gearChoices(gear)],
});
const gearChoices = (ids: readonly GearId[]) =>
  ids.map((id) => ({ name: GEAR[id].name.en, name_localizations: { ja: GEAR[id].name.ja }, value: id }));
const amountOption = {
  type: ApplicationCommandOptionType.Integer as const,
  name: 'amount',
  ...describe(ECONOMY_COMMAND_TEXT.amount),
  min_value: 1,
  max_value: BUY_MAX,
};

/** /daily, /shop, /buy, /sell, /use, /inventory, /explore, /equip, /upgrade (docs/product.md#economy). */
export const ECONOMY_COMMANDS: readonly RESTPostAPIApplicationCommandsJSONBody[] = [
  command('daily'),
  command('shop'),
  command('buy', [itemOption(SHOP_ITEMS, ALL_GEAR), amountOption]),
  command('sell', [itemOption(ALL_ITEMS), amountOption]),
  command('use', [
    itemOption(USABLE),
    { type: ApplicationCommandOptionType.User, name: 'member', ...describe(ECONOMY_COMMAND_TEXT.member) },
  ]),
  command('inventory'),
  command('explore'),
  command('equip', [
    {
      type: ApplicationCommandOptionType.String,
      name: 'gear',
      ...describe(ECONOMY_COMMAND_TEXT.gear),
      required: true,
      choices: gearChoices(ALL_GEAR),
    },
  ]),
  command('upgrade', [
    {
      type: ApplicationCommandOptionType.String,
      name: 'slot',
      ...describe(ECONOMY_COMMAND_TEXT.slot),
      required: true,
      choices: GEAR_SLOTS.map((slot) => ({
        name: economyWords('en').slot[slot],
        name_localizations: { ja: economyWords('ja').slot[slot] },
        value: slot,
      })),
    },
  ]),
];

const optionValue = (
  options: readonly APIApplicationCommandInteractionDataOption[] | undefined,
  name: string,
) => {
  const option = options?.find((o) => o.name === name);
  return option && 'value' in option ? option.value : undefined;
};

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Context = ModuleContext<never>;

/** A bag as stored: item ids of the catalogue with positive whole amounts (anything else left out). */
function bagOf(stored: unknown): Record<string, number> {
  const bag: Record<string, number> = {};
  if (stored && typeof stored === 'object')
    for (const [id, amount] of Object.entries(stored))
      if (isItemId(id) && Number.isInteger(amount) && (amount as number) > 0) bag[id] = amount as number;
  return bag;
}

/**
 * Gear as stored: the piece per slot (`{ weapon: id, … }`, as the inventory page reads it) and,
 * under `levels`, the level of each piece owned. Anything not in the catalogue is left out.
 */
function gearOf(stored: unknown): Gear {
  const gear: Gear = { worn: {}, levels: {} };
  if (!stored || typeof stored !== 'object') return gear;
  const map = stored as Record<string, unknown>;
  for (const slot of GEAR_SLOTS) {
    const id = map[slot];
    if (typeof id === 'string' && isGearId(id) && GEAR[id].slot === slot) gear.worn[slot] = id;
  }
  const levels = map.levels;
  if (levels && typeof levels === 'object')
    for (const [id, level] of Object.entries(levels))
      if (isGearId(id) && Number.isInteger(level) && (level as number) >= 1)
        gear.levels[id] = level as number;
  return gear;
}

const storedGear = (gear: Gear) => ({ ...gear.worn, levels: gear.levels });

/** Reads a member's inventory under its row lock (made first if missing), energy refilled to now. */
async function lockWallet(tx: Tx, guildId: string, userId: string, now: number): Promise<Wallet> {
  await tx
    .insert(schema.inventories)
    .values({ guildId, userId, energyAt: new Date(now) })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(schema.inventories)
    .where(and(eq(schema.inventories.guildId, guildId), eq(schema.inventories.userId, userId)))
    .for('update');
  if (!row) throw new Error(`inventory of ${userId} in ${guildId} not found after insert`);
  const energy = energyNow(row.energy, row.energyMax, row.energyAt.getTime(), now);
  return {
    coins: row.coins,
    energy: energy.energy,
    energyMax: row.energyMax,
    energyAt: energy.at,
    bag: bagOf(row.bag),
    dailyDay: row.dailyDay,
    dailyStreak: row.dailyStreak,
    exploreAt: row.exploreAt?.getTime() ?? null,
    gear: gearOf(row.gear),
  };
}

async function saveWallet(tx: Tx, guildId: string, userId: string, wallet: Wallet) {
  await tx
    .update(schema.inventories)
    .set({
      coins: wallet.coins,
      energy: wallet.energy,
      energyMax: wallet.energyMax,
      energyAt: new Date(wallet.energyAt),
      gear: storedGear(wallet.gear),
      bag: wallet.bag,
      dailyDay: wallet.dailyDay,
      dailyStreak: wallet.dailyStreak,
      exploreAt: wallet.exploreAt === null ? null : new Date(wallet.exploreAt),
      updatedAt: sql`now()`,
    })
    .where(and(eq(schema.inventories.guildId, guildId), eq(schema.inventories.userId, userId)));
}

function refusal(words: EconomyWords, r: Refusal, name: string): string {
  switch (r.kind) {
    case 'claimed':
      return words.dailyClaimed(r.msLeft);
    case 'notSold':
      return words.notSold(name);
    case 'tooPoor':
      return words.tooPoor(r.cost, r.balance);
    case 'bagFull':
      return words.bagFull(name);
    case 'notHeld':
      return words.notHeld(name);
    case 'tired':
      return words.tired(r.energy, EXPLORE_ENERGY, r.msToEnough);
    case 'exploreWait':
      return words.exploreWait(r.msLeft);
    case 'energyFull':
      return words.energyFull;
    case 'gearOwned':
      return words.gearOwned(name);
    case 'gearNotOwned':
      return words.gearNotOwned(name);
    case 'gearWorn':
      return words.gearWorn(name);
    case 'slotEmpty':
      return words.slotEmpty(words.slot[r.slot]);
    case 'gearMax':
      return words.gearMax(name);
    case 'tooFewShards':
      return words.tooFewShards(r.cost, r.have);
  }
}

/** Random numbers in [0, 1) from the system's generator (tests give their own). */
const roll = () => randomInt(1_000_000) / 1_000_000;

/**
 * The members' economy (docs/product.md#economy): every command that changes an inventory runs in
 * one transaction that first keys the interaction in `economy_actions` and locks the member's row,
 * so a replayed or doubled interaction changes nothing (it is answered what the first was), two
 * parallel /buy are put in turn and coins never go below zero, and /daily's and /explore's
 * cooldowns are the database's, whichever bot process answers.
 */
export class Economy {
  constructor(
    private readonly context: Context,
    private readonly random: () => number = roll,
  ) {}

  private name(item: ItemId | GearId, lang: Language) {
    return isGearId(item) ? GEAR[item].name[lang] : ITEMS[item].name[lang];
  }

  /** A piece of gear with its level and what it gives at that level. */
  private gearLine(gear: Gear, id: GearId, lang: Language, words: EconomyWords) {
    const effect = GEAR_EFFECTS[id];
    const level = gearLevel(gear, id);
    return words.gearLine(this.name(id, lang), level, words.effect[effect](GEAR_PER_LEVEL[effect] * level));
  }

  private explored(
    find: { coins: number; item: ItemId | null },
    after: Wallet,
    lang: Language,
    words: EconomyWords,
  ) {
    const item = find.item && words.item(this.name(find.item, lang), 1);
    return words.explored(find.coins, item, after.energy, after.energyMax);
  }

  async interaction(interaction: APIInteraction): Promise<void> {
    if (interaction.type !== InteractionType.ApplicationCommand) return;
    const run = interaction as APIChatInputApplicationCommandInteraction;
    const guildId = run.guild_id;
    const lang = guildId ? (await this.context.settings(guildId)).lang : 'en';
    const words = economyWords(lang);
    if (!guildId || !run.member) return this.answer(run, words.notInServer);
    const userId = run.member.user.id;
    const options = run.data.options;
    const item = String(optionValue(options, 'item') ?? optionValue(options, 'gear') ?? '');
    const amount = Math.min(Math.max(Number(optionValue(options, 'amount') ?? 1), 1), BUY_MAX);
    switch (run.data.name) {
      case 'shop':
        return this.answer(run, await this.shop(guildId, userId, lang, words));
      case 'inventory':
        return this.answer(run, await this.inventory(guildId, userId, lang, words));
      case 'daily':
      case 'explore':
      case 'buy':
      case 'sell':
      case 'use':
      case 'equip':
      case 'upgrade': {
        if (!this.known(run.data.name, item, optionValue(options, 'slot'))) return undefined;
        const progress: ProgressUpdate[] = [];
        const kinds: Kind[] = [];
        const reply = await this.once(run, guildId, userId, (tx, now) =>
          this.act(tx, run, guildId, userId, item as ItemId, amount, now, lang, words, progress, kinds),
        );
        // What it moved toward achievements (items, gear, gifts), keyed by the interaction: once,
        // and nothing on a replay (its change ran before). Told with the member's next command.
        // Each kind of item the member came to hold counts once ever, by its own key.
        // A Gift Box opened on another member counts its find as the receiver's.
        const kindsOf = (owner: string) =>
          kinds
            .filter((kind) => kind.owner === owner)
            .map(({ item: kind }) => ({
              key: `item-kind:${owner}:${kind}`,
              updates: [{ counter: 'item-kinds' as const, value: 1 }],
            }));
        if (progress.length > 0 || kinds.length > 0)
          await recordProgress(this.context.db, userId, [
            { key: `${EVENT_KEY_PREFIX}economy:${run.id}`, updates: progress },
            ...kindsOf(userId),
          ]);
        for (const owner of new Set(kinds.map((kind) => kind.owner)))
          if (owner !== userId) await recordProgress(this.context.db, owner, kindsOf(owner));
        return this.answer(run, reply);
      }
      default:
        return undefined;
    }
  }

  /** Whether the command's option names something it acts on (Discord's choices; anything else is ignored). */
  private known(command: string, item: string, slot: unknown): boolean {
    if (command === 'daily' || command === 'explore') return true;
    if (command === 'upgrade') return GEAR_SLOTS.includes(slot as GearSlot);
    if (command === 'equip') return isGearId(item);
    if (command === 'buy') return isItemId(item) || isGearId(item);
    return isItemId(item);
  }

  private async answer(interaction: APIInteraction, content: string) {
    await privateReply(this.context.rest, interaction, content);
  }

  /**
   * Runs `change` once per interaction: the interaction is keyed first, in the same transaction;
   * a second run of it (a replay, a second process) finds the key and answers the first's reply.
   */
  private async once(
    run: APIChatInputApplicationCommandInteraction,
    guildId: string,
    userId: string,
    change: (tx: Tx, now: number) => Promise<string>,
  ): Promise<string> {
    return this.context.db.transaction(async (tx) => {
      const keyed = await tx
        .insert(schema.economyActions)
        .values({ interactionId: run.id, guildId, userId, command: run.data.name })
        .onConflictDoNothing()
        .returning({ id: schema.economyActions.interactionId });
      if (keyed.length === 0) {
        const [first] = await tx
          .select({ reply: schema.economyActions.reply })
          .from(schema.economyActions)
          .where(eq(schema.economyActions.interactionId, run.id));
        return first?.reply ?? '';
      }
      const reply = await change(tx, this.context.now());
      await tx
        .update(schema.economyActions)
        .set({ reply })
        .where(eq(schema.economyActions.interactionId, run.id));
      return reply;
    });
  }

  private async act(
    tx: Tx,
    run: APIChatInputApplicationCommandInteraction,
    guildId: string,
    userId: string,
    item: ItemId,
    amount: number,
    now: number,
    lang: Language,
    words: EconomyWords,
    progress: ProgressUpdate[],
    kinds: Kind[],
  ): Promise<string> {
    const name = isItemId(item) || isGearId(item) ? this.name(item, lang) : '';
    if (run.data.name === 'use')
      return this.use(tx, run, guildId, userId, item, now, lang, words, progress, kinds);
    const wallet = await lockWallet(tx, guildId, userId, now);
    if (isGearId(item) && run.data.name === 'buy') {
      const out = buyGear(wallet, item);
      if (!out.ok) return refusal(words, out.refusal, name);
      await saveWallet(tx, guildId, userId, out.wallet);
      return words.gearBought(name, out.result.cost, out.wallet.coins);
    }
    switch (run.data.name) {
      case 'equip': {
        // `known` let only a gear id through for /equip.
        if (!isGearId(item)) return '';
        const id: GearId = item;
        const out = equip(wallet, id, now);
        if (!out.ok) return refusal(words, out.refusal, name);
        await saveWallet(tx, guildId, userId, out.wallet);
        progress.push(
          { counter: 'gear', value: 1 },
          { counter: 'gear-slots', value: Object.values(out.wallet.gear.worn).filter(Boolean).length },
        );
        return words.equipped(this.gearLine(out.wallet.gear, id, lang, words), out.wallet.energyMax);
      }
      case 'upgrade': {
        const slot = optionValue(run.data.options, 'slot') as GearSlot;
        const worn = wallet.gear.worn[slot];
        const out = upgrade(wallet, slot, now);
        if (!out.ok) return refusal(words, out.refusal, worn ? this.name(worn, lang) : '');
        await saveWallet(tx, guildId, userId, out.wallet);
        return words.upgraded(this.gearLine(out.wallet.gear, out.result.id, lang, words), out.result.cost);
      }
      case 'daily': {
        const out = daily(wallet, now);
        if (!out.ok) return refusal(words, out.refusal, name);
        await saveWallet(tx, guildId, userId, out.wallet);
        return words.daily(out.result.coins, out.result.streak, out.wallet.coins);
      }
      case 'explore': {
        const out = explore(wallet, now, [this.random(), this.random()]);
        if (!out.ok) return refusal(words, out.refusal, name);
        await saveWallet(tx, guildId, userId, out.wallet);
        if (out.result.item) {
          progress.push({ counter: 'items', value: 1 });
          kinds.push({ owner: userId, item: out.result.item });
        }
        return this.explored(out.result, out.wallet, lang, words);
      }
      case 'buy': {
        const out = buy(wallet, item, amount);
        if (!out.ok) return refusal(words, out.refusal, name);
        await saveWallet(tx, guildId, userId, out.wallet);
        progress.push({ counter: 'items', value: amount });
        kinds.push({ owner: userId, item });
        return words.bought(words.item(name, amount), out.result.cost, out.wallet.coins);
      }
      default: {
        const out = sell(wallet, item, amount);
        if (!out.ok) return refusal(words, out.refusal, name);
        await saveWallet(tx, guildId, userId, out.wallet);
        return words.sold(words.item(name, out.result.amount), out.result.coins, out.wallet.coins);
      }
    }
  }

  /** /use item [member]: its effect on the member (or, where allowed, on another), one taken from the bag. */
  private async use(
    tx: Tx,
    run: APIChatInputApplicationCommandInteraction,
    guildId: string,
    userId: string,
    item: ItemId,
    now: number,
    lang: Language,
    words: EconomyWords,
    progress: ProgressUpdate[],
    kinds: Kind[],
  ): Promise<string> {
    const name = this.name(item, lang);
    const memberOption = optionValue(run.data.options, 'member');
    const targetId = typeof memberOption === 'string' && memberOption !== userId ? memberOption : null;
    if (targetId) {
      if (!ON_OTHERS.has(item)) return words.onlySelf(name);
      const refused = await this.mayActOn(tx, run, guildId, targetId);
      if (refused) return words[refused];
    }
    // Rows locked in one order (by user id): two members giving to each other never deadlock.
    const ids = [userId, ...(targetId ? [targetId] : [])].sort();
    const wallets = new Map<string, Wallet>();
    for (const id of ids) wallets.set(id, await lockWallet(tx, guildId, id, now));
    const mine = wallets.get(userId) as Wallet;
    if (held(mine, item) === 0) return words.notHeld(name);
    const who = targetId ? `<@${targetId}>` : null;
    const subjectId = targetId ?? userId;
    const subject = wallets.get(subjectId) as Wallet;
    const save = async (after: Wallet) => {
      if (targetId) {
        await saveWallet(tx, guildId, userId, spend(mine, item));
        await saveWallet(tx, guildId, targetId, after);
      } else await saveWallet(tx, guildId, userId, spend(after, item));
      if (targetId) progress.push({ counter: 'gifts', value: 1 });
    };
    if (ENERGY_ITEMS[item] !== undefined) {
      const out = restore(subject, item, now);
      if (!out.ok) return refusal(words, out.refusal, name);
      await save(out.wallet);
      return words.restored(name, who, out.wallet.energy, out.wallet.energyMax);
    }
    if (item === 'gift-box') {
      const gift = found(pickFind(GIFT_FINDS, this.random()), this.random());
      await save(addFind(subject, gift));
      if (gift.item) kinds.push({ owner: subjectId, item: gift.item });
      return words.opened(gift.coins, gift.item && words.item(this.name(gift.item, lang), 1), who);
    }
    if (item === 'rocket-fuel') {
      const out = explore(mine, now, [this.random(), this.random()], true);
      if (!out.ok) return refusal(words, out.refusal, name);
      await saveWallet(tx, guildId, userId, spend(out.wallet, item));
      if (out.result.item) kinds.push({ owner: userId, item: out.result.item });
      return this.explored(out.result, out.wallet, lang, words);
    }
    // The Meteor Ticket: the running lottery ending first that the member may still enter.
    const title = await this.enterLottery(tx, run, guildId, userId, now);
    if (title === null) return words.noLottery;
    await saveWallet(tx, guildId, userId, spend(mine, item));
    return words.entered(title);
  }

  /** The refusal for an item on another member (the Items toggle, bots, Hoshi's role), or null. */
  private async mayActOn(
    tx: Tx,
    run: APIChatInputApplicationCommandInteraction,
    guildId: string,
    targetId: string,
  ): Promise<'itemsOff' | 'notBot' | 'notBelow' | null> {
    const [row] = await tx
      .select({ troll: schema.guilds.troll })
      .from(schema.guilds)
      .where(eq(schema.guilds.id, guildId));
    const guild = this.context.client.guilds.cache.get(guildId);
    const positionOf = (roles: readonly string[]) =>
      Math.max(0, ...roles.map((id) => guild?.roles.cache.get(id)?.position ?? 0));
    const me = guild?.members.me;
    const target = run.data.resolved?.members?.[targetId];
    return mayActOn({
      itemsOn: row?.troll ?? false,
      isBot: run.data.resolved?.users?.[targetId]?.bot ?? false,
      isOwner: guild?.ownerId === targetId,
      highestPosition: positionOf(target?.roles ?? []),
      botHighestPosition: me ? positionOf([...me.roles.cache.keys()]) : 0,
    });
  }

  /** Enters the member in a lottery under its lock, in this transaction; answers its title or null. */
  private async enterLottery(
    tx: Tx,
    run: APIChatInputApplicationCommandInteraction,
    guildId: string,
    userId: string,
    now: number,
  ): Promise<string | null> {
    const store = new CollectionStore(tx);
    const roles = run.member?.roles ?? [];
    const open = Object.values(await store.list(guildId, 'lotteries'))
      .filter((l) => lotteryActive(l, now) && !l.entrants.includes(userId) && mayEnter(roles, l))
      .sort((a, b) => a.finish - b.finish);
    for (const lottery of open) {
      let entered = false;
      const edit = (): NewJob[] => [
        { kind: 'lotteryUpdate', guildId, itemId: lottery.id, runAt: new Date(now), minGapMs: 5000 },
      ];
      await store.amend(
        guildId,
        'lotteries',
        lottery.id,
        (current) => {
          if (!lotteryActive(current, now) || current.entrants.includes(userId) || !mayEnter(roles, current))
            return null;
          entered = true;
          return { ...current, entrants: [...current.entrants, userId] };
        },
        edit,
      );
      // Set inside the change, a closure the rule does not follow.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
      if (entered) {
        this.context.wakeJobs();
        return lottery.title;
      }
    }
    return null;
  }

  private async shop(guildId: string, userId: string, lang: Language, words: EconomyWords): Promise<string> {
    const { coins } = await this.read(guildId, userId);
    const lines = [
      ...SHOP_ITEMS.map((id) =>
        words.shopLine(this.name(id, lang), SHOP_PRICES[id] as number, ITEMS[id].description[lang]),
      ),
      ...ALL_GEAR.map((id) => words.shopLine(this.name(id, lang), GEAR_PRICE, GEAR[id].description[lang])),
    ];
    return words.shop(lines, coins);
  }

  /** /inventory: what the inventory page shows (coins, energy refilled to now, the bag in catalogue order). */
  private async inventory(
    guildId: string,
    userId: string,
    lang: Language,
    words: EconomyWords,
  ): Promise<string> {
    const wallet = await this.read(guildId, userId);
    const bag = ALL_ITEMS.filter((id) => held(wallet, id) > 0).map((id) =>
      words.item(this.name(id, lang), held(wallet, id)),
    );
    const worn = GEAR_SLOTS.flatMap((slot) => {
      const id = wallet.gear.worn[slot];
      return id ? [`${words.slot[slot]}: ${this.gearLine(wallet.gear, id, lang, words)}`] : [];
    });
    const spare = ALL_GEAR.filter(
      (id) => wallet.gear.levels[id] !== undefined && !Object.values(wallet.gear.worn).includes(id),
    ).map((id) => this.gearLine(wallet.gear, id, lang, words));
    return words.inventory(wallet.coins, wallet.energy, wallet.energyMax, bag, worn, spare);
  }

  private async read(
    guildId: string,
    userId: string,
  ): Promise<Pick<Wallet, 'coins' | 'energy' | 'energyMax' | 'bag' | 'gear'>> {
    const [row] = await this.context.db
      .select()
      .from(schema.inventories)
      .where(and(eq(schema.inventories.guildId, guildId), eq(schema.inventories.userId, userId)));
    if (!row)
      return { coins: 0, energy: ENERGY_MAX, energyMax: ENERGY_MAX, bag: {}, gear: { worn: {}, levels: {} } };
    const { energy } = energyNow(row.energy, row.energyMax, row.energyAt.getTime(), this.context.now());
    return {
      coins: row.coins,
      energy,
      energyMax: row.energyMax,
      bag: bagOf(row.bag),
      gear: gearOf(row.gear),
    };
  }
}

/**
 * Coins for a lottery's winners (LOTTERY_WIN_COINS), once per draw and winner however often the
 * announcement runs: each credit is keyed in `economy_actions` by the draw, in the statement that
 * pays it. A reroll is a draw of its own: its new winners are paid too, the earlier ones keep theirs.
 */
export async function payLotteryWinners(
  db: Database,
  guildId: string,
  lotteryId: string,
  roll: number,
  winnerIds: readonly string[],
): Promise<void> {
  if (winnerIds.length === 0) return;
  const rows = JSON.stringify(
    winnerIds.map((id) => ({ user_id: id, key: `lottery:${guildId}:${lotteryId}:${roll}:${id}` })),
  );
  await db.execute(sql`
    with w as (select * from jsonb_to_recordset(${rows}::jsonb) as w(user_id text, key text)),
    keyed as (
      insert into economy_actions (interaction_id, guild_id, user_id, command, reply)
      select key, ${guildId}, user_id, 'lottery', '' from w
      on conflict do nothing
      returning user_id
    )
    insert into inventories as i (guild_id, user_id, coins)
    select ${guildId}, user_id, ${LOTTERY_WIN_COINS} from keyed
    on conflict (guild_id, user_id) do update set coins = i.coins + excluded.coins, updated_at = now()`);
}
