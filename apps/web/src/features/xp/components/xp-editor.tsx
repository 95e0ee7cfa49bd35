import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isEqual } from 'es-toolkit';
import type { Channel, Role } from '@hoshi/contracts';
import { Tabs } from '../../../components/tabs.tsx';
import { paths } from '../../../config/paths.ts';
import type { SettingsForm } from '../../../components/settings/use-settings-form.ts';
import { addLevelRoles } from '../lvlroles.ts';
import type { XpForm } from '../lvlroles.ts';
import { XpAddTab } from './xp-add-tab.tsx';
import { XpRemoveTab } from './xp-remove-tab.tsx';
import { XpSettingsTab } from './xp-settings-tab.tsx';

interface XpEditorProps {
  form: SettingsForm<XpForm>;
  channels: Channel[];
  roles: Role[];
  guildId: string;
}

type XpTab = 'settings' | 'add' | 'remove';

/** docs/product.md#xp: three tabs, each with a dot while it holds unsaved changes. */
export function XpEditor({ form, channels, roles, guildId }: XpEditorProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<XpTab>('settings');
  const { value } = form;

  const badges: Record<XpTab, boolean> = {
    settings: form.changed((f) => [f.rate, f.boostBonus, f.exempt, f.channel]),
    add: form.changed((f) => f.reward) || !isEqual(addLevelRoles(value.lvlroles, value.rows), value.lvlroles),
    remove: value.remove.length > 0,
  };

  return (
    <>
      <p className="settings-intro">
        {t('xp.intro')}{' '}
        <Link to={paths.dashboard.server.leaderboard.href(guildId)}>{t('leaderboard.linkText')}</Link>
      </p>
      <Tabs
        label={t('xp.tabsLabel')}
        selected={tab}
        onSelect={(id) => setTab(id as XpTab)}
        tabs={[
          {
            id: 'settings',
            label: t('xp.tabs.settings'),
            badge: badges.settings,
            panel: <XpSettingsTab form={form} channels={channels} />,
          },
          {
            id: 'add',
            label: t('xp.tabs.add'),
            badge: badges.add,
            panel: <XpAddTab form={form} roles={roles} />,
          },
          {
            id: 'remove',
            label: t('xp.tabs.remove'),
            badge: badges.remove,
            panel: <XpRemoveTab form={form} roles={roles} />,
          },
        ]}
      />
    </>
  );
}
