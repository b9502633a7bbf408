import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as fieldStyles from '../field/field.css';
import { RequiredMark } from '../field/required-mark';
import { useFieldIds } from '../field/use-field-ids';
import * as styles from './text-area.css';

export type TextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'className' | 'style' | 'children'> & {
  /** Always shown above the text area and tied to it. */
  label: ReactNode;
  hint?: ReactNode;
  /** A translated message; marks the text area invalid and is read with it. */
  error?: ReactNode;
};

/** A native multi-line text input with the same label, hint and error wiring as `TextField`. */
export function TextArea({
  label,
  hint,
  error,
  id,
  required,
  rows = 5,
  'aria-describedby': describedBy,
  ...textAreaProps
}: TextAreaProps) {
  const { controlId, hintId, errorId, ariaDescribedBy } = useFieldIds({ id, hint, error, describedBy });
  return (
    <div className={fieldStyles.root}>
      <label htmlFor={controlId} className={fieldStyles.label}>
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      <textarea
        {...textAreaProps}
        id={controlId}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ariaDescribedBy}
        className={`${fieldStyles.control} ${styles.control}`}
      />
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
