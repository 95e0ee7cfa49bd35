import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isModerationPage,
  pagePermissions,
  type AnswerFieldsOf,
  type SettingsOf,
  type SettingsPageName,
} from '@hoshi/contracts';
import { paths } from '../../config/paths.ts';
import { maySave } from '../../lib/access.ts';
import { useGuildInfo } from '../../lib/api/guild-info.ts';
import { saveSettings, useSettings } from '../../lib/api/settings.ts';
import { describeProblem } from './field-labels.ts';
import { SettingsPage, type Loading } from './settings-page.tsx';
import type { SettingsForm, SettingsFormAdapter, Versioned } from './use-settings-form.ts';

interface RegisteredSettingsPageProps<
  N extends SettingsPageName,
  Form extends Versioned,
  Extra extends object,
> {
  /** The page's name in the registry (@hoshi/contracts SETTINGS_PAGES). */
  page: N;
  guildId: string;
  /** Other data the editor waits for (channels, roles, …), each undefined while loading. */
  extra: Loading<Extra>;
  adapter?: SettingsFormAdapter<SettingsOf<N>, Form>;
  /** What a save sends (see useSettingsForm). */
  outgoing?: (working: SettingsOf<N>, saved: SettingsOf<N>) => SettingsOf<N>;
  /** Save always allowed (docs/product.md#settings-forms: warnings). */
  alwaysSave?: boolean;
  /** What stops a save before it is sent (see useSettingsForm). */
  check?: (form: Form) => string | null;
  /** The save bar's status line, when the page words it itself (see SettingsPage). */
  status?: (form: SettingsForm<Form>) => string | null;
  /** `fields`: what the page's GET answers besides its settings (the boost level, counts). */
  children: (form: SettingsForm<Form>, extra: Extra, fields: AnswerFieldsOf<N>) => ReactNode;
}

/**
 * A settings page of the registry: its document's GET and save, its title (the hub's name for
 * it) and the wording of a refused field all follow from the page's name; the page brings only
 * its editor and the data the editor needs.
 */
export function RegisteredSettingsPage<
  N extends SettingsPageName,
  Form extends Versioned = SettingsOf<N>,
  Extra extends object = object,
>({ page, guildId, ...rest }: RegisteredSettingsPageProps<N, Form, Extra>) {
  const { t } = useTranslation();
  const query = useSettings(page, guildId);
  // A member whose role's grant is "view" reads the page without Undo and Save.
  const readOnly = !maySave(useGuildInfo(guildId).data?.access, page);
  return (
    <SettingsPage<SettingsOf<N>, Form, Extra, AnswerFieldsOf<N>>
      guildId={guildId}
      title={t(`hub.${page}`)}
      answer={query.data}
      error={query.error}
      save={(doc, saved) => saveSettings(page, guildId, doc, saved)}
      describeProblem={(issue) => describeProblem(t, page, issue)}
      needs={(doc) => pagePermissions(page, doc)}
      readOnly={readOnly}
      // docs/product.md#settings-forms: moderation pages lead back to the moderation menu.
      up={
        isModerationPage(page)
          ? { to: paths.dashboard.server.page(guildId, 'moderation'), label: t('hub.backToModeration') }
          : undefined
      }
      {...rest}
    />
  );
}
