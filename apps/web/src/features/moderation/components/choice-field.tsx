import { useId } from 'react';
import { Field } from '../../../components/field.tsx';
import { ChoiceSelect, type Choice } from '../../../components/pickers/choice-select.tsx';

interface ChoiceFieldProps {
  label: string;
  hint?: string;
  choices: readonly Choice<number>[];
  value: number;
  onChange: (value: number) => void;
}

/** A labelled select of one of the spec's numbered levels (anti-spam, cooldown, @everyone). */
export function ChoiceField({ label, hint, choices, value, onChange }: ChoiceFieldProps) {
  const id = useId();
  return (
    <Field htmlFor={id} label={label} hint={hint}>
      <ChoiceSelect inputId={id} choices={choices} value={value} onChange={onChange} />
    </Field>
  );
}
