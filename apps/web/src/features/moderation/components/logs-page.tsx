import { useTranslation } from 'react-i18next';
import { LOG_KINDS } from '@hoshi/contracts';
import { RegisteredSettingsPage } from '../../../components/settings/registered-settings-page.tsx';
import { useGuildChannels } from '../../../lib/api/guild-objects.ts';
import { ModerationChannelField } from './moderation-channel-field.tsx';

/** /dashboard/servers/{id}/moderation/logs: one channel for each kind of log (docs/product.md#moderation). */
export function LogsPage({ id }: { id: string }) {
  const { t } = useTranslation('moderation');
  const channels = useGuildChannels(id);
  return (
    <RegisteredSettingsPage page="logs" guildId={id} extra={{ channels: channels.data }}>
      {(form, extra) => (
        <div className="settings-fields">
          <p className="settings-intro">{t('logs.intro')}</p>
          {LOG_KINDS.map((kind) => (
            <ModerationChannelField
              key={kind}
              label={t(`logs.${kind}`)}
              hint={kind === 'master' ? t('logs.masterHint') : undefined}
              channels={extra.channels}
              value={form.value[kind]}
              onChange={(channel) => form.set((doc) => ({ ...doc, [kind]: channel }))}
            />
          ))}
        </div>
      )}
    </RegisteredSettingsPage>
  );
}
