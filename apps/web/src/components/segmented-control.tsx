import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface SegmentedOption<V extends string> {
  value: V;
  label: string;
  /** Shows the unsaved-changes dot on the option. */
  badge?: boolean;
}

interface SegmentedControlProps<V extends string> {
  legend: string;
  options: SegmentedOption<V>[];
  value: V;
  onChange: (value: V) => void;
}

/** A radio group drawn as joined buttons: native radios, so arrow keys and forms just work. */
export function SegmentedControl<V extends string>({
  legend,
  options,
  value,
  onChange,
}: SegmentedControlProps<V>) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="segmented">
      <legend className="field__label">{legend}</legend>
      <div className="segmented__options">
        {options.map((option) => (
          <label key={option.value} className="segmented__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span className="segmented__label">
              {option.label}
              {option.badge && (
                <span className="dot-badge">
                  <span className="visually-hidden">{t('settings.tabUnsaved')}</span>
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
