import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACTION_THROTTLE_MS,
  type CollectionPageName,
  type CreateOf,
  type EditOf,
  type ItemOf,
} from '@hoshi/contracts';
import { notify, type ProgressTexts } from '../../lib/toast.ts';
import { useThrottledAction } from '../../lib/use-throttled-action.ts';
import type { CollectionController } from './use-collection.ts';
import { useItemForm, type ItemForm } from './use-item-form.ts';

export type CollectionTab = 'create' | 'edit';

/** A destructive press waiting for its confirmation: a delete, or the page's own action. */
export interface PendingConfirm {
  kind: string;
  id: string;
}

export interface CollectionEditorOptions<N extends CollectionPageName, F extends object> {
  /** The create form as it starts, and starts over after a create. */
  fresh: () => CreateOf<N>;
  /** An item's editable fields, for the edit form. */
  fieldsOf: (item: ItemOf<N>) => F;
  /** The toasts of create and edit, when the page words them its own way. */
  texts?: { create?: ProgressTexts; edit?: ProgressTexts };
  /** What else follows a create (the item is in the list already). */
  created?: (item: ItemOf<N>, body: CreateOf<N>) => void;
  /** A confirmed press that is not a delete (a lottery's end or reroll). */
  act?: (pending: PendingConfirm) => void;
}

export interface CollectionEditor<N extends CollectionPageName, F> {
  tab: CollectionTab;
  setTab: (tab: CollectionTab) => void;
  create: ItemForm<CreateOf<N>>;
  edit: ItemForm<F | null>;
  selected: string | null;
  current: ItemOf<N> | undefined;
  select: (itemId: string | null) => void;
  submitCreate: () => void;
  submitEdit: () => void;
  pending: PendingConfirm | null;
  ask: (pending: PendingConfirm | null) => void;
  confirmed: (pending: PendingConfirm) => void;
  dirty: boolean;
}

/**
 * What every collection page does around its fields (docs/product.md#settings-forms, docs/product.md#texts): the create and edit
 * tabs, the picked item, create and edit at most once per 2 s with their toasts ("No changes..."
 * for an unchanged edit), delete after a confirmation (a destructive press, once per 2 s), and
 * whether anything is unsaved (tab badges, the leave guard).
 */
export function useCollectionEditor<N extends CollectionPageName, F extends object>(
  collection: CollectionController<N>,
  options: CollectionEditorOptions<N, F>,
): CollectionEditor<N, F> {
  const { t } = useTranslation();
  const [tab, setTab] = useState<CollectionTab>('create');
  const [selected, setSelected] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  const create = useItemForm(options.fresh);
  const edit = useItemForm<F | null>(() => null);
  const current = selected ? collection.items[selected] : undefined;
  const saveTexts = { loading: t('toast.saving'), success: t('toast.saved'), error: t('toast.saveFailed') };

  const select = (itemId: string | null) => {
    setSelected(itemId);
    const item = itemId ? collection.items[itemId] : undefined;
    edit.reset(item ? options.fieldsOf(item) : null);
  };

  // docs/product.md#settings-forms: create always allows saving; the list and the count follow the answer.
  const { run: submitCreate } = useThrottledAction(() => {
    if (collection.busy) return;
    const body = create.value;
    void collection.create(body, options.texts?.create ?? saveTexts).then((item) => {
      if (!item) return;
      options.created?.(item, body);
      create.reset(options.fresh());
    });
  }, ACTION_THROTTLE_MS);

  const { run: submitEdit } = useThrottledAction(() => {
    if (collection.busy || !current || edit.value === null) return;
    if (!edit.dirty) {
      notify.info(t('toast.noChanges'));
      return;
    }
    // The fields are the edit body without its version (fieldsOf): with it, they are the body.
    const body = { ...edit.value, version: current.version } as EditOf<N>;
    void collection
      .edit(current.id, body, options.texts?.edit ?? saveTexts)
      .then((saved) => saved && edit.reset(options.fieldsOf(saved)));
  }, ACTION_THROTTLE_MS);

  // docs/product.md#texts: at most one destructive press per 2 s.
  const { run: confirmed } = useThrottledAction((press: PendingConfirm) => {
    if (press.kind !== 'delete') {
      options.act?.(press);
      return;
    }
    void collection
      .remove(press.id, {
        loading: t('collections.toast.deleting'),
        success: t('collections.toast.deleted'),
        error: t('collections.toast.error'),
      })
      .then((done) => done && select(null));
  }, ACTION_THROTTLE_MS);

  return {
    tab,
    setTab,
    create,
    edit,
    selected,
    current,
    select,
    submitCreate,
    submitEdit,
    pending,
    ask: setPending,
    confirmed,
    dirty: create.dirty || edit.dirty,
  };
}
