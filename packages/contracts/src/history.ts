import { z } from 'zod';
import { COLLECTION_PAGES } from './collection-registry.ts';
import { nodeOf } from './schema-walk.ts';
import { SETTINGS_PAGES } from './settings-registry.ts';
import { grantRef } from './access.ts';

/** How a changed field is worded in a server's history, from what its schema declares. */
export const FIELD_KINDS = [
  'text',
  'number',
  'choice',
  'switch',
  'channel',
  'role',
  'list',
  'other',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** One field a history entry changed: where it sits ("joinMessage", "rewards.0.role"), its kind, before and after. */
export interface FieldChange {
  field: string;
  kind: FieldKind;
  /** For a list: the kind of its items (a list of roles is worded by the roles' names). */
  of?: FieldKind;
  before: unknown;
  after: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The kind of a field that is worded as one value (not walked into). */
export function fieldKind(schema: z.ZodType): FieldKind {
  const node = nodeOf(schema);
  if (node.type === 'leaf') return node.kind;
  return node.type === 'object' ? 'other' : 'list';
}

/**
 * Every field that differs between `before` and `after`, walking the schema's objects field by
 * field; a list or map is one change (its kind from its items), anything else one value.
 */
export function fieldChanges(
  schema: z.ZodType,
  before: unknown,
  after: unknown,
  path: readonly string[] = [],
): FieldChange[] {
  if (same(before, after)) return [];
  const node = nodeOf(schema);
  if (node.type === 'object' && isRecord(before) && isRecord(after)) {
    return Object.entries(node.fields).flatMap(([key, field]) =>
      fieldChanges(field, before[key], after[key], [...path, key]),
    );
  }
  const kind = fieldKind(schema);
  const field = path.join('.');
  if (node.type === 'list') return [{ field, kind, of: fieldKind(node.item), before, after }];
  if (node.type === 'map') return [{ field, kind, of: fieldKind(node.value), before, after }];
  return [{ field, kind, before, after }];
}

/** The schema a history row's page is written with: a settings page's document or a collection's item. */
export function historySchema(page: string): z.ZodType | undefined {
  if (Object.hasOwn(SETTINGS_PAGES, page)) return SETTINGS_PAGES[page as keyof typeof SETTINGS_PAGES].schema;
  if (Object.hasOwn(COLLECTION_PAGES, page))
    return COLLECTION_PAGES[page as keyof typeof COLLECTION_PAGES].item;
  return undefined;
}

/** What a history row changed, worded field by field from its page's schema (the version is not a change). */
export function entryChanges(page: string, before: unknown, after: unknown): FieldChange[] {
  const schema = historySchema(page);
  const strip = (v: unknown) => {
    if (!isRecord(v)) return v;
    const { version: _version, ...rest } = v;
    return rest;
  };
  if (schema) return fieldChanges(schema, strip(before) ?? null, strip(after) ?? null);
  return same(before, after) ? [] : [{ field: '', kind: 'other', before, after }];
}

/** One page of a server's history, newest first. */
export const historyQuery = z.strictObject({
  page: z
    .string()
    .regex(/^[a-z:]{1,40}$/)
    .optional(),
  user: z
    .string()
    .regex(/^\d{17,20}$/)
    .optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const fieldChange = z.object({
  field: z.string(),
  kind: z.enum(FIELD_KINDS),
  of: z.enum(FIELD_KINDS).optional(),
  before: z.unknown(),
  after: z.unknown(),
});

export const historyEntry = z.object({
  id: z.number().int(),
  /** What was done: save, create, edit, delete, end, reroll, language, items, reset … */
  action: z.string(),
  page: z.string(),
  user: z.object({ id: z.string(), name: z.string().nullable(), avatar: z.string().nullable() }),
  at: z.string(),
  changes: z.array(fieldChange),
  /** A revert: the entry it set back (docs/decisions/0093-reverting-one-change.md). */
  reverts: z.object({ id: z.number().int(), at: z.string().nullable() }).nullable().optional(),
  /** The role grant the change was made under; null for an owner or manager (docs/product.md#access-for-roles). */
  grant: grantRef.nullable().optional(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

export const historyAnswer = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string().nullable(),
  entries: z.array(historyEntry),
  /** The `before` of the next (older) page, or null at the oldest. */
  next: z.number().int().nullable(),
  /** The names of the channels and roles the entries name, by id (a deleted one is absent). */
  names: z.record(z.string(), z.string()),
});
export type HistoryAnswer = z.infer<typeof historyAnswer>;
