import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConflictDialog } from './conflict-dialog.tsx';
import { LeaveGuard } from './leave-guard.tsx';
import { SaveBar } from './save-bar.tsx';
import type { SettingsController, Versioned } from './use-settings-form.ts';

interface SettingsPanelProps<Doc extends Versioned, Form extends Versioned> {
  /** The heading's id, which names the panel. */
  titleId: string;
  title: ReactNode;
  controller: SettingsController<Doc, Form>;
  /** The save bar's status line, when the page words it itself (see SaveBar). */
  status?: string | null;
  /** Shown without Undo and Save: the caller's role grant lets them view it only (docs/product.md#access-for-roles). */
  readOnly?: boolean;
  children: ReactNode;
}

/**
 * Every page that edits a document: its title with the unsaved badge, its fields, then Undo and
 * Save, the 409 dialog and the leave guard.
 */
export function SettingsPanel<Doc extends Versioned, Form extends Versioned>({
  titleId,
  title,
  controller,
  status,
  readOnly = false,
  children,
}: SettingsPanelProps<Doc, Form>) {
  const { t } = useTranslation();
  const { form } = controller;
  return (
    <section className="settings-panel" aria-labelledby={titleId}>
      <div className="settings-panel__head">
        <h2 id={titleId} className="settings-panel__title">
          {title}
        </h2>
        <span role="status" className="settings-panel__status">
          {form.dirty && <span className="unsaved-badge">{t('settings.unsaved')}</span>}
        </span>
      </div>
      {readOnly ? (
        <>
          <p className="settings-intro" role="note">
            {t('settings.viewOnly')}
          </p>
          <fieldset className="settings-readonly" disabled>
            {children}
          </fieldset>
        </>
      ) : (
        children
      )}
      {!readOnly && (
        <SaveBar
          dirty={form.dirty}
          savable={controller.savable}
          saving={controller.saving}
          cooling={controller.cooling}
          refused={controller.saveRefused}
          problem={controller.problem}
          status={status}
          onUndo={controller.undo}
          onSave={controller.save}
        />
      )}
      <ConflictDialog
        open={controller.conflict !== null}
        onLoadTheirs={controller.loadTheirs}
        onKeepMine={controller.keepMine}
        onPostpone={controller.postponeConflict}
      />
      <LeaveGuard when={form.dirty && !readOnly} />
    </section>
  );
}
