import type { InputHTMLAttributes } from 'react';

type NumberInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'step'> & {
  min: number;
  max: number;
};

/** A whole-number field with the spec's bounds; callers clamp what is typed (spec 000 §5). */
export function NumberInput({ className, ...props }: NumberInputProps) {
  return (
    <input
      {...props}
      className={['input input--number', className].filter(Boolean).join(' ')}
      type="number"
      inputMode="numeric"
      step={1}
    />
  );
}
