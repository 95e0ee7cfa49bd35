import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
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
          <AppealLink guildId={id} />
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

/** The server's public appeal page, to copy and give to banned members (docs/product.md#ban-appeals). */
function AppealLink({ guildId }: { guildId: string }) {
  const { t } = useTranslation('moderation');
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}${paths.appeal.href(guildId)}`;
  return (
    <div className="settings-field">
      <label>
        {t('banappeals.link')}
        <input type="text" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <button
        type="button"
        onClick={() => void navigator.clipboard.writeText(link).then(() => setCopied(true))}
      >
        {copied ? t('banappeals.copied') : t('banappeals.copy')}
      </button>
      <p className="settings-hint">{t('banappeals.linkHint')}</p>
    </div>
  );
}
