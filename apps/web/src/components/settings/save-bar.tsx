import { useTranslation } from 'react-i18next';
import { Icon } from '../icon.tsx';

interface SaveBarProps {
  dirty: boolean;
  saving: boolean;
  problem: string | null;
  onUndo(): void;
  onSave(): void;
}

/**
 * Undo and Save, kept in view at the bottom of the page. Save only looks disabled while
 * nothing has changed (aria-disabled): it stays pressable so it can say "No changes..."
 * (spec 000 §5 asks for both).
 */
export function SaveBar({ dirty, saving, problem, onUndo, onSave }: SaveBarProps) {
  const { t } = useTranslation();
  return (
    <div className="save-bar">
      {problem && (
        <p className="save-bar__problem" role="alert">
          <Icon name="alert" size={18} />
          {problem}
        </p>
      )}
      <div className="save-bar__row">
        <p className="save-bar__status">{dirty ? t('settings.unsavedLong') : t('settings.allSaved')}</p>
        <button type="button" className="button button--secondary" onClick={onUndo} disabled={!dirty}>
          <Icon name="undo" size={18} />
          {t('settings.undo')}
        </button>
        <button
          type="button"
          className="button button--primary"
          aria-disabled={!dirty || saving}
          aria-busy={saving}
          onClick={onSave}
        >
          <Icon name="check" size={18} />
          {t('settings.save')}
        </button>
      </div>
    </div>
  );
}
