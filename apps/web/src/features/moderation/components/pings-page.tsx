import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PING_TABS, type PingTab, type PingsSettings } from '@hoshi/contracts';
import { RegisteredSettingsPage } from '../../../components/settings/registered-settings-page.tsx';
import type { SettingsForm } from '../../../components/settings/use-settings-form.ts';
import { useGuildChannels, useGuildRoles } from '../../../lib/api/guild-objects.ts';
import { withActiveTab } from '../pings-save.ts';
import { PingsEditor } from './pings-editor.tsx';

/**
 * /dashboard/servers/{id}/moderation/pings: Save sends the active tab (docs/product.md#api-calls); the other
 * tabs keep their edits and badges, and the save bar says which tabs those are.
 */
export function PingsPage({ id }: { id: string }) {
  const { t } = useTranslation('moderation');
  const { t: common } = useTranslation();
  const channels = useGuildChannels(id);
  const roles = useGuildRoles(id);
  const [tab, setTab] = useState<PingTab>('msgSettings');

  const status = (form: SettingsForm<PingsSettings>): string | null => {
    const others = PING_TABS.filter((other) => other !== tab && form.changed((doc) => doc[other]));
    if (others.length === 0) return null;
    const tabs = others
      .map((other) => t('pings.tabList', { tab: t(`pings.tabs.${other}`) }))
      .join(common('errors.separator'));
    return form.changed((doc) => doc[tab])
      ? t('pings.status.activeAndOthers', { tabs })
      : t('pings.status.othersOnly', { tabs });
  };

  return (
    <RegisteredSettingsPage
      page="pings"
      guildId={id}
      outgoing={withActiveTab(tab)}
      status={status}
      extra={{ channels: channels.data, roles: roles.data }}
    >
      {(form, extra) => (
        <PingsEditor form={form} channels={extra.channels} roles={extra.roles} tab={tab} onTab={setTab} />
      )}
    </RegisteredSettingsPage>
  );
}
