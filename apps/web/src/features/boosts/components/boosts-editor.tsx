import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOST_TIER_MAX, BOOST_VARIABLES, boostsSettings } from '@hoshi/contracts';
import { MessageField } from '../../../components/message-field.tsx';
import type { BoostsSettings, Channel, Role } from '@hoshi/contracts';
import { DiscordMarkdown } from '../../../components/discord-preview/discord-markdown.tsx';
import { mentionNames } from '../../../components/discord-preview/mention-names.ts';
import { MessagePreview } from '../../../components/discord-preview/message-preview.tsx';
import { Field } from '../../../components/field.tsx';
import { ChannelPicker } from '../../../components/pickers/channel-picker.tsx';
import type { SettingsForm } from '../../../components/settings/use-settings-form.ts';
import { fillBoostMessage, type BoostContext } from '@hoshi/bot-messages';
import { BoostLevel } from './boost-level.tsx';

interface BoostsEditorProps {
  form: SettingsForm<BoostsSettings>;
  boostTier: number;
  channels: Channel[];
  /** For role mentions in the preview; empty until loaded. */
  roles: Role[];
  context: BoostContext;
  cdnBase: string;
}

// docs/product.md#boosts: boosts go to a text channel or a voice channel's chat.

type VariableName = 'USER' | 'NAME' | 'SERVER' | 'LEVEL';

/** docs/product.md#boosts: the boost level, the channel and the message, with a live preview beside them. */
export function BoostsEditor({ form, boostTier, channels, roles, context, cdnBase }: BoostsEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const { value } = form;
  const channel = channels.find((c) => c.id === value.channel);

  return (
    <div className="preview-layout">
      <div className="settings-fields">
        <p className="settings-intro">{t('boosts.intro')}</p>
        <BoostLevel level={boostTier} max={BOOST_TIER_MAX} />

        <Field htmlFor={`${id}-channel`} label={t('boosts.channel')} hint={t('boosts.channelHint')}>
          <ChannelPicker
            inputId={`${id}-channel`}
            channels={channels}
            field={boostsSettings.shape.channel}
            value={value.channel}
            onChange={(channel) => form.set((doc) => ({ ...doc, channel }))}
          />
        </Field>

        <MessageField
          label={t('boosts.message')}
          value={value.message}
          variables={BOOST_VARIABLES.map((name) => ({
            name,
            meaning: t(`boosts.vars.${name.slice(1, -1) as VariableName}`),
          }))}
          onChange={(message) => form.set((doc) => ({ ...doc, message }))}
        />
      </div>

      <MessagePreview
        channelName={channel?.name ?? null}
        channelType={channel?.type}
        noChannel={t('boosts.noChannel')}
        testId="boost-preview"
      >
        <DiscordMarkdown
          content={fillBoostMessage(value.message, context)}
          names={mentionNames([context.member], channels, roles)}
          cdnBase={cdnBase}
        />
      </MessagePreview>
    </div>
  );
}
