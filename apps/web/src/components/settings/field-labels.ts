import type { TFunction } from 'i18next';
import type { z } from 'zod';
import {
  childAt,
  SETTINGS_PAGES,
  type Issue,
  type SettingsOf,
  type SettingsPageName,
} from '@hoshi/contracts';
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
    const next: ReturnType<typeof childAt> = schema ? childAt(schema, segment) : null;
    if (next?.step === 'item') parts.push(`#${Number(segment) + 1}`);
    else if (next?.step === 'key') parts.push(segment);
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
