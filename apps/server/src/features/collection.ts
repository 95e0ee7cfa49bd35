import { randomInt } from 'node:crypto';
import type { CollectionPageName, CreateOf, EditOf, InfoOf, ItemOf } from '@hoshi/contracts';
import type { DiscordApi } from '../discord/discord-api.ts';
import type { NewJob } from '@hoshi/db';
import type { GuildObjects } from './feature.ts';

/** What a collection page's server logic may look at and use. */
export interface CollectionContext<N extends CollectionPageName> {
  guildId: string;
  userId: string;
  objects: GuildObjects;
  discord: DiscordApi;
  nowMs: number;
  /** About how many members the guild has (the user's guild list counts them). */
  memberCount: number;
  /** The guild's items of this page. */
  items(): Promise<Record<string, ItemOf<N>>>;
}

/**
 * A collection page's rules against the guild and its side effects. Each answers the item to
 * store (the store assigns versions and writes the audit row) or throws a 400 naming the fields.
 */
export interface CollectionFeature<N extends CollectionPageName> {
  info(ctx: CollectionContext<N>, counts: { count: number; max: number }): Promise<InfoOf<N>>;
  create(input: CreateOf<N>, ctx: CollectionContext<N>): Promise<ItemOf<N>>;
  edit(current: ItemOf<N>, input: EditOf<N>, ctx: CollectionContext<N>): Promise<ItemOf<N>>;
  /** Undoes at Discord what `create` made there, for an item that could not be recorded. */
  discard?(input: CreateOf<N>, item: ItemOf<N>, ctx: CollectionContext<N>): Promise<void>;
  /** The PATCH action, for pages that declare one; answers the new item and the audit verb. */
  act?(current: ItemOf<N>, ctx: CollectionContext<N>): Promise<{ item: ItemOf<N>; action: string }>;
  /**
   * What the item becomes, written under its lock, before `act` reads it and asks Discord (a
   * lottery stops taking entries before End draws from them); null to leave it. Queued with it:
   * `jobs(saved, 'settle')`.
   */
  settle?(current: ItemOf<N>, ctx: CollectionContext<N>): ItemOf<N> | null;
  /** What a write keeps of the stored item whatever the manager sent (what the bot records). */
  keep?(stored: ItemOf<N>, next: ItemOf<N>): ItemOf<N>;
  /** The bot's work a write leads to (`action`: create, edit, delete or the act's verb), queued with it. */
  jobs?(saved: ItemOf<N>, action: string, at: { guildId: string; nowMs: number }): NewJob[];
}

const DISCORD_EPOCH = 1420070400000n;

/** A new id shaped like Discord's: time in the high bits, so ids sort by creation. */
export const newSnowflake = (nowMs: number): string =>
  (((BigInt(nowMs) - DISCORD_EPOCH) << 22n) | BigInt(randomInt(0, 1 << 22))).toString();
