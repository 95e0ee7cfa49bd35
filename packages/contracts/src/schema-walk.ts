import type { z } from 'zod';
import { discordRules, numberRanges, type DiscordRule, type NumberRange } from './fields.ts';

/**
 * The one walk over the zod schemas of settings pages and collections. A schema is seen as a
 * node: an object of fields, a list of items, a map of values, or a leaf of a declared kind.
 * Wrappers that change nothing of a document's shape (optional, nullable, default, catch,
 * readonly, a pipe's declared side, lazy) are looked through. The ids and their Discord rules
 * (discord-rules.ts), the history's field kinds (history.ts), an import's id swap (transfer.ts),
 * the number fields' ranges (number-fields.ts) and the web's field labels are each a small fold
 * over this walk.
 */

/** What a leaf holds, as its schema declares it. */
export type LeafKind = 'text' | 'number' | 'choice' | 'switch' | 'channel' | 'role' | 'other';

/** A schema after its wrappers: what the walks see. */
export type SchemaNode =
  | { type: 'object'; fields: Readonly<Record<string, z.ZodType>> }
  | { type: 'list'; item: z.ZodType }
  | { type: 'map'; key: z.ZodType; value: z.ZodType }
  | LeafNode;

export interface LeafNode {
  type: 'leaf';
  kind: LeafKind;
  /** The Discord rule of a channel or role id (`channelId`, `roleId`). */
  rule?: DiscordRule;
  /** The declared range of a whole number (`intRange`). */
  range?: NumberRange;
}

/** What zod keeps of a schema's structure, for the kinds walked here. */
interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** Wrappers whose `innerType` is the document's shape. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'nonoptional', 'readonly']);

/** A schema that declares something (a Discord rule, a number range) is a leaf as it is. */
const declares = (schema: z.ZodType) => discordRules.has(schema) || numberRanges.has(schema);

/** The schema under its wrappers (a declared schema is never looked through). */
export function unwrap(schema: z.ZodType): z.ZodType {
  if (declares(schema)) return schema;
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return unwrap(def.innerType);
  if (def.type === 'lazy' && def.getter) return unwrap(def.getter());
  // A pipe's document is what it checks last, but what a transform returns is not declared:
  // `.transform(f)` is read as its input, `z.preprocess(f, s)` and `.pipe(s)` as `s`.
  if (def.type === 'pipe' && def.in && def.out)
    return unwrap(defOf(def.out).type === 'transform' ? def.in : def.out);
  return schema;
}

const LEAF_KINDS: Readonly<Record<string, LeafKind>> = {
  string: 'text',
  number: 'number',
  int: 'number',
  boolean: 'switch',
  enum: 'choice',
  literal: 'choice',
};

/** The node a schema is, once unwrapped. */
export function nodeOf(schema: z.ZodType): SchemaNode {
  const inner = unwrap(schema);
  const rule = discordRules.get(inner);
  if (rule) return { type: 'leaf', kind: rule.kind, rule };
  const range = numberRanges.get(inner);
  if (range?.choice) return { type: 'leaf', kind: 'choice', range };
  const def = defOf(inner);
  if (def.type === 'object') return { type: 'object', fields: def.shape ?? {} };
  if (def.type === 'array' && def.element) return { type: 'list', item: def.element };
  if (def.type === 'record' && def.keyType && def.valueType)
    return { type: 'map', key: def.keyType, value: def.valueType };
  const kind = LEAF_KINDS[def.type] ?? 'other';
  return range ? { type: 'leaf', kind, range } : { type: 'leaf', kind };
}

/** How a path's segment is read under a schema: a field's name, a list's index, a map's key. */
export type Step = 'field' | 'item' | 'key';

/** The schema one segment down a path, and what the segment was; null where nothing is declared. */
export function childAt(schema: z.ZodType, segment: string): { schema: z.ZodType; step: Step } | null {
  const node = nodeOf(schema);
  switch (node.type) {
    case 'object':
      return Object.hasOwn(node.fields, segment) ? { schema: node.fields[segment]!, step: 'field' } : null;
    case 'list':
      return { schema: node.item, step: 'item' };
    case 'map':
      return { schema: node.value, step: 'key' };
    default:
      return null;
  }
}

