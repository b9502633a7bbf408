import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import { caretAfterDigits, countDigits, maskPhone, maskZip } from '../../lib/masks';
import * as fieldStyles from '../field/field.css';
import { RequiredMark } from '../field/required-mark';
import { useFieldIds } from '../field/use-field-ids';

/** What each mask does to the value and which keyboard and autofill it asks for. */
const masks = {
  zip: { apply: maskZip, inputProps: { inputMode: 'numeric', autoComplete: 'postal-code' } },
  phone: { apply: maskPhone, inputProps: { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' } },
} as const;

export type TextFieldMask = keyof typeof masks;

export type TextFieldProps = Omit<
  ComponentPropsWithRef<'input'>,
  'className' | 'style' | 'children' | 'value' | 'defaultValue'
> & {
  /** Always shown above the input and tied to it. */
  label: ReactNode;
  /** Guidance shown under the label, read with the input. */
  hint?: ReactNode;
  /** A translated message; marks the input invalid and is read with it. */
  error?: ReactNode;
  /**
   * The error is said as soon as it shows (role=alert), for a field checked on its own, such as a
   * custom tip; a form's submit that marks many fields leaves that to its error summary.
   */
  announceError?: boolean;
  /** `zip`: digits only, 5 at most. `phone`: typed as ###-###-#### (SPEC §5). */
  mask?: TextFieldMask;
  value?: string;
  defaultValue?: string;
  /** Called with the value after masking. */
  onValueChange?: (value: string) => void;
};

/** Masks the value in place and keeps the caret after the same digit. */
function applyMask(input: HTMLInputElement, mask: TextFieldMask) {
  const raw = input.value;
  const masked = masks[mask].apply(raw);
  if (masked === raw) return;
  const digitsBeforeCaret = countDigits(raw.slice(0, input.selectionStart ?? raw.length));
  input.value = masked;
  const caret = caretAfterDigits(masked, digitsBeforeCaret);
  input.setSelectionRange(caret, caret);
}

export function TextField({
  label,
  hint,
  error,
  announceError = false,
  mask,
  id,
  required,
  onChange,
  onValueChange,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const { controlId, hintId, errorId, ariaDescribedBy } = useFieldIds({ id, hint, error, describedBy });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (mask) applyMask(event.currentTarget, mask);
    onChange?.(event);
    onValueChange?.(event.currentTarget.value);
  };

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
      <input
        type="text"
        {...(mask && masks[mask].inputProps)}
        {...inputProps}
        id={controlId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ariaDescribedBy}
        onChange={handleChange}
        className={fieldStyles.control}
      />
      {error && (
        <p id={errorId} role={announceError ? 'alert' : undefined} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
