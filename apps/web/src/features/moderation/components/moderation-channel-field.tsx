import { useId } from 'react';
import { moderationChannel, type Channel } from '@hoshi/contracts';
import { Field } from '../../../components/field.tsx';
import { ChannelPicker } from '../../../components/pickers/channel-picker.tsx';

interface ModerationChannelFieldProps {
  label: string;
  hint?: string;
  channels: Channel[];
  value: string | null;
  onChange: (id: string | null) => void;
}

/** A channel Hoshi posts moderation news in: a text channel or a thread (docs/product.md#moderation). */
export function ModerationChannelField({
  label,
  hint,
  channels,
  value,
  onChange,
}: ModerationChannelFieldProps) {
  const id = useId();
  return (
    <Field htmlFor={id} label={label} hint={hint}>
      <ChannelPicker
        inputId={id}
        channels={channels}
        field={moderationChannel}
        value={value}
        onChange={onChange}
      />
    </Field>
  );
}
