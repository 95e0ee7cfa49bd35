import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Issue } from '@hoshi/contracts';
import { paths } from '../../config/paths.ts';
import { guildProblemOf } from '../../lib/api/guild-problem.ts';
import { usePublicConfig } from '../../lib/api/public-config.ts';
import type { SettingsAnswer } from '../../lib/api/settings.ts';
import { readStoredGuild } from '../../lib/stored-guilds.ts';
import { GuildProblemNotice } from '../guild-problem-notice.tsx';
import { QueryLoader } from '../query-loader.tsx';
import { ServerHeader } from '../server-header.tsx';
import { SettingsPanel } from './settings-panel.tsx';
import { useSettingsForm } from './use-settings-form.ts';
import type { SettingsForm, SettingsFormAdapter, Versioned } from './use-settings-form.ts';

/** Everything else a page needs before it can render, each undefined while loading. */
export type Loading<Extra> = { [K in keyof Extra]: Extra[K] | undefined };

/**
 * True once a page's data is all in, a render later: the editor (pickers and all) then mounts in
 * a background render that yields to the browser every few milliseconds, not in the one long task
 * the data's arrival would start — a page blocking input while it appears is what Lighthouse's
 * total blocking time counts.
 */
export const useEditorMount = (ready: boolean): boolean => useDeferredValue(ready) && ready;

interface SettingsPageProps<
  Doc extends Versioned,
  Form extends Versioned,
  Extra extends object,
  Fields extends object = object,
> {
  guildId: string;
  title: string;
  /** The page's GET answer ({id, name, icon, settings}); undefined while loading. */
  answer: SettingsAnswer<Doc, Fields> | undefined;
  /** Why the answer did not come; a 403 or 404 is shown instead of the loader. */
  error?: unknown;
  /** Other data the page waits for (channels, roles, …); handed to children once all arrived. */
  extra: Loading<Extra>;
  save(doc: Doc): Promise<Doc>;
  adapter?: SettingsFormAdapter<Doc, Form>;
  describeProblem?(issue: Issue): string;
  /** What a save sends (see useSettingsForm). */
  outgoing?(working: Doc, saved: Doc): Doc;
  /** Save always allowed (spec 001 §4: warnings). */
  alwaysSave?: boolean;
  /** What stops a save before it is sent (see useSettingsForm). */
  check?(form: Form): string | null;
  /** The save bar's status line, when the page words it itself (a page saving one tab at a time). */
  status?(form: SettingsForm<Form>): string | null;
  /** Where the header leads: the hub unless given (moderation pages: their menu, spec 000 §2). */
  up?: { to: string; label: string };
  /** `fields`: what the GET answered besides the settings (the registry's answer fields). */
  children(form: SettingsForm<Form>, extra: Extra, fields: Fields): ReactNode;
}

/**
 * Every settings page: the server header, the loader until everything has arrived (a failed
 * fetch is only logged and the loader stays, spec 000 §8, unless the server said the user may
 * not manage this server or Hoshi is not on it: that is said instead), then the page's fields with the
 * unsaved badge, Undo and Save, the conflict dialog and the leave guard.
 */
export function SettingsPage<
  Doc extends Versioned,
  Form extends Versioned = Doc,
  Extra extends object = object,
  Fields extends object = object,
>(props: SettingsPageProps<Doc, Form, Extra, Fields>) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const { guildId, answer, extra } = props;
  const known = answer ?? readStoredGuild(guildId);
  // Without the CDN address an icon cannot load yet; initials until then.
  const guild = known && (config ? known : { ...known, icon: null });
  const ready = answer && config && Object.values(extra).every((value) => value !== undefined);
  const showEditor = useEditorMount(Boolean(ready));
  const problem = guildProblemOf(props.error);

  return (
    <div className="page settings-page">
      <ServerHeader
        guild={guild}
        fallbackId={guildId}
        cdnBase={config?.cdnBase ?? ''}
        to={props.up?.to ?? paths.dashboard.server.href(guildId)}
        linkLabel={props.up?.label ?? t('hub.backToHub')}
      />
      {problem ? (
        <GuildProblemNotice problem={problem} guildId={guildId} />
      ) : ready && showEditor ? (
        // Keyed by server only: a later refetch of the answer must never reset the user's edits.
        <SettingsEditor key={answer.id} {...props} answer={answer} extra={extra as Extra} />
      ) : (
        <QueryLoader />
      )}
    </div>
  );
}

function SettingsEditor<
  Doc extends Versioned,
  Form extends Versioned,
  Extra extends object,
  Fields extends object,
>({
  title,
  answer,
  extra,
  save,
  adapter,
  describeProblem,
  outgoing,
  alwaysSave,
  check,
  status,
  children,
}: SettingsPageProps<Doc, Form, Extra, Fields> & { answer: SettingsAnswer<Doc, Fields>; extra: Extra }) {
  const controller = useSettingsForm<Doc, Form>({
    loaded: answer.settings,
    save,
    adapter,
    describeProblem,
    outgoing,
    alwaysSave,
    check,
  });

  return (
    <SettingsPanel
      titleId="settings-title"
      title={title}
      controller={controller}
      status={status?.(controller.form)}
    >
      {children(controller.form, extra, answer.fields)}
    </SettingsPanel>
  );
}
