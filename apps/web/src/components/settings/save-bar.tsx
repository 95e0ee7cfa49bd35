import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTION_THROTTLE_MS } from '@hoshi/contracts';
import { Icon } from '../icon.tsx';

interface SaveBarProps {
  dirty: boolean;
  /** Whether Save would send something; `dirty` unless the page says otherwise. */
  savable?: boolean;
  saving: boolean;
  /** Less than 2 s since the last press: Save is resting and a press is dropped. */
  cooling: boolean;
  /** A press was dropped while cooling down: say why nothing happened. */
  refused: boolean;
  problem: string | null;
  /** What the status line says instead of the usual words (a page that saves a part at a time). */
  status?: string | null;
  onUndo: () => void;
  onSave: () => void;
}

/**
 * Undo and Save, kept in view at the bottom of the page. Save only looks disabled while
 * nothing has changed (aria-disabled): it stays pressable so it can say "No changes..."
 * (docs/product.md#settings-forms asks for both). For the 2 s after a press it rests, visibly (a bar refilling
 * under its label), and a press then says it will be ready in a moment instead of vanishing.
 */
export function SaveBar({
  dirty,
  savable = dirty,
  saving,
  cooling,
  refused,
  problem,
  status,
  onUndo,
  onSave,
}: SaveBarProps) {
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
        <p className="save-bar__status">
          {status ?? (dirty ? t('settings.unsavedLong') : t('settings.allSaved'))}
        </p>
        <p id="save-bar-hint" className="save-bar__hint" role="status">
          {refused && t('settings.coolingDown')}
        </p>
        <button type="button" className="button button--secondary" onClick={onUndo} disabled={!dirty}>
          <Icon name="undo" size={18} />
          {t('settings.undo')}
        </button>
        <button
          type="button"
          className={`button button--primary${cooling ? ' button--cooling' : ''}`}
          style={{ '--cooldown': `${ACTION_THROTTLE_MS}ms` } as CSSProperties}
          aria-disabled={!savable || saving || cooling}
          aria-busy={saving}
          aria-describedby={refused ? 'save-bar-hint' : undefined}
          onClick={onSave}
        >
          <Icon name="check" size={18} />
          {t('settings.save')}
        </button>
      </div>
    </div>
  );
}
