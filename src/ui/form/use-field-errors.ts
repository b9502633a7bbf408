import { useIntl } from 'react-intl';
import type { FieldErrors, FieldValues, Path } from 'react-hook-form';
import { VALIDATION_CODES } from '../../lib/forms/form-resolver';
import { validationMessages } from './validation-messages';

/** The kinds of input a form field can be: each has its own wording for "missing" and "invalid". */
export type FieldKind = 'text' | 'email' | 'phone' | 'zip' | 'date' | 'checkbox';

const MESSAGES = {
  text: { required: validationMessages.textRequired, invalid: validationMessages.textInvalid },
  email: { required: validationMessages.emailRequired, invalid: validationMessages.emailInvalid },
  phone: { required: validationMessages.phoneRequired, invalid: validationMessages.phoneInvalid },
  zip: { required: validationMessages.zipRequired, invalid: validationMessages.zipInvalid },
  date: { required: validationMessages.dateRequired, invalid: validationMessages.dateInvalid },
  checkbox: { required: validationMessages.checkboxRequired, invalid: validationMessages.checkboxRequired },
} as const;

/**
 * The message to show under a field of a react-hook-form form: a browser check's code in the
 * language shown, or the server's own text for the field as the server wrote it (SPEC §8).
 */
export function useFieldErrors<Values extends FieldValues>(errors: FieldErrors<Values>) {
  const intl = useIntl();
  return (name: Path<Values>, kind: FieldKind): string | undefined => {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    if (typeof message !== 'string' || message === '') return undefined;
    if (!VALIDATION_CODES.includes(message)) return message;
    return intl.formatMessage(MESSAGES[kind][message as 'required' | 'invalid']);
  };
}
