import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH } from '@hoshi/contracts';
import { VariablesHelp } from './variables-help.tsx';

interface MessageFieldProps {
  label: string;
  value: string;
  onChange: (message: string) => void;
  /** The variables the message may use, for the tooltip beside the label. */
  variables: readonly { name: string; meaning: string }[];
  rows?: number;
}

/** A message Hoshi posts: its label with the variables tooltip, the text and a character count. */
export function MessageField({ label, value, onChange, variables, rows = 5 }: MessageFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <div className="field__label-row">
        <label className="field__label" htmlFor={`${id}-message`}>
          {label}
        </label>
        {variables.length > 0 && <VariablesHelp variables={variables} />}
      </div>
      <textarea
        id={`${id}-message`}
        className="textarea"
        rows={rows}
        maxLength={MESSAGE_MAX_LENGTH}
        value={value}
        aria-describedby={`${id}-counter`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-counter`} className="field__counter">
        {t('variables.counter', { count: value.length, max: MESSAGE_MAX_LENGTH })}
      </p>
    </div>
  );
}
