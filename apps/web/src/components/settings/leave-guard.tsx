import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../modal-dialog.tsx';

/**
 * Asks before unsaved changes are left behind: an in-app confirm for moves inside the app
 * (a language switch only rewrites the query, so it is not a move), and the browser's own
 * prompt for closing the tab or reloading.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <ModalDialog
      open={blocker.state === 'blocked'}
      title={t('settings.leaveTitle')}
      onCancel={() => blocker.reset?.()}
      actions={
        <>
          <button
            type="button"
            className="button button--primary"
            autoFocus
            onClick={() => blocker.reset?.()}
          >
            {t('settings.stay')}
          </button>
          <button type="button" className="button button--danger" onClick={() => blocker.proceed?.()}>
            {t('settings.leave')}
          </button>
        </>
      }
    >
      <p>{t('settings.leaveText')}</p>
    </ModalDialog>
  );
}
