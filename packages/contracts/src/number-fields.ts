import { COLLECTION_PAGES } from './collection-registry.ts';
import type { NumberRange } from './fields.ts';
import { schemaLeaves } from './schema-walk.ts';
import { SETTINGS_PAGES } from './settings-registry.ts';

/** Where a field sits: "{page}.{path}", "*" for any item of a list or key of a map. */
export type NumberFieldPath = string;

/**
 * Every whole-number field of every settings page and collection item, with its declared range
 * (`intRange`), found by walking the registries: a field declared tomorrow is here tomorrow. The
 * web's NumberInput reads its bounds here, and its test types into every field listed.
 */
export const NUMBER_FIELDS: ReadonlyMap<NumberFieldPath, NumberRange> = new Map(
  [
    ...Object.entries(SETTINGS_PAGES).map(([name, page]) => [name, page.schema] as const),
    ...Object.entries(COLLECTION_PAGES).map(([name, page]) => [name, page.item] as const),
  ].flatMap(([name, schema]) =>
    schemaLeaves(schema, [name]).flatMap(({ path, leaf }) =>
      leaf.range ? [[path.join('.'), leaf.range] as const] : [],
    ),
  ),
);

/** The declared range of a typed number field; throws for a path nothing declares. */
export function numberFieldRange(path: NumberFieldPath): NumberRange {
  const range = NUMBER_FIELDS.get(path);
  if (!range) throw new Error(`No number field is declared at ${path}`);
  return range;
}

/**
 * What a number field holds once `typed` is typed into it (docs/product.md#settings-forms, docs/product.md#settings-pages): the number it
 * starts with, whole, held to the range; a level's sign dropped (docs/product.md#settings-forms). `null` when it
 * starts with no number at all (blank, "-", "e").
 */
export function clampTyped(
  typed: string,
  range: Pick<NumberRange, 'min' | 'max' | 'absolute'>,
): number | null {
  const match = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?/i.exec(typed);
  if (!match) return null;
  // "1e9" is a billion (Infinity past 1e308), never the 9 typed last.
  const n = Math.trunc(Number(match[0]));
  return Math.min(range.max, Math.max(range.min, range.absolute ? Math.abs(n) : n));
}
