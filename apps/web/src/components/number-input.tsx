import { useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import { clampTyped, numberFieldRange, type NumberFieldPath } from '@hoshi/contracts';

/** A number still being typed: nothing yet, a sign, a point, an exponent without its digits. */
const IN_PROGRESS = /^\s*[+-]?\d*\.?\d*(e[+-]?)?$/i;
/** A number as typed, with nothing after it ("7." is still on its way to "7.5"). */
const COMPLETE = /^\s*[+-]?(\d+(\.\d+)?|\.\d+)(e[+-]?\d+)?\s*$/i;

type Shared = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'step' | 'min' | 'max' | 'value' | 'defaultValue' | 'onChange'
> & {
  /** The declared field typed here ("xp.rate", "warnings.rules.*.level"): its range clamps. */
  field: NumberFieldPath;
  /** A part of the field shown on its own (the ping period's minutes), with the part's range. */
  partRange?: { min: number; max: number };
};

type NumberInputProps = Shared &
  (
    | {
        /** Blank is a value of its own here (a row not filled in yet): emptying gives null. */
        blank: true;
        value: number | null;
        onValue: (value: number | null) => void;
      }
    | { blank?: false; value: number; onValue: (value: number) => void }
  );

/**
 * Every whole-number field (docs/product.md#settings-forms): what is typed or pasted is clamped to the
 * field's declared range as it is typed, so the field never shows what will not be saved.
 * "-3" in 0–5 is 0, "1e9" is the maximum, "12abc" is 12, "7.5" is 7; a level drops its sign.
 * A number still being typed ("-", "1e") stays as typed until it is one; emptying the field
 * gives the minimum (or blank where blank means "not set yet"). ↑/↓ step within the range.
 */
export function NumberInput({
  field,
  partRange,
  value,
  blank,
  onValue,
  className,
  onBlur,
  onKeyDown,
  ...rest
}: NumberInputProps) {
  const range = { ...numberFieldRange(field), ...partRange };
  // What the field shows while it is not a number yet; null shows the value.
  const [draft, setDraft] = useState<string | null>(null);
  const commit = onValue as (value: number | null) => void;

  const take = (typed: string) => {
    if (COMPLETE.test(typed)) {
      setDraft(null);
      commit(clampTyped(typed, range));
    } else if (IN_PROGRESS.test(typed)) {
      setDraft(typed);
      if (typed.trim() === '') commit(blank ? null : range.min);
    } else {
      // Something that is no number: its leading number if it has one, otherwise refused.
      setDraft(null);
      const n = clampTyped(typed, range);
      if (n !== null) commit(n);
    }
  };

  const step = (event: KeyboardEvent<HTMLInputElement>) => {
    const by = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    if (!by) return;
    event.preventDefault();
    setDraft(null);
    commit(Math.min(range.max, Math.max(range.min, (value ?? range.min - by) + by)));
  };

  return (
    <input
      {...rest}
      className={['input input--number', className].filter(Boolean).join(' ')}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      role="spinbutton"
      aria-valuemin={range.min}
      aria-valuemax={range.max}
      aria-valuenow={value ?? undefined}
      data-field={field}
      value={draft ?? (value === null ? '' : String(value))}
      onChange={(event) => take(event.target.value)}
      onKeyDown={(event) => {
        step(event);
        onKeyDown?.(event);
      }}
      onBlur={(event) => {
        setDraft(null);
        onBlur?.(event);
      }}
    />
  );
}
