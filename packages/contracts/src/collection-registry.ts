import { z } from 'zod';
import {
  AUTOVC_CREATE_DEFAULTS,
  autovcCreate,
  autovcEdit,
  autovcEntry,
  autovcInfo,
  AUTOVC_LIMITS,
} from './autovc.ts';
import { snowflake } from './fields.ts';
import { lotteryCreate, lotteryCreateDefaults, lotteryEdit, lotteryInfo, lotteryItem } from './lotteries.ts';
import type { CollectionPageName } from './page-names.ts';
import { SURVEY_CREATE_DEFAULTS, surveyCreate, surveyEdit, surveyInfo, surveyItem } from './surveys.ts';

interface CollectionDeclaration<
  I extends z.ZodObject,
  C extends z.ZodObject,
  E extends z.ZodObject,
  X extends z.ZodObject,
> {
  /** One item as stored and answered, with its `id` and `version`. */
  item: I;
  /** The create body (without token); the server assigns the id. */
  create: C;
  /** The edit body: the editable fields plus the version the edit started from. */
  edit: E;
  /** What the GET answers beside the items (counts, the boost tier, …). */
  info: X;
  /** The create form before anything is typed; lotteries' depend on the clock. */
  createDefaults(nowMs: number): z.infer<C>;
  /** Items per server; the surveys' and lotteries' come from server config (docs/product.md#settings-pages). */
  max: number | 'surveyMax' | 'lotteryMax';
  /** DELETE /api/guilds/{id}/info/{name}/{itemId}. */
  deletable: boolean;
  /** PATCH /api/guilds/{id}/info/{name}/{itemId}: the item's own action (a lottery's end/reroll). */
  action: boolean;
}

const collection = <
  I extends z.ZodObject,
  C extends z.ZodObject,
  E extends z.ZodObject,
  X extends z.ZodObject,
>(
  declaration: CollectionDeclaration<I, C, E, X>,
) => declaration;

/**
 * Every settings page that is a collection of items (docs/settings-pages.md): its item, create
 * and edit schemas, limits and actions. The server's routes (GET info, create, edit, delete,
 * action), the web's endpoints and the field labels are derived from this table.
 */
export const COLLECTION_PAGES = {
  autovc: collection({
    item: autovcEntry,
    create: autovcCreate,
    edit: autovcEdit,
    info: autovcInfo,
    createDefaults: () => structuredClone(AUTOVC_CREATE_DEFAULTS),
    max: AUTOVC_LIMITS.entriesMax,
    // Hoshi stops managing the channel; the Discord channel itself stays (docs/decisions/0058-declared-discord-rules-disabled-picker-options-one-collection.md).
    deletable: true,
    action: false,
  }),
  surveys: collection({
    item: surveyItem,
    create: surveyCreate,
    edit: surveyEdit,
    info: surveyInfo,
    createDefaults: () => structuredClone(SURVEY_CREATE_DEFAULTS),
    max: 'surveyMax',
    deletable: true,
    action: false,
  }),
  lotteries: collection({
    item: lotteryItem,
    create: lotteryCreate,
    edit: lotteryEdit,
    info: lotteryInfo,
    createDefaults: lotteryCreateDefaults,
    max: 'lotteryMax',
    deletable: true,
    action: true,
  }),
} as const satisfies Record<CollectionPageName, unknown>;

export { COLLECTION_PAGE_NAMES, type CollectionPageName } from './page-names.ts';
type Page<N extends CollectionPageName> = (typeof COLLECTION_PAGES)[N];
export type ItemSchema<N extends CollectionPageName> = Page<N>['item'];
export type CreateSchema<N extends CollectionPageName> = Page<N>['create'];
export type EditSchema<N extends CollectionPageName> = Page<N>['edit'];
export type InfoSchema<N extends CollectionPageName> = Page<N>['info'];
export type ItemOf<N extends CollectionPageName> = z.infer<ItemSchema<N>>;
export type CreateOf<N extends CollectionPageName> = z.infer<CreateSchema<N>>;
export type EditOf<N extends CollectionPageName> = z.infer<EditSchema<N>>;
export type InfoOf<N extends CollectionPageName> = z.infer<InfoSchema<N>>;

/** The registry seen through each page's types (checked page by page, no cast). */
const TYPED_COLLECTIONS: {
  [N in CollectionPageName]: {
    item: z.ZodType<ItemOf<N>>;
    create: z.ZodType<CreateOf<N>>;
    edit: z.ZodType<EditOf<N>>;
    info: z.ZodType<InfoOf<N>>;
    createDefaults(nowMs: number): CreateOf<N>;
  };
} = COLLECTION_PAGES;

export const itemSchema = <N extends CollectionPageName>(name: N): z.ZodType<ItemOf<N>> =>
  TYPED_COLLECTIONS[name].item;
export const createSchema = <N extends CollectionPageName>(name: N): z.ZodType<CreateOf<N>> =>
  TYPED_COLLECTIONS[name].create;
export const editSchema = <N extends CollectionPageName>(name: N): z.ZodType<EditOf<N>> =>
  TYPED_COLLECTIONS[name].edit;
export const infoSchema = <N extends CollectionPageName>(name: N): z.ZodType<InfoOf<N>> =>
  TYPED_COLLECTIONS[name].info;
export const createDefaults = <N extends CollectionPageName>(name: N, nowMs: number): CreateOf<N> =>
  TYPED_COLLECTIONS[name].createDefaults(nowMs);

export const isCollectionPage = (name: string): name is CollectionPageName =>
  Object.hasOwn(COLLECTION_PAGES, name);

/** The GET answer of a collection page: server basics, the items keyed by id, and its info. */
export const collectionAnswer = <I extends z.ZodType, X extends z.ZodObject>(item: I, info: X) =>
  z
    .object({
      id: snowflake,
      name: z.string(),
      icon: z.string().nullable(),
      settings: z.record(z.string(), item),
    })
    .extend(info.shape);

export const itemParams = z.object({ id: snowflake, itemId: snowflake });

/** docs/product.md#api-calls: ending or rerolling a lottery answers `{id, info}`. */
export const actionAnswer = <I extends z.ZodType>(item: I) => z.object({ id: snowflake, info: item });

export const deletedAnswer = z.object({ data: z.object({ id: snowflake }) });
