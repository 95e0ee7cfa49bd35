import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isAxiosError } from 'axios';
import { apiErrorSchema, isSettingsPage, type HistoryEntry } from '@hoshi/contracts';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { describeProblem } from '../../../components/settings/field-labels.ts';
import { revertEntry, useAfterRevert, useRevertPreview } from '../../../lib/api/history-revert.ts';
import { toastProgress } from '../../../lib/toast.ts';
import { changeField, changeWords } from './change-words.ts';

/** The server's words for a refused revert, in the reader's language. */
function refusal(t: TFunction, page: string, error: unknown): string {
  if (!isAxiosError(error)) return t('history.revert.failed');
  const body = apiErrorSchema.safeParse(error.response?.data).data;
  const code = body?.error.code;
  if (code === 'invalid_request' && isSettingsPage(page))
    return body!.error.issues.map((issue) => describeProblem(t, page, issue)).join(t('errors.separator'));
  if (
    code === 'version_conflict' ||
    code === 'revert_target_gone' ||
    code === 'nothing_to_revert' ||
    code === 'not_revertable' ||
    code === 'not_found'
  )
    return t(`history.revert.errors.${code}`);
  return t('history.revert.failed');
}

/**
 * "Revert this change?": what reverting one history entry would change in the page today, read
 * from the server (channels and roles by name), and what it cannot set back because it is gone.
 * Confirming writes a new save of the page; a page saved meanwhile is shown again, not written.
 */
export function RevertDialog({
  guildId,
  entry,
  pageName,
  onClose,
}: {
  guildId: string;
  entry: HistoryEntry | null;
  pageName: (page: string) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const preview = useRevertPreview(guildId, entry?.id ?? null);
  const after = useAfterRevert(guildId);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const data = preview.data;
  const close = () => {
    setProblem(null);
    onClose();
  };

  const confirm = () => {
    if (!entry || !data) return;
    setBusy(true);
    toastProgress(revertEntry(guildId, entry.id, data.version), {
      loading: t('history.revert.toast.loading'),
      success: t('history.revert.toast.done'),
      error: (error) => refusal(t, entry.page, error),
    })
      .then(async () => {
        await after(entry.page);
        close();
      })
      .catch(async (error: unknown) => {
        setProblem(refusal(t, entry.page, error));
        // Whatever changed meanwhile (a save, a deleted channel) is what the dialog shows next.
        await preview.refetch();
      })
      .finally(() => setBusy(false));
  };

  const blocked = !data || data.gone.length > 0 || data.changes.length === 0;
  return (
    <ModalDialog
      open={entry !== null}
      title={t('history.revert.title')}
      onCancel={close}
      actions={
        <>
          <button type="button" className="button button--secondary" autoFocus onClick={close}>
            {t('collections.cancel')}
          </button>
          <button
            type="button"
            className="button button--danger"
            disabled={blocked || busy}
            onClick={confirm}
          >
            {t('history.revert.confirm')}
          </button>
        </>
      }
    >
      {entry && (
        <div className="revert-dialog">
          {preview.isPending ? (
            <p>{t('history.revert.loading')}</p>
          ) : preview.error ? (
            <p role="alert">{refusal(t, entry.page, preview.error)}</p>
          ) : data ? (
            <>
              <p>{t('history.revert.text', { page: pageName(entry.page) })}</p>
              {data.changes.length === 0 ? (
                <p>{t('history.revert.nothing')}</p>
              ) : (
                <ul className="revert-dialog__changes" aria-label={t('history.revert.changesLabel')}>
                  {data.changes.map((change) => (
                    <li key={change.field}>{changeWords(t, entry.page, change, data.names)}</li>
                  ))}
                </ul>
              )}
              {data.gone.length > 0 && (
                <div role="alert" className="revert-dialog__gone">
                  <p>{t('history.revert.goneIntro')}</p>
                  <ul>
                    {data.gone.map((ref) => (
                      <li key={`${ref.field}:${ref.id}`}>
                        {t(ref.kind === 'role' ? 'history.revert.goneRole' : 'history.revert.goneChannel', {
                          field: changeField(t, entry.page, ref.field),
                        })}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </>
          ) : null}
          {problem && (
            <p role="alert" className="revert-dialog__problem">
              {problem}
            </p>
          )}
        </div>
      )}
    </ModalDialog>
  );
}
