import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EVERYONE_LEVELS, PING_TABS } from '@hoshi/contracts';
import type { Channel, PingTab, PingsSettings, Role } from '@hoshi/contracts';
import type { SettingsForm } from '../../../components/settings/use-settings-form.ts';
import { Tabs } from '../../../components/tabs.tsx';
import { ChoiceField } from './choice-field.tsx';
import { ModerationChannelField } from './moderation-channel-field.tsx';
import { PingTimeField } from './ping-time-field.tsx';
import { WhitelistAndMessage } from './whitelist-and-message.tsx';

interface PingsEditorProps {
  form: SettingsForm<PingsSettings>;
  channels: Channel[];
  roles: Role[];
  tab: PingTab;
  onTab: (tab: PingTab) => void;
}

const TRIGGERS = ['everyone', 'users', 'roles'] as const;

/** docs/product.md#moderation: three tabs (ghost messages, ghost pings, @everyone), badges mark unsaved tabs. */
export function PingsEditor({ form, channels, roles, tab, onTab }: PingsEditorProps) {
  const { t } = useTranslation('moderation');
  const { msgSettings: msg, ghostSettings: ghost, everyoneSettings: everyone } = form.value;
  const setPart = <K extends PingTab>(key: K, patch: Partial<PingsSettings[K]>) =>
    form.set((doc) => ({ ...doc, [key]: { ...doc[key], ...patch } }));

  const panels: Record<PingTab, ReactNode> = {
    msgSettings: (
      <div className="settings-fields">
        <ModerationChannelField
          label={t('pings.channel')}
          hint={t('pings.channelHint')}
          channels={channels}
          value={msg.channel}
          onChange={(channel) => setPart('msgSettings', { channel })}
        />
        <PingTimeField
          field="pings.msgSettings.time"
          value={msg.time}
          onChange={(time) => setPart('msgSettings', { time })}
        />
        <WhitelistAndMessage roles={roles} value={msg} onChange={(patch) => setPart('msgSettings', patch)} />
      </div>
    ),
    ghostSettings: (
      <div className="settings-fields">
        <fieldset className="check-group">
          <legend className="field__label">{t('pings.triggers')}</legend>
          {TRIGGERS.map((trigger) => (
            <label key={trigger} className="check-group__option">
              <input
                type="checkbox"
                checked={ghost[trigger]}
                onChange={(event) => setPart('ghostSettings', { [trigger]: event.target.checked })}
              />
              {t(`pings.${trigger}`)}
            </label>
          ))}
        </fieldset>
        <PingTimeField
          field="pings.ghostSettings.time"
          value={ghost.time}
          onChange={(time) => setPart('ghostSettings', { time })}
        />
        <WhitelistAndMessage
          roles={roles}
          value={ghost}
          onChange={(patch) => setPart('ghostSettings', patch)}
        />
      </div>
    ),
    everyoneSettings: (
      <div className="settings-fields">
        <ChoiceField
          label={t('pings.level')}
          choices={EVERYONE_LEVELS.map((n) => ({ value: n, label: t(`pings.levels.${n}`) }))}
          value={everyone.level}
          onChange={(level) => setPart('everyoneSettings', { level })}
        />
        <WhitelistAndMessage
          roles={roles}
          value={everyone}
          onChange={(patch) => setPart('everyoneSettings', patch)}
        />
      </div>
    ),
  };

  return (
    <>
      <p className="settings-intro">{t('pings.intro')}</p>
      <Tabs
        label={t('pings.tabsLabel')}
        selected={tab}
        onSelect={(id) => onTab(id as PingTab)}
        tabs={PING_TABS.map((key) => ({
          id: key,
          label: t(`pings.tabs.${key}`),
          badge: form.changed((doc) => doc[key]),
          panel: panels[key],
        }))}
      />
    </>
  );
}
