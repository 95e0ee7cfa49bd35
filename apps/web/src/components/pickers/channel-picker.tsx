import type { Channel } from '@hoshi/contracts';
import { CHANNEL_TYPES, declaredChannelRule } from '@hoshi/contracts';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon.tsx';
import type { IconName } from '../icon.tsx';
import { channelWarning, groupChannels, missingChannel } from './channel-options.ts';
import type { ChannelWarning } from './channel-options.ts';
import { reasonId, ThemedSelect } from './themed-select.tsx';

interface ChannelGroupOption {
  label: string;
  options: Channel[];
}

interface CommonProps {
  channels: readonly Channel[];
  /**
   * The field's schema from the contract (`xpSettings.shape.channel`): its declared channel types
   * are the ones offered, and channels where Hoshi cannot do what it needs there are disabled.
   */
  field: Parameters<typeof declaredChannelRule>[0];
  /** The id of the input, for a <label htmlFor>. */
  inputId: string;
}

type ChannelPickerProps = CommonProps &
  (
    | { multi?: false; value: string | null; onChange: (id: string | null) => void }
    | { multi: true; value: readonly string[]; onChange: (ids: string[]) => void }
  );

const GLYPHS: Partial<Record<number, IconName>> = {
  [CHANNEL_TYPES.voice]: 'speaker',
  [CHANNEL_TYPES.category]: 'folder',
  [CHANNEL_TYPES.forum]: 'forum',
};
const glyph = (type: number): IconName => GLYPHS[type] ?? 'hash';

/**
 * The one channel picker (docs/product.md#settings-forms): clearable, only the allowed types, grouped by
 * category with "No Category" for the rest, single or multiple. Channels where the bot cannot
 * view or send are offered disabled with the reason beside them (Save would refuse them); one
 * already saved that has become so is explained under the picker.
 */
export function ChannelPicker(props: ChannelPickerProps) {
  const { t } = useTranslation();
  const { channels, inputId } = props;
  const rule = declaredChannelRule(props.field);
  const groups: ChannelGroupOption[] = groupChannels(channels, rule.types).map((group) => ({
    label: group.category ?? t('pickers.noCategory'),
    options: group.options,
  }));
  const byId = new Map(channels.map((c) => [c.id, c]));
  const pick = (id: string) => byId.get(id) ?? missingChannel(id, t('pickers.missingChannel'));
  const selected = props.multi ? props.value.map(pick) : props.value === null ? [] : [pick(props.value)];
  const warnings = selected.flatMap((channel) => {
    const warning = channelWarning(channel, rule);
    return warning ? [{ channel, warning }] : [];
  });

  const warningText = (warning: ChannelWarning) => t(`pickers.${warning}`);

  return (
    <div className="picker">
      <ThemedSelect<Channel, boolean, ChannelGroupOption>
        inputId={inputId}
        isMulti={props.multi ?? false}
        options={groups}
        value={props.multi ? selected : (selected[0] ?? null)}
        getOptionValue={(channel) => channel.id}
        getOptionLabel={(channel) => channel.name}
        unavailable={(channel) => {
          const warning = channelWarning(channel, rule);
          return warning ? warningText(warning) : null;
        }}
        formatOptionLabel={(channel, { context }) => {
          const warning = channelWarning(channel, rule);
          return (
            <span className="picker-option">
              <Icon name={glyph(channel.type)} size={16} className="picker-option__glyph" />
              <span className="picker-option__name">{channel.name}</span>
              {warning && (
                <span className="picker-option__warning" title={warningText(warning)}>
                  <Icon name="alert" size={15} />
                  {context === 'menu' ? (
                    <span id={reasonId(inputId, channel.id)}>{warningText(warning)}</span>
                  ) : (
                    <span className="visually-hidden">{warningText(warning)}</span>
                  )}
                </span>
              )}
            </span>
          );
        }}
        onChange={(value) => {
          if (props.multi) props.onChange(((value ?? []) as readonly Channel[]).map((c) => c.id));
          else props.onChange((value as Channel | null)?.id ?? null);
        }}
      />
      {warnings.map(({ channel, warning }) => (
        <p key={channel.id} className="field-warning">
          <Icon name="alert" size={16} />
          <span>
            <strong>#{channel.name}</strong> — {warningText(warning)}
          </span>
        </p>
      ))}
    </div>
  );
}
