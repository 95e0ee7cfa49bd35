import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  apiErrorSchema,
  IMPORT_MAX_BYTES,
  isImportError,
  type ImportAnswer,
  type UnmatchedRef,
} from '@hoshi/contracts';
import { isAxiosError } from 'axios';
import { GuildPageFrame } from '../../../components/guild-page-frame.tsx';
import { describeProblem } from '../../../components/settings/field-labels.ts';
import { useGuildInfo } from '../../../lib/api/guild-info.ts';
import { getExport, postImport } from '../../../lib/api/transfer.ts';
import { notify, toastProgress } from '../../../lib/toast.ts';
import { changeWords } from '../../../components/settings/change-words.ts';
import './transfer.css';

/** A refused import, worded from its code (transfer.errors.*), with the fields a page refused. */
class ImportRefused extends Error {
  constructor(readonly words: string) {
    super(words);
    this.name = 'ImportRefused';
  }
}

const pageName = (t: TFunction, page: string) => t(`hub.${page}` as 'hub.xp');

/** Why the server refused the document, in the reader's language. */
function explain(t: TFunction, error: unknown): string {
  if (error instanceof ImportRefused) return error.words;
  if (!isAxiosError(error)) return t('transfer.errors.unknown');
  const sent = apiErrorSchema.safeParse(error.response?.data).data?.error;
  return sent && isImportError(sent.code) ? t(`transfer.errors.${sent.code}`) : t('transfer.errors.unknown');
}

/** A file's text as the document it holds, refused before sending when too big or not JSON. */
async function readFile(t: TFunction, file: File): Promise<unknown> {
  if (file.size > IMPORT_MAX_BYTES) throw new ImportRefused(t('transfer.errors.import_too_large'));
  try {
    return JSON.parse(await file.text()) as unknown;
  } catch {
    throw new ImportRefused(t('transfer.errors.import_format'));
  }
}

function UnmatchedItem({ item }: { item: UnmatchedRef }) {
  const { t } = useTranslation();
  const channelTypes: Record<string, string | undefined> = t('errors.channelTypes', { returnObjects: true });
  const name =
    item.name === null
      ? t(item.kind === 'channel' ? 'history.value.goneChannel' : 'history.value.goneRole')
      : item.kind === 'channel'
        ? `#${item.name}`
        : `@${item.name}`;
  const kind =
    item.kind === 'channel'
      ? t('transfer.channelOf', { type: channelTypes[String(item.type)] ?? String(item.type) })
      : t('transfer.role');
  return (
    <li>
      <strong>{name}</strong> ({kind}) —{' '}
      {item.pages.map((p) => pageName(t, p)).join(t('history.value.separator'))}
    </li>
  );
}

