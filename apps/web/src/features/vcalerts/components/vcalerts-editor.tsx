import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { vcalertsSettings, VC_ALERT_MODES, VC_ALERT_STYLES, VC_ALERT_VARIABLES } from '@hoshi/contracts';
import { MessageField } from '../../../components/message-field.tsx';
import type { Channel, Role, VcAlertsSettings } from '@hoshi/contracts';
import { DiscordMarkdown } from '../../../components/discord-preview/discord-markdown.tsx';
import { mentionNames } from '../../../components/discord-preview/mention-names.ts';
import { MessagePreview } from '../../../components/discord-preview/message-preview.tsx';
import { Field } from '../../../components/field.tsx';
import { ChannelPicker } from '../../../components/pickers/channel-picker.tsx';
import { RolePicker } from '../../../components/pickers/role-picker.tsx';
import { SegmentedControl } from '../../../components/segmented-control.tsx';
import type { SettingsForm } from '../../../components/settings/use-settings-form.ts';
import { fillAlert } from '@hoshi/bot-messages';
import { sampleVoiceChannel } from '../sample-voice-channel.ts';

interface VcAlertsEditorProps {
  form: SettingsForm<VcAlertsSettings>;
  channels: Channel[];
  roles: Role[];
  /** Who stands in for the member in the preview (the signed-in user). */
  member: { id: string; username: string };
  server: string;
  cdnBase: string;
}

// docs/product.md#vc-alerts: the alert channel is text or voice; only voice channels hold calls to exempt.

type VariableName = 'USER' | 'NAME' | 'CHANNEL' | 'SERVER';

/** docs/product.md#vc-alerts: channel, mention role, timing, frequency, message and exempt channels. */
export function VcAlertsEditor({ form, channels, roles, member, server, cdnBase }: VcAlertsEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const { value } = form;
  const set = (patch: Partial<VcAlertsSettings>) => form.set((doc) => ({ ...doc, ...patch }));
  const channel = channels.find((c) => c.id === value.channel);
  const voice = sampleVoiceChannel(channels, value.exempt);

  return (
    <div className="preview-layout">
      <div className="settings-fields">
        <p className="settings-intro">{t('vcalerts.intro')}</p>
        <Field htmlFor={`${id}-channel`} label={t('vcalerts.channel')} hint={t('vcalerts.channelHint')}>
          <ChannelPicker
            inputId={`${id}-channel`}
            channels={channels}
            field={vcalertsSettings.shape.channel}
            value={value.channel}
            onChange={(channel) => set({ channel })}
          />
        </Field>

        <Field htmlFor={`${id}-role`} label={t('vcalerts.role')} hint={t('vcalerts.roleHint')}>
          <RolePicker
            inputId={`${id}-role`}
            roles={roles}
            // Only mentioned, never given: a role above Hoshi is fine here.
            field={vcalertsSettings.shape.role}
            value={value.role}
            onChange={(role) => set({ role })}
          />
        </Field>

        <SegmentedControl
          legend={t('vcalerts.style')}
          value={value.style}
          onChange={(style) => set({ style })}
          options={VC_ALERT_STYLES.map((style) => ({ value: style, label: t(`vcalerts.styles.${style}`) }))}
        />
        <SegmentedControl
          legend={t('vcalerts.mode')}
          value={value.mode}
          onChange={(mode) => set({ mode })}
          options={VC_ALERT_MODES.map((mode) => ({ value: mode, label: t(`vcalerts.modes.${mode}`) }))}
        />

        <MessageField
          label={t('vcalerts.message')}
          value={value.message}
          rows={4}
          variables={VC_ALERT_VARIABLES.map((name) => ({
            name,
            meaning: t(`vcalerts.vars.${name.slice(1, -1) as VariableName}`),
          }))}
          onChange={(message) => set({ message })}
        />

        <Field htmlFor={`${id}-exempt`} label={t('vcalerts.exempt')} hint={t('vcalerts.exemptHint')}>
          <ChannelPicker
            multi
            inputId={`${id}-exempt`}
            channels={channels}
            field={vcalertsSettings.shape.exempt}
            value={value.exempt}
            onChange={(exempt) => set({ exempt })}
          />
        </Field>
      </div>

      <MessagePreview
        channelName={channel?.name ?? null}
        channelType={channel?.type}
        noChannel={t('vcalerts.noChannel')}
        testId="alert-preview"
      >
        <DiscordMarkdown
          content={fillAlert(value.message, value.role, { member, server, voice })}
          names={mentionNames([member], channels, roles)}
          cdnBase={cdnBase}
        />
      </MessagePreview>
    </div>
  );
}
