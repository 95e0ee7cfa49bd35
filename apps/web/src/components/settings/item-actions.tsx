import { useTranslation } from 'react-i18next';
import { Icon } from '../icon.tsx';

interface ItemActionsProps {
  dirty: boolean;
  busy: boolean;
  /** Create tabs of surveys and lotteries always allow saving (docs/product.md#settings-forms). */
  alwaysSave?: boolean;
  saveLabel: string;
  /** A create tab: nothing is "saved" before its first save. */
  isCreate?: boolean;
  onUndo: () => void;
  onSave: () => void;
}

/** Undo and Save of one tab of a collection page. */
export function ItemActions({
  dirty,
  busy,
  alwaysSave,
  isCreate,
  saveLabel,
  onUndo,
  onSave,
}: ItemActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="save-bar__row item-actions">
      <p className="save-bar__status">
        {dirty ? t('settings.unsavedLong') : alwaysSave || isCreate ? '' : t('settings.allSaved')}
      </p>
      <button type="button" className="button button--secondary" onClick={onUndo} disabled={!dirty}>
        <Icon name="undo" size={18} />
        {t('settings.undo')}
      </button>
      <button
        type="button"
        className="button button--primary"
        aria-disabled={(!dirty && !alwaysSave) || busy}
        aria-busy={busy}
        onClick={onSave}
      >
        <Icon name="check" size={18} />
        {saveLabel}
      </button>
    </div>
  );
}
