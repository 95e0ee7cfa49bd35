import type { ReactNode } from 'react';
import type { CollectionPageName } from '@hoshi/contracts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { Tabs } from '../tabs.tsx';
import { LeaveGuard } from './leave-guard.tsx';
import type { CollectionEditor, PendingConfirm } from './use-collection-editor.ts';

interface CollectionTabsProps<N extends CollectionPageName, F> {
  editor: CollectionEditor<N, F>;
  label: string;
  tabLabels: { create: string; edit: string };
  createPanel: ReactNode;
  editPanel: ReactNode;
  /** The words of the confirmation a destructive press asks for. */
  confirmTexts: (pending: PendingConfirm) => { title: string; text: string; confirmLabel: string };
}

/** A collection page's frame: the create and edit tabs with their badges, the confirmation and the leave guard. */
export function CollectionTabs<N extends CollectionPageName, F>({
  editor,
  label,
  tabLabels,
  createPanel,
  editPanel,
  confirmTexts,
}: CollectionTabsProps<N, F>) {
  const { pending } = editor;
  const texts = pending ? confirmTexts(pending) : { title: '', text: '', confirmLabel: '' };
  return (
    <>
      <Tabs
        label={label}
        selected={editor.tab}
        onSelect={(next) => editor.setTab(next === 'edit' ? 'edit' : 'create')}
        tabs={[
          { id: 'create', label: tabLabels.create, badge: editor.create.dirty, panel: createPanel },
          { id: 'edit', label: tabLabels.edit, badge: editor.edit.dirty, panel: editPanel },
        ]}
      />
      <ConfirmDialog
        open={pending !== null}
        {...texts}
        onCancel={() => editor.ask(null)}
        onConfirm={() => {
          editor.ask(null);
          if (pending) editor.confirmed(pending);
        }}
      />
      <LeaveGuard when={editor.dirty} />
    </>
  );
}
