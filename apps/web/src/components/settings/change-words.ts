import type { TFunction } from 'i18next';
import { isSettingsPage, type FieldChange } from '@hoshi/contracts';
import { describeField } from './field-labels.ts';

/** A field's name in the reader's language: the settings page's labels, a collection's by part. */
export function changeField(t: TFunction, page: string, field: string): string {
  if (field === '') return t('history.wholePage');
  if (isSettingsPage(page)) return describeField(t, page, field);
  const pages: Record<string, Record<string, string | undefined> | undefined> = t('fields', {
    returnObjects: true,
  });
  const labels = pages[page] ?? {};
  return field
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? `#${Number(part) + 1}` : (labels[part] ?? part)))
    .join(' › ');
}

/** One value of a change, worded by its field's kind: text quoted, channels and roles by name. */
export function changeValue(
  t: TFunction,
  kind: FieldChange['kind'],
  value: unknown,
  names: Record<string, string>,
): string {
  if (value === null || value === undefined || value === '') return t('history.value.empty');
  if (typeof value === 'boolean') return value ? t('common.on') : t('common.off');
  if (typeof value !== 'string' && typeof value !== 'number') return t('history.value.changed');
  const shown = String(value);
  switch (kind) {
    case 'text':
      return t('history.value.text', { text: shown });
    case 'channel':
      return names[shown] ? `#${names[shown]}` : t('history.value.goneChannel');
    case 'role':
      return names[shown] ? `@${names[shown]}` : t('history.value.goneRole');
    case 'number':
    case 'choice':
      return shown;
    default:
      return t('history.value.changed');
  }
}

/** A list's value: its items worded by their kind, or how many there are. */
export function listValue(
  t: TFunction,
  of: FieldChange['kind'] | undefined,
  value: unknown,
  names: Record<string, string>,
): string {
  if (!Array.isArray(value))
    return t('history.value.count', {
      count: value && typeof value === 'object' ? Object.keys(value).length : 0,
    });
  if (value.length === 0) return t('history.value.empty');
  if (of === 'channel' || of === 'role' || of === 'text' || of === 'number' || of === 'choice')
    return value.map((item) => changeValue(t, of, item, names)).join(t('history.value.separator'));
  return t('history.value.count', { count: value.length });
}

/** "Join message: "Hi" → "Welcome !USER!"" */
export function changeWords(t: TFunction, page: string, change: FieldChange, names: Record<string, string>) {
  const word = (v: unknown) =>
    change.kind === 'list' ? listValue(t, change.of, v, names) : changeValue(t, change.kind, v, names);
  return t('history.change', {
    field: changeField(t, page, change.field),
    before: word(change.before),
    after: word(change.after),
  });
}
