import { ConflictDialog } from './conflict-dialog.tsx';
import { LeaveGuard } from './leave-guard.tsx';
import { SaveBar } from './save-bar.tsx';
import type { SettingsController, Versioned } from './use-settings-form.ts';

/** What every page that edits a document ends with: Undo and Save, the 409 dialog, the leave guard. */
export function SettingsControls<Doc extends Versioned, Form extends Versioned>({
  controller,
}: {
  controller: SettingsController<Doc, Form>;
}) {
  const { form } = controller;
  return (
    <>
      <SaveBar
        dirty={form.dirty}
        savable={controller.savable}
        saving={controller.saving}
        cooling={controller.cooling}
        refused={controller.saveRefused}
        problem={controller.problem}
        onUndo={controller.undo}
        onSave={controller.save}
      />
      <ConflictDialog
        open={controller.conflict !== null}
        onLoadTheirs={controller.loadTheirs}
        onKeepMine={controller.keepMine}
        onPostpone={controller.postponeConflict}
      />
      <LeaveGuard when={form.dirty} />
    </>
  );
}
