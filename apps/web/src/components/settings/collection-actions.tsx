import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CollectionPageName } from '@hoshi/contracts';
import { Icon } from '../icon.tsx';
import { ItemActions } from './item-actions.tsx';
import type { CollectionEditor } from './use-collection-editor.ts';

interface CreateActionsProps<N extends CollectionPageName, F extends object> {
  editor: CollectionEditor<N, F>;
  busy: boolean;
  label: string;
  /** Surveys and lotteries always allow creating (docs/product.md#settings-forms); an auto-VC create needs a change. */
  alwaysSave?: boolean;
}

/** Undo and Create of a collection's create tab. */
export function CreateActions<N extends CollectionPageName, F extends object>({
  editor,
  busy,
  label,
  alwaysSave,
}: CreateActionsProps<N, F>) {
  return (
    <ItemActions
      dirty={editor.create.dirty}
      busy={busy}
      alwaysSave={alwaysSave}
      isCreate={!alwaysSave}
      saveLabel={label}
      onUndo={editor.create.undo}
      onSave={editor.submitCreate}
    />
  );
}

interface EditActionsProps<N extends CollectionPageName, F extends object> {
  editor: CollectionEditor<N, F>;
  busy: boolean;
  deleteLabel: string;
  /** The page's own presses, before Delete (a lottery's end or reroll). */
  children?: ReactNode;
}

/** The picked item's tools (Delete after a confirmation) and the edit tab's Undo and Save. */
export function EditActions<N extends CollectionPageName, F extends object>({
  editor,
  busy,
  deleteLabel,
  children,
}: EditActionsProps<N, F>) {
  const { t } = useTranslation();
  const { selected, edit } = editor;
  return (
    <>
      <div className="item-tools">
        {children}
        <button
          type="button"
          className="button button--danger"
          onClick={() => selected && editor.ask({ kind: 'delete', id: selected })}
        >
          <Icon name="trash" size={18} />
          {deleteLabel}
        </button>
      </div>
      <ItemActions
        dirty={edit.dirty}
        busy={busy}
        saveLabel={t('settings.save')}
        onUndo={edit.undo}
        onSave={editor.submitEdit}
      />
    </>
  );
}
