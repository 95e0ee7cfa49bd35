import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../modal-dialog.tsx';

interface ConflictDialogProps {
  open: boolean;
  onLoadTheirs: () => void;
  onKeepMine: () => void;
  onPostpone: () => void;
}

/** After a 409: the user chooses whose version stays; nothing happens without that choice. */
export function ConflictDialog({ open, onLoadTheirs, onKeepMine, onPostpone }: ConflictDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      open={open}
      title={t('settings.conflictTitle')}
      onCancel={onPostpone}
      actions={
        <>
          <button type="button" className="button button--secondary" autoFocus onClick={onLoadTheirs}>
            {t('settings.loadTheirs')}
          </button>
          <button type="button" className="button button--primary" onClick={onKeepMine}>
            {t('settings.keepMine')}
          </button>
        </>
      }
    >
      <p>{t('settings.conflictText')}</p>
      <ul className="modal__choices">
        <li>{t('settings.loadTheirsText')}</li>
        <li>{t('settings.keepMineText')}</li>
      </ul>
    </ModalDialog>
  );
}