/** One leaf of the schema, where it sits. */
export interface SchemaLeaf {
  /** Field names; `*` for any item of a list or any key or value of a map. */
  path: string[];
  leaf: LeafNode;
}

/**
 * Every leaf the schema declares, without a document: a list's item and a map's key and value
 * sit at `*`. Objects are walked into, leaves are reported.
 */
export function schemaLeaves(schema: z.ZodType, path: readonly string[] = []): SchemaLeaf[] {
  const node = nodeOf(schema);
  switch (node.type) {
    case 'object':
      return Object.entries(node.fields).flatMap(([key, field]) => schemaLeaves(field, [...path, key]));
    case 'list':
      return schemaLeaves(node.item, [...path, '*']);
    case 'map':
      return [...schemaLeaves(node.key, [...path, '*']), ...schemaLeaves(node.value, [...path, '*'])];
    default:
      return [{ path: [...path], leaf: node }];
  }
}

/** One value of a document at a leaf of its schema. */
export interface ValueLeaf {
  /** Field names, list indexes and map keys down to the value. */
  path: string[];
  leaf: LeafNode;
  value: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Every value of `value` that sits at a leaf of the schema, in the order of the schema's fields:
 * its objects, lists and maps are walked into where the value has that shape (a value of
 * another shape holds no leaves).
 */
export function valueLeaves(schema: z.ZodType, value: unknown, path: readonly string[] = []): ValueLeaf[] {
  const node = nodeOf(schema);
  switch (node.type) {
    case 'object':
      return isRecord(value)
        ? Object.entries(node.fields).flatMap(([key, field]) =>
            valueLeaves(field, value[key], [...path, key]),
          )
        : [];
    case 'list':
      return Array.isArray(value)
        ? value.flatMap((item, i) => valueLeaves(node.item, item, [...path, String(i)]))
        : [];
    case 'map':
      return isRecord(value)
        ? Object.entries(value).flatMap(([key, item]) => valueLeaves(node.value, item, [...path, key]))
        : [];
    default:
      return [{ path: [...path], leaf: node, value }];
  }
}

/**
 * `value` with each value at a leaf of the schema replaced by `swap(leaf)`. An item of a list or
 * a map that `swap` turns to null is dropped; a field turned to null is emptied. What the schema
 * does not declare (unknown keys, a value of another shape) is kept as it is.
 */
export function mapLeaves(
  schema: z.ZodType,
  value: unknown,
  swap: (leaf: ValueLeaf) => unknown,
  path: readonly string[] = [],
): unknown {
  const node = nodeOf(schema);
  const kept = (item: unknown, mapped: unknown) => mapped !== null || item === null;
  switch (node.type) {
    case 'object':
      return isRecord(value)
        ? {
            ...value,
            ...Object.fromEntries(
              Object.entries(node.fields)
                .filter(([key]) => Object.hasOwn(value, key))
                .map(([key, field]) => [key, mapLeaves(field, value[key], swap, [...path, key])]),
            ),
          }
        : value;
    case 'list':
      return Array.isArray(value)
        ? value
            .map(
              (item: unknown, i) => [item, mapLeaves(node.item, item, swap, [...path, String(i)])] as const,
            )
            .filter(([item, mapped]) => kept(item, mapped))
            .map(([, mapped]) => mapped)
        : value;
    case 'map':
      return isRecord(value)
        ? Object.fromEntries(
            Object.entries(value)
              .map(([key, item]) => [key, item, mapLeaves(node.value, item, swap, [...path, key])] as const)
              .filter(([, item, mapped]) => kept(item, mapped))
              .map(([key, , mapped]) => [key, mapped]),
          )
        : value;
    default:
      return swap({ path: [...path], leaf: node, value });
  }
}
