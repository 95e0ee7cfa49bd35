import { useTranslation } from 'react-i18next';
import { ANTISPAM_HANDLINGS, ANTISPAM_LEVELS } from '@hoshi/contracts';
import { RegisteredSettingsPage } from '../../../components/settings/registered-settings-page.tsx';
import { useGuildChannels } from '../../../lib/api/guild-objects.ts';
import { ChoiceField } from './choice-field.tsx';
import { ModerationChannelField } from './moderation-channel-field.tsx';

/** /dashboard/servers/{id}/moderation/antispam: level and action selectors plus a log channel (docs/product.md#moderation). */
export function AntispamPage({ id }: { id: string }) {
  const { t } = useTranslation('moderation');
  const channels = useGuildChannels(id);
  return (
    <RegisteredSettingsPage page="antispam" guildId={id} extra={{ channels: channels.data }}>
      {(form, extra) => {
        const { value } = form;
        return (
          <div className="settings-fields">
            <p className="settings-intro">{t('antispam.intro')}</p>
            <ChoiceField
              label={t('antispam.level')}
              hint={t('antispam.levelHint')}
              choices={ANTISPAM_LEVELS.map((n) => ({
                value: n,
                label: t(`antispam.levels.${n}`),
              }))}
              value={value.level}
              onChange={(level) => form.set((doc) => ({ ...doc, level }))}
            />
            <ChoiceField
              label={t('antispam.handling')}
              hint={t('antispam.handlingHint')}
              choices={ANTISPAM_HANDLINGS.map((n) => ({
                value: n,
                label: t(`antispam.handlings.${n}`),
              }))}
              value={value.handling}
              onChange={(handling) => form.set((doc) => ({ ...doc, handling }))}
            />
            <ModerationChannelField
              label={t('antispam.reports')}
              hint={t('antispam.reportsHint')}
              channels={extra.channels}
              value={value.reports}
              onChange={(reports) => form.set((doc) => ({ ...doc, reports }))}
            />
          </div>
        );
      }}
    </RegisteredSettingsPage>
  );
}
