import type { ReactNode } from 'react';
import type { Issue, PermissionName } from '@hoshi/contracts';
import type { SettingsAnswer } from '../../lib/api/settings.ts';
import { BotPermissionsNotice } from '../bot-permissions-notice.tsx';
import { GuildPageFrame } from '../guild-page-frame.tsx';
import { SettingsPanel } from './settings-panel.tsx';
import { useSettingsForm } from './use-settings-form.ts';
import type { SettingsForm, SettingsFormAdapter, Versioned } from './use-settings-form.ts';

/** Everything else a page needs before it can render, each undefined while loading. */
export type Loading<Extra> = { [K in keyof Extra]: Extra[K] | undefined };

/** A page's other data once all of it has arrived; undefined until then. */
export const whenLoaded = <Extra extends object>(extra: Loading<Extra>): Extra | undefined =>
  Object.values(extra).every((value) => value !== undefined) ? (extra as Extra) : undefined;

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
  save: (doc: Doc, saved: Doc) => Promise<Doc>;
  adapter?: SettingsFormAdapter<Doc, Form>;
  describeProblem?: (issue: Issue) => string;
  /** What a save sends (see useSettingsForm). */
  outgoing?: (working: Doc, saved: Doc) => Doc;
  /** Save always allowed (docs/product.md#settings-forms: warnings). */
  alwaysSave?: boolean;
  /** What stops a save before it is sent (see useSettingsForm). */
  check?: (form: Form) => string | null;
  /** The save bar's status line, when the page words it itself (a page saving one tab at a time). */
  status?: (form: SettingsForm<Form>) => string | null;
  /**
   * What Hoshi needs on the server for the working copy to act (pagePermissions in
   * @hoshi/contracts); the page says so when Hoshi lacks it (docs/product.md#hoshis-permissions).
   */
  needs?: (doc: Doc) => readonly PermissionName[];
  /** Where the header leads: the hub unless given (moderation pages: their menu, docs/product.md#settings-forms). */
  up?: { to: string; label: string };
  /** Shown without Undo and Save (a member whose role's grant is "view"). */
  readOnly?: boolean;
  /** `fields`: what the GET answered besides the settings (the registry's answer fields). */
  children: (form: SettingsForm<Form>, extra: Extra, fields: Fields) => ReactNode;
}

/**
 * Every settings page: the server's frame (header, loader, a 403 or 404 said instead), then the
 * page's fields with the unsaved badge, Undo and Save, the conflict dialog and the leave guard.
 */
export function SettingsPage<
  Doc extends Versioned,
  Form extends Versioned = Doc,
  Extra extends object = object,
  Fields extends object = object,
>(props: SettingsPageProps<Doc, Form, Extra, Fields>) {
  const { answer } = props;
  const extra = whenLoaded(props.extra);
  return (
    <GuildPageFrame
      guildId={props.guildId}
      guild={answer}
      error={props.error}
      up={props.up}
      data={answer && extra && { answer, extra }}
    >
      {(loaded) => (
        // Keyed by server only: a later refetch of the answer must never reset the user's edits.
        <SettingsEditor key={loaded.answer.id} {...props} {...loaded} />
      )}
    </GuildPageFrame>
  );
}

function SettingsEditor<
  Doc extends Versioned,
  Form extends Versioned,
  Extra extends object,
  Fields extends object,
>({
  guildId,
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
  needs,
  readOnly,
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
      readOnly={readOnly}
    >
      {needs && <BotPermissionsNotice guildId={guildId} needed={needs(controller.working)} />}
      {children(controller.form, extra, answer.fields)}
    </SettingsPanel>
  );
}
