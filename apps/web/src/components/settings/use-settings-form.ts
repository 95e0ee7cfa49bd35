import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEqual } from 'es-toolkit';
import { ACTION_THROTTLE_MS, type Issue } from '@hoshi/contracts';
import { apiErrorCode } from '../../lib/api/api-error.ts';
import { SettingsConflict, SettingsRejected } from '../../lib/api/settings.ts';
import { notify, toastProgress } from '../../lib/toast.ts';
import { useThrottledAction } from '../../lib/use-throttled-action.ts';
import { describeIssue } from './field-labels.ts';

export interface Versioned {
  version: number;
}

/**
 * How a page's form state maps onto the stored document, for pages whose inputs are not the
 * document itself (the XP add tab's rows). Without one, the form is the document.
 */
export interface SettingsFormAdapter<Doc extends Versioned, Form extends Versioned> {
  toForm: (doc: Doc) => Form;
  toDocument: (form: Form) => Doc;
}

export interface SettingsFormOptions<Doc extends Versioned, Form extends Versioned> {
  loaded: Doc;
  /**
   * Sends the document (with the version it started from) and the saved copy it was edited from;
   * resolves to the server's copy.
   */
  save: (doc: Doc, saved: Doc) => Promise<Doc>;
  adapter?: SettingsFormAdapter<Doc, Form>;
  /** One refused field of a 400, worded for the reader (field as the page labels it, and why). */
  describeProblem?: (issue: Issue) => string;
  /**
   * What a save sends, from the working and the saved document; the whole working document
   * without it. The pings page sends the saved document with only the active tab's part
   * replaced (docs/product.md#api-calls, docs/decisions/0014-settings-pages-saved-copy-working-copy-and-the.md).
   */
  outgoing?: (working: Doc, saved: Doc) => Doc;
  /** Save stays pressable and sends even without a change (docs/product.md#settings-forms: the warnings page). */
  alwaysSave?: boolean;
  /**
   * What stops a save before anything is sent, in words (the page marks the fields as they are
   * edited); null when the form may be sent.
   */
  check?: (form: Form) => string | null;
}

/** What a page's inputs read and write. */
export interface SettingsForm<Form> {
  /** The working copy. */
  value: Form;
  /** The saved copy, in the form's shape. */
  saved: Form;
  /** Whether the working copy differs from the saved copy (the unsaved badge, Undo, leave guard). */
  dirty: boolean;
  set: (update: (form: Form) => Form) => void;
  /** Whether one part differs from the saved copy, for per-tab badges. */
  changed: (pick: (form: Form) => unknown) => boolean;
}

export interface SettingsController<Doc extends Versioned, Form extends Versioned> {
  form: SettingsForm<Form>;
  /** The working copy as the document it would save (through the page's adapter, if any). */
  working: Doc;
  /** Whether Save would send something (a change, or always on pages that say so). */
  savable: boolean;
  saving: boolean;
  /** The server's message from the last rejected save, until the next edit. */
  problem: string | null;
  undo: () => void;
  /** Throttled to one press per 2 s (docs/product.md#settings-forms). */
  save: () => void;
  /** Less than 2 s since Save was pressed: another press would be dropped. */
  cooling: boolean;
  /** A press was dropped during this cool-down. */
  saveRefused: boolean;
  /** Someone else's document, after a 409, until the user decides. */
  conflict: Doc | null;
  loadTheirs: () => void;
  keepMine: () => void;
  postponeConflict: () => void;
}

const identity = <T>(value: T) => value;

/**
 * The saved copy and the working copy of a settings page (docs/product.md#settings-forms) and everything that
 * moves between them: undo, save (throttled, with the toasts of docs/product.md#texts), and the answers
 * to a 409 (never overwrite anyone silently, never drop an edit without the user choosing).
 */
