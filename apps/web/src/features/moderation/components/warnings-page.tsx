import { useTranslation } from 'react-i18next';
import type { Channel, Role } from '@hoshi/contracts';
import { RegisteredSettingsPage } from '../../../components/settings/registered-settings-page.tsx';
import { useGuildChannels, useGuildRoles } from '../../../lib/api/guild-objects.ts';
import { ruleProblems, warningsAdapter, type WarningsForm } from '../warning-form.ts';
import { WarningsEditor } from './warnings-editor.tsx';

/** /dashboard/servers/{id}/moderation/warnings: basic settings and the warning-level rules. */
export function WarningsPage({ id }: { id: string }) {
  const channels = useGuildChannels(id);
  const roles = useGuildRoles(id);
  const { t } = useTranslation('moderation');
  const { t: common } = useTranslation();
  // Save is always pressable (docs/product.md#moderation) but sends nothing while a rule is marked.
  const check = (form: WarningsForm) => {
    const marked = ruleProblems(form).flatMap((problem, i) => (problem ? [i + 1] : []));
    if (marked.length === 0) return null;
    const rules = marked.map((n) => t('warnings.rule', { n })).join(common('errors.separator'));
    return t('warnings.problems.blocked', { count: marked.length, rules });
  };
  return (
    <RegisteredSettingsPage<'warnings', WarningsForm, { channels: Channel[]; roles: Role[] }>
      page="warnings"
      guildId={id}
      adapter={warningsAdapter}
      alwaysSave
      check={check}
      extra={{ channels: channels.data, roles: roles.data }}
    >
      {(form, extra) => <WarningsEditor form={form} channels={extra.channels} roles={extra.roles} />}
    </RegisteredSettingsPage>
  );
}
