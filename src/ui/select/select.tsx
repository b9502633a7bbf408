import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import * as fieldStyles from '../field/field.css';
import { RequiredMark } from '../field/required-mark';
import { useFieldIds } from '../field/use-field-ids';
import * as styles from './select.css';

export interface SelectOption {
  value: string;
  /** Already translated. */
  label: string;
  disabled?: boolean;
}

export type SelectProps = Omit<
  ComponentPropsWithRef<'select'>,
  'className' | 'style' | 'children' | 'multiple'
> & {
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: ReactNode;
  /** A first, empty choice such as "Choose a state"; it cannot be chosen back once left. */
  placeholder?: string;
  onValueChange?: (value: string) => void;
};

/** A native select: the platform's own keyboard handling and mobile pickers, with a visible label. */
export function Select({
  label,
  options,
  hint,
  error,
  placeholder,
  id,
  required,
  onChange,
  onValueChange,
  'aria-describedby': describedBy,
  ...selectProps
}: SelectProps) {
  const { controlId, hintId, errorId, ariaDescribedBy } = useFieldIds({ id, hint, error, describedBy });

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    onChange?.(event);
    onValueChange?.(event.currentTarget.value);
  };

  const defaultValue = placeholder !== undefined && selectProps.value === undefined ? '' : undefined;

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
      <select
        defaultValue={defaultValue}
        {...selectProps}
        id={controlId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ariaDescribedBy}
        onChange={handleChange}
        className={`${fieldStyles.control} ${styles.select}`}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
