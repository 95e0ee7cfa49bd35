import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CollectionPageName, CreateOf, EditOf, ItemOf } from '@hoshi/contracts';
import {
  actOnItem,
  collectionQuery,
  CollectionRefused,
  createItem,
  deleteItem,
  editItem,
  type CollectionData,
} from '../../lib/api/collections.ts';
import { toastProgress, type ProgressTexts } from '../../lib/toast.ts';
import { describeIssue } from './field-labels.ts';

export interface CollectionController<N extends CollectionPageName> {
  items: Record<string, ItemOf<N>>;
  data: CollectionData<N>;
  /** Why the last call was refused, worded for the reader; cleared by the next call. */
  problem: string | null;
  busy: boolean;
  create: (body: CreateOf<N>, texts: ProgressTexts) => Promise<ItemOf<N> | undefined>;
  edit: (itemId: string, body: EditOf<N>, texts: ProgressTexts) => Promise<ItemOf<N> | undefined>;
  remove: (itemId: string, texts: ProgressTexts) => Promise<boolean>;
  act: (itemId: string, texts: ProgressTexts) => Promise<ItemOf<N> | undefined>;
}

/**
 * The calls of a collection page and their effect on the page's copy of the list: every answer
 * is written into the query cache in place (no refetch), the toasts tell the progress, and a
 * refusal is kept as a sentence the page shows under its form.
 */
export function useCollection<N extends CollectionPageName>(
  name: N,
  guildId: string,
  data: CollectionData<N>,
  labelOf: (path: string) => string,
): CollectionController<N> {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = collectionQuery(name, guildId).queryKey;

  const explain = (error: unknown): string => {
    if (!(error instanceof CollectionRefused)) return '';
    if (error.code === 'invalid_request' && error.issues.length)
      return error.issues
        .map((issue) => t('errors.field', { field: labelOf(issue.path), reason: describeIssue(t, issue) }))
        .join(t('errors.separator'));
    const known = ['limit_reached', 'version_conflict', 'too_fast', 'not_found'] as const;
    const code = known.find((c) => c === error.code);
    return code ? t(`collections.errors.${code}`) : '';
  };

  const update = (change: (items: Record<string, ItemOf<N>>) => Record<string, ItemOf<N>>) =>
    client.setQueryData(key, (old) => old && { ...old, items: change(old.items) });

  async function run<T>(work: () => Promise<T>, texts: ProgressTexts, done: (value: T) => void) {
    setBusy(true);
    setProblem(null);
    try {
      const value = await toastProgress(work(), {
        ...texts,
        error: (error: unknown) => [texts.error, explain(error)].filter(Boolean).join(' '),
      });
      done(value);
      return value;
    } catch (error) {
      const reason = explain(error);
      if (reason) setProblem(reason);
      else console.error(`${name} call failed`, error);
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  const put = (item: ItemOf<N>) => update((items) => ({ ...items, [item.id]: item }));

  return {
    items: data.items,
    data,
    problem,
    busy,
    create: (body, texts) => run(() => createItem(name, guildId, body), texts, put),
    edit: (itemId, body, texts) => run(() => editItem(name, guildId, itemId, body), texts, put),
    act: (itemId, texts) => run(() => actOnItem(name, guildId, itemId), texts, put),
    remove: async (itemId, texts) =>
      (await run(
        () => deleteItem(name, guildId, itemId),
        texts,
        () =>
          update((items) => {
            const { [itemId]: _gone, ...rest } = items;
            return rest;
          }),
      )) !== undefined,
  };
}
