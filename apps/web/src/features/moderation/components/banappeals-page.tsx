import { useTranslation } from 'react-i18next';
import { BAN_APPEAL_COOLDOWNS } from '@hoshi/contracts';
import { RegisteredSettingsPage } from '../../../components/settings/registered-settings-page.tsx';
import { useGuildChannels } from '../../../lib/api/guild-objects.ts';
import { ChoiceField } from './choice-field.tsx';
import { ModerationChannelField } from './moderation-channel-field.tsx';

/** /dashboard/servers/{id}/moderation/banappeals: destination channel and cooldown (docs/product.md#moderation). */
export function BanAppealsPage({ id }: { id: string }) {
  const { t } = useTranslation('moderation');
  const channels = useGuildChannels(id);
  return (
    <RegisteredSettingsPage page="banappeals" guildId={id} extra={{ channels: channels.data }}>
      {(form, extra) => (
        <div className="settings-fields">
          <p className="settings-intro">{t('banappeals.intro')}</p>
          <ModerationChannelField
            label={t('banappeals.channel')}
            hint={t('banappeals.channelHint')}
            channels={extra.channels}
            value={form.value.channel}
            onChange={(channel) => form.set((doc) => ({ ...doc, channel }))}
          />
          <ChoiceField
            label={t('banappeals.cooldown')}
            hint={t('banappeals.cooldownHint')}
            choices={BAN_APPEAL_COOLDOWNS.map((n) => ({
              value: n,
              label: t(`banappeals.cooldowns.${n}`),
            }))}
            value={form.value.cooldown}
            onChange={(cooldown) => form.set((doc) => ({ ...doc, cooldown }))}
          />
        </div>
      )}
    </RegisteredSettingsPage>
  );
}
