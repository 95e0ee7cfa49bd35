import type { ReactNode } from 'react';

interface FieldProps {
  /** The control's id; the hint gets `${htmlFor}-hint` for aria-describedby. */
  htmlFor: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One labelled settings field: label, optional hint, then the control. */
export function Field({ htmlFor, label, hint, className, children }: FieldProps) {
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={htmlFor}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={`${htmlFor}-hint`}>
          {hint}
        </p>
      )}
      {children}
    </div>
  );
}
