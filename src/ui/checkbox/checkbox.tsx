import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import * as fieldStyles from '../field/field.css';
import { useFieldIds } from '../field/use-field-ids';
import * as styles from './checkbox.css';

export type CheckboxProps = Omit<
  ComponentPropsWithRef<'input'>,
  'className' | 'style' | 'children' | 'type'
> & {
  /** Beside the box and tied to it, so a click on the words ticks it too. */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  onCheckedChange?: (checked: boolean) => void;
};

/** A native checkbox, e.g. 'Don't show me this again'. */
export function Checkbox({
  label,
  hint,
  error,
  id,
  onChange,
  onCheckedChange,
  'aria-describedby': describedBy,
  ...inputProps
}: CheckboxProps) {
  const { controlId, hintId, errorId, ariaDescribedBy } = useFieldIds({ id, hint, error, describedBy });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onCheckedChange?.(event.currentTarget.checked);
  };

  return (
    <div className={fieldStyles.root}>
      <div className={styles.row}>
        <input
          {...inputProps}
          type="checkbox"
          id={controlId}
          aria-invalid={error ? true : undefined}
          aria-describedby={ariaDescribedBy}
          onChange={handleChange}
          className={styles.input}
        />
        <label htmlFor={controlId} className={styles.label}>
          {label}
        </label>
      </div>
      {(hint || error) && (
        <div className={styles.messages}>
          {hint && (
            <p id={hintId} className={fieldStyles.hint}>
              {hint}
            </p>
          )}
          {error && (
            <p id={errorId} className={fieldStyles.error}>
              {error}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
