import { useTranslation } from 'react-i18next';
import { BAN_APPEAL_COOLDOWNS } from '@hoshi/contracts';
import { RegisteredSettingsPage } from '../../../components/settings/registered-settings-page.tsx';
import { useGuildChannels } from '../../../lib/api/guild-objects.ts';
import { ChoiceField } from './choice-field.tsx';
import { ModerationChannelField } from './moderation-channel-field.tsx';

/** /dashboard/servers/{id}/moderation/banappeals: destination channel and cooldown (spec 001 §2). */
export function BanAppealsPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const channels = useGuildChannels(id);
  return (
    <RegisteredSettingsPage page="banappeals" guildId={id} extra={{ channels: channels.data }}>
      {(form, extra) => (
        <div className="settings-fields">
          <p className="settings-intro">{t('moderation.banappeals.intro')}</p>
          <ModerationChannelField
            label={t('moderation.banappeals.channel')}
            hint={t('moderation.banappeals.channelHint')}
            channels={extra.channels}
            value={form.value.channel}
            onChange={(channel) => form.set((doc) => ({ ...doc, channel }))}
          />
          <ChoiceField
            label={t('moderation.banappeals.cooldown')}
            hint={t('moderation.banappeals.cooldownHint')}
            choices={BAN_APPEAL_COOLDOWNS.map((n) => ({
              value: n,
              label: t(`moderation.banappeals.cooldowns.${n}`),
            }))}
            value={form.value.cooldown}
            onChange={(cooldown) => form.set((doc) => ({ ...doc, cooldown }))}
          />
        </div>
      )}
    </RegisteredSettingsPage>
  );
}
