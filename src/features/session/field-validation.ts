import type { MessageDescriptor } from 'react-intl';
import { isCompletePhone } from '../../lib/masks';
import { validationMessages } from './form-messages';

/** A field's problem: what to say (with its values), or nothing when the field is fine. */
export interface FieldProblem {
  message: MessageDescriptor;
  values?: Record<string, string | number>;
}

export type FieldProblems<Field extends string> = Partial<Record<Field, FieldProblem>>;

/** Design choice in the contract (MemberCreate.password): at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;

/** Something@something.tld, no spaces: the server has the last word on the rest. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(email: string): FieldProblem | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return { message: validationMessages.emailRequired };
  if (!EMAIL_PATTERN.test(trimmed)) return { message: validationMessages.emailInvalid };
  return undefined;
}

export const checkRequired = (value: string, message: MessageDescriptor): FieldProblem | undefined =>
  value.trim() === '' ? { message } : undefined;

export function checkNewPassword(password: string): FieldProblem | undefined {
  if (password === '') return { message: validationMessages.passwordRequired };
  if (password.length < PASSWORD_MIN_LENGTH) {
    return { message: validationMessages.passwordTooShort, values: { minLength: PASSWORD_MIN_LENGTH } };
  }
  return undefined;
}

/** The phone is optional, unless the member asks for text messages; a started one must be whole. */
export function checkPhone(phone: string, wantsTexts: boolean): FieldProblem | undefined {
  if (phone.trim() === '')
    return wantsTexts ? { message: validationMessages.phoneNeededForTexts } : undefined;
  if (!isCompletePhone(phone)) return { message: validationMessages.phoneIncomplete };
  return undefined;
}

/** Keeps only the fields that have a problem, in the order given (the order of the form). */
export function collectProblems<Field extends string>(
  checks: readonly (readonly [Field, FieldProblem | undefined])[],
): FieldProblems<Field> {
  const problems: FieldProblems<Field> = {};
  for (const [field, problem] of checks) if (problem) problems[field] = problem;
  return problems;
}