/** The preview: per page what would change, what cannot be imported, and what found no namesake. */
function Preview({ answer }: { answer: ImportAnswer }) {
  const { t } = useTranslation();
  return (
    <div className="transfer__preview" data-testid="import-preview">
      <p className="transfer__source">{t('transfer.from', { server: answer.source.name })}</p>
      <table className="transfer__table">
        <caption className="visually-hidden">{t('transfer.previewTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('transfer.page')}</th>
            <th scope="col">{t('transfer.result')}</th>
            <th scope="col">{t('transfer.changes')}</th>
          </tr>
        </thead>
        <tbody>
          {answer.pages.map((page) => (
            <tr key={page.page} className={`transfer__row transfer__row--${page.state}`}>
              <th scope="row">{pageName(t, page.page)}</th>
              <td>
                <span className={`transfer__state transfer__state--${page.state}`}>
                  {t(`transfer.state.${page.state}`)}
                </span>
              </td>
              <td>
                {page.state === 'invalid' ? (
                  <ul className="transfer__list">
                    {page.issues.map((issue) => (
                      <li key={`${issue.path}:${issue.code}`}>{describeProblem(t, page.page, issue)}</li>
                    ))}
                  </ul>
                ) : page.changes.length > 0 ? (
                  <ul className="transfer__list">
                    {page.changes.map((change) => (
                      <li key={change.field}>{changeWords(t, page.page, change, answer.names)}</li>
                    ))}
                  </ul>
                ) : (
                  t('transfer.noChanges')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h4 className="transfer__subhead">{t('transfer.unmatchedTitle')}</h4>
      {answer.unmatched.length === 0 ? (
        <p>{t('transfer.allMatched')}</p>
      ) : (
        <>
          <p>{t('transfer.unmatchedIntro')}</p>
          <ul className="transfer__list" data-testid="import-unmatched">
            {answer.unmatched.map((item) => (
              <UnmatchedItem key={`${item.kind}:${item.id}`} item={item} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * /dashboard/servers/{id}/transfer (docs/product.md#export-and-import): download this server's
 * settings; pick a file exported from any server, see what importing it here would change, and
 * apply it (one save per page, each in the history).
 */
export function TransferPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const info = useGuildInfo(id);
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<{ file: string; document: unknown } | null>(null);
  const [preview, setPreview] = useState<ImportAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [applied, setApplied] = useState<ImportAnswer['applied'] | null>(null);

  const download = async () => {
    setBusy(true);
    try {
      const document = await toastProgress(getExport(id), {
        loading: t('transfer.toast.exporting'),
        success: t('transfer.toast.exported'),
        error: t('transfer.errors.unknown'),
      });
      const url = URL.createObjectURL(
        new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }),
      );
      const link = window.document.createElement('a');
      link.href = url;
      link.download = `hoshi-${id}-settings.json`;
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      // Told by the toast.
    } finally {
      setBusy(false);
    }
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setPreview(null);
    setProblem(null);
    setApplied(null);
    setBusy(true);
    try {
      const document = await readFile(t, file);
      setPicked({ file: file.name, document });
      setPreview(await postImport(id, document, true));
    } catch (error) {
      const words = explain(t, error);
      setProblem(words);
      notify.error(words);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const apply = async () => {
    if (!picked) return;
    setBusy(true);
    try {
      const done = await toastProgress(postImport(id, picked.document, false), {
        loading: t('transfer.toast.importing'),
        success: t('transfer.toast.imported'),
        error: (error) => explain(t, error),
      });
      setApplied(done.applied);
      await queryClient.invalidateQueries({ queryKey: ['settings'] });
      await queryClient.invalidateQueries({ queryKey: ['history', id] });
      setPreview(await postImport(id, picked.document, true));
    } catch (error) {
      setProblem(explain(t, error));
    } finally {
      setBusy(false);
    }
  };

  const invalid = preview?.pages.some((p) => p.state === 'invalid') ?? false;
  const changes = preview?.pages.some((p) => p.state === 'change') ?? false;

  return (
    <GuildPageFrame guildId={id} guild={info.data} error={info.error} data={info.data}>
      {() => (
        <section className="settings-panel transfer" aria-labelledby="transfer-title">
          <div className="settings-panel__head">
            <h2 id="transfer-title" className="settings-panel__title">
              {t('transfer.title')}
            </h2>
          </div>
          <p className="settings-intro">{t('transfer.intro')}</p>

          <h3 className="transfer__subhead">{t('transfer.exportTitle')}</h3>
          <p>{t('transfer.exportText')}</p>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => void download()}
          >
            {t('transfer.download')}
          </button>

          <h3 className="transfer__subhead">{t('transfer.importTitle')}</h3>
          <p>{t('transfer.importText')}</p>
          <label className={`transfer__file button button--secondary${busy ? ' transfer__file--busy' : ''}`}>
            <span>{t('transfer.pick')}</span>
            <input
              ref={input}
              className="visually-hidden"
              type="file"
              accept=".json,application/json"
              disabled={busy}
              onChange={(e) => void pick(e.target.files?.[0])}
            />
          </label>
          <p className="transfer__hint">{t('transfer.pickHint')}</p>
          {picked && <p className="transfer__picked">{t('transfer.picked', { file: picked.file })}</p>}
          {problem && (
            <p className="transfer__problem" role="alert">
              {problem}
            </p>
          )}
          {applied && (
            <p className="transfer__done" role="status">
              {applied.length === 0
                ? t('transfer.appliedNone')
                : t('transfer.applied', {
                    pages: applied.map((p) => pageName(t, p)).join(t('history.value.separator')),
                  })}
            </p>
          )}
          {preview && (
            <>
              <Preview answer={preview} />
              {invalid && <p className="transfer__problem">{t('transfer.skipped')}</p>}
              {!changes && <p>{t('transfer.nothingToApply')}</p>}
              <button
                type="button"
                className="button button--primary"
                disabled={busy || !changes}
                onClick={() => void apply()}
              >
                {t('transfer.apply')}
              </button>
            </>
          )}
        </section>
      )}
    </GuildPageFrame>
  );
}