export function useSettingsForm<Doc extends Versioned, Form extends Versioned = Doc>({
  loaded,
  save,
  adapter,
  describeProblem,
  outgoing = identity,
  alwaysSave = false,
  check,
}: SettingsFormOptions<Doc, Form>): SettingsController<Doc, Form> {
  const { t } = useTranslation();
  const describe = describeProblem ?? ((issue: Issue) => `${issue.path} ${describeIssue(t, issue)}`);
  const toForm = adapter?.toForm ?? (identity as (doc: Doc) => Form);
  const toDocument = adapter?.toDocument ?? (identity as unknown as (form: Form) => Doc);

  const [state, setState] = useState(() => ({ saved: loaded, working: toForm(loaded) }));
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Doc | null>(null);

  const savedForm = toForm(state.saved);
  const dirty = !isEqual(toDocument(state.working), state.saved);
  const pending = alwaysSave || !isEqual(outgoing(toDocument(state.working), state.saved), state.saved);

  const explain = (error: unknown): string => {
    if (error instanceof SettingsConflict) return `${t('toast.saveFailed')} ${t('settings.conflictToast')}`;
    if (error instanceof SettingsRejected) {
      const fields = error.issues.map(describe).join(t('errors.separator'));
      return `${t('toast.saveFailed')} ${t('settings.rejected', { fields: fields || error.message })}`;
    }
    // The server could not reach its database, could not tell its other instances (Redis away),
    // or was too busy to take the request: nothing was saved, and a retry soon will work.
    const code = apiErrorCode(error);
    if (code === 'database_unavailable' || code === 'cache_unavailable' || code === 'server_busy') {
      return `${t('toast.saveFailed')} ${t(`serverErrors.${code}`)}`;
    }
    return t('toast.saveFailed');
  };

  const submit = useThrottledAction(() => {
    if (saving) return;
    const blocked = check?.(state.working) ?? null;
    if (blocked) {
      setProblem(blocked);
      notify.info(`${t('toast.saveFailed')} ${blocked}`);
      return;
    }
    const sent = outgoing(toDocument(state.working), state.saved);
    if (!alwaysSave && isEqual(sent, state.saved)) {
      notify.info(t('toast.noChanges'));
      return;
    }
    setSaving(true);
    setProblem(null);
    toastProgress(save(sent, state.saved), {
      loading: t('toast.saving'),
      success: t('toast.saved'),
      error: explain,
    })
      .then(
        (answer) =>
          setState((current) => ({
            // docs/product.md#settings-forms: the saved copy becomes the server's answer. Edits made while the
            // save was on its way stay, moved onto the new version.
            saved: answer,
            working: isEqual(toDocument(current.working), sent)
              ? toForm(answer)
              : { ...current.working, version: answer.version },
          })),
        (error: unknown) => {
          if (error instanceof SettingsConflict) setConflict(error.current as Doc);
          else if (error instanceof SettingsRejected) setProblem(explain(error));
          else console.error('Save failed', error);
        },
      )
      .finally(() => setSaving(false));
  }, ACTION_THROTTLE_MS);

  return {
    working: toDocument(state.working),
    form: {
      value: state.working,
      saved: savedForm,
      dirty,
      set: (update) => {
        setProblem(null);
        setState((current) => ({ ...current, working: update(current.working) }));
      },
      changed: (pick) => !isEqual(pick(state.working), pick(savedForm)),
    },
    savable: pending,
    saving,
    problem,
    undo: () => {
      setProblem(null);
      setState((current) => ({ ...current, working: toForm(current.saved) }));
    },
    save: submit.run,
    cooling: submit.cooling,
    saveRefused: submit.refused,
    conflict,
    loadTheirs: () => {
      if (!conflict) return;
      setState({ saved: conflict, working: toForm(conflict) });
      setConflict(null);
    },
    keepMine: () => {
      if (!conflict) return;
      // Their document becomes the saved copy, so the badge and Undo measure against it; the
      // next save carries their version and replaces it, which the user has just chosen.
      setState((current) => ({
        saved: conflict,
        working: { ...current.working, version: conflict.version },
      }));
      setConflict(null);
    },
    // Escape: decide later. The version stays stale, so the next save asks again.
    postponeConflict: () => setConflict(null),
  };
}
