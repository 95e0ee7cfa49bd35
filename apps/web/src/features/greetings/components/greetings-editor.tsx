import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field.tsx';
import {
  greeting as greetingSchema,
  GREETING_KINDS,
  GREETING_STYLES,
  GREETING_VARIABLES,
} from '@hoshi/contracts';
import { MessageField } from '../../../components/message-field.tsx';
import type { Channel, GreetingsSettings, Greeting, Language, Role } from '@hoshi/contracts';
import { ChannelPicker } from '../../../components/pickers/channel-picker.tsx';
import { SegmentedControl } from '../../../components/segmented-control.tsx';
import type { SettingsForm } from '../../../components/settings/use-settings-form.ts';
import type { GreetingContext } from '@hoshi/bot-messages';
import { GreetingPreview } from './greeting-preview.tsx';

type Kind = (typeof GREETING_KINDS)[number];
type GreetingVariable = 'USER' | 'NAME' | 'SERVER' | 'MEMBERS' | 'RANDOM';

interface GreetingsEditorProps {
  form: SettingsForm<GreetingsSettings>;
  channels: Channel[];
  /** For role mentions in the preview; empty until loaded. */
  roles: Role[];
  context: GreetingContext;
  avatarUrl: string;
  guildIconUrl: string | null;
  /** The server's bot language, for the words Hoshi writes in the preview. */
  lang: Language;
  cdnBase: string;
}

/** docs/product.md#greetings: Join or Leave, its message, channel and style; a live preview beside them. */
export function GreetingsEditor({
  form,
  channels,
  roles,
  context,
  avatarUrl,
  guildIconUrl,
  cdnBase,
  lang,
}: GreetingsEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const [kind, setKind] = useState<Kind>('join');
  const greeting = form.value[kind];
  const update = (patch: Partial<Greeting>) =>
    form.set((doc) => ({ ...doc, [kind]: { ...doc[kind], ...patch } }));
  const channelName = channels.find((c) => c.id === greeting.channel)?.name ?? null;

  return (
    <div className="preview-layout">
      <div className="settings-fields">
        <p className="settings-intro">{t('greetings.intro')}</p>
        <SegmentedControl<Kind>
          legend={t('greetings.kind')}
          value={kind}
          onChange={setKind}
          options={GREETING_KINDS.map((value) => ({
            value,
            label: t(`greetings.${value}`),
            badge: form.changed((doc) => doc[value]),
          }))}
        />

        <MessageField
          label={t('greetings.message')}
          value={greeting.message}
          variables={GREETING_VARIABLES.map((name) => ({
            name,
            meaning: t(`greetings.vars.${name.slice(1, -1) as GreetingVariable}`),
          }))}
          onChange={(message) => update({ message })}
        />

        <Field htmlFor={`${id}-channel`} label={t('greetings.channel')} hint={t('greetings.channelHint')}>
          <ChannelPicker
            inputId={`${id}-channel`}
            channels={channels}
            field={greetingSchema.shape.channel}
            value={greeting.channel}
            onChange={(channel) => update({ channel })}
          />
        </Field>

        <SegmentedControl
          legend={t('greetings.style')}
          value={greeting.style}
          onChange={(style) => update({ style })}
          options={GREETING_STYLES.map((value) => ({ value, label: t(`greetings.styles.${value}`) }))}
        />
      </div>

      <GreetingPreview
        kind={kind}
        greeting={greeting}
        channelName={channelName}
        context={context}
        channels={channels}
        roles={roles}
        avatarUrl={avatarUrl}
        guildIconUrl={guildIconUrl}
        cdnBase={cdnBase}
        lang={lang}
      />
    </div>
  );
}
