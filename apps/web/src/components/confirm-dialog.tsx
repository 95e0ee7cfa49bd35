import { useTranslation } from 'react-i18next';
import { ModalDialog } from './modal-dialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" before a destructive action (docs/product.md#texts); Cancel has the focus. */
export function ConfirmDialog({ open, title, text, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      open={open}
      title={title}
      onCancel={onCancel}
      actions={
        <>
          <button type="button" className="button button--secondary" autoFocus onClick={onCancel}>
            {t('collections.cancel')}
          </button>
          <button type="button" className="button button--danger" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <p>{text}</p>
    </ModalDialog>
  );
}
