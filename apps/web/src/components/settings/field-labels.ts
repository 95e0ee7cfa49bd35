import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { SETTINGS_PAGES, type Issue, type SettingsOf, type SettingsPageName } from '@hoshi/contracts';
import type en from '../../locales/en.json';

/** Every field name at any depth of a document (keys of maps are data, not fields). */
type FieldNames<T> = T extends readonly (infer E)[]
  ? FieldNames<E>
  : T extends object
    ? string extends keyof T
      ? FieldNames<T[string]>
      : { [K in keyof T & string]: K | FieldNames<T[K]> }[keyof T & string]
    : never;

/** A page of the registry without a label for one of its fields is a compile error. */
export type LabelsComplete = typeof en.fields extends {
  [N in SettingsPageName]: Record<Exclude<FieldNames<SettingsOf<N>>, 'version'>, string>;
}
  ? true
  : never;
const labelsComplete: LabelsComplete = true;
void labelsComplete;

/** The schema one step down a path: an object's field, a list's item, a map's value. */
function child(
  schema: z.ZodType,
  segment: string,
): { schema: z.ZodType; kind: 'field' | 'item' | 'key' } | null {
  const def = schema.def;
  switch (def.type) {
    case 'object':
      return segment in (schema as z.ZodObject).shape
        ? { schema: (schema as z.ZodObject).shape[segment] as z.ZodType, kind: 'field' }
        : null;
    case 'array':
      return { schema: (schema as z.ZodArray).element as z.ZodType, kind: 'item' };
    case 'record':
      return { schema: (schema as z.ZodRecord).valueType as z.ZodType, kind: 'key' };
    case 'nullable':
    case 'optional':
    case 'default':
    case 'catch':
      return child((schema as z.ZodNullable).unwrap() as z.ZodType, segment);
    case 'pipe':
      return child((schema as z.ZodPipe).in as z.ZodType, segment);
    default:
      return null;
  }
}

/**
 * A field path from the server ("join.channel", "exempt.2", "lvlroles.5") named the way the page
 * labels it ("Join › Channel", "Exempt channels › #3", "Level roles › 5"), derived from the page's
 * schema in the registry and its `fields.<page>` locale keys.
 */
export function describeField(t: TFunction, page: SettingsPageName, path: string): string {
  const labels: Record<string, string | undefined> = t(`fields.${page}`, { returnObjects: true });
  let schema: z.ZodType | null = SETTINGS_PAGES[page].schema;
  const parts: string[] = [];
  for (const segment of path.split('.')) {
    const next: ReturnType<typeof child> = schema ? child(schema, segment) : null;
    if (next?.kind === 'item') parts.push(`#${Number(segment) + 1}`);
    else if (next?.kind === 'key') parts.push(segment);
    else parts.push(labels[segment] ?? segment);
    schema = next?.schema ?? null;
  }
  return parts.join(' › ');
}

/** Why the server refused a field, in the reader's language (issue codes of @hoshi/contracts). */
export function describeIssue(t: TFunction, issue: Issue): string {
  const { code, params } = issue;
  if (code === 'out_of_range') {
    const { min, max } = params;
    if (min !== undefined && max !== undefined) return t('errors.issue.out_of_range_between', { min, max });
    if (max !== undefined) return t('errors.issue.out_of_range_max', { max });
    if (min !== undefined) return t('errors.issue.out_of_range_min', { min });
  }
  // Only channel types are worded from their allowed values; any other list holds the
  // document's own codes ("t-1", "ban"), which a person is never shown (one_of names none).
  if (code !== 'channel_type') return t(`errors.issue.${code}`, { ...params, allowed: '' });
  const allowed = Array.isArray(params.allowed) ? params.allowed.map(String) : [];
  const channelTypes: Record<string, string | undefined> = t('errors.channelTypes', { returnObjects: true });
  const names = allowed.map((type) => channelTypes[type] ?? type);
  return t(`errors.issue.${code}`, { ...params, allowed: names.join(t('errors.or')) });
}

/** One refused field, named as the page labels it, with the reason. */
export const describeProblem = (t: TFunction, page: SettingsPageName, issue: Issue): string =>
  t('errors.field', { field: describeField(t, page, issue.path), reason: describeIssue(t, issue) });
