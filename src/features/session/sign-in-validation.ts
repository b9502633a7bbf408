import { checkEmail, checkRequired, collectProblems, type FieldProblems } from './field-validation';
import { validationMessages } from './form-messages';

export interface SignInValues {
  email: string;
  password: string;
}

export type SignInField = keyof SignInValues;

/** Fields in the order of the form, so the first problem is the first field to fix. */
export const SIGN_IN_FIELDS: readonly SignInField[] = ['email', 'password'];

/** The sign-in form's checks before anything is sent (the password's rules are the server's). */
export const validateSignIn = ({ email, password }: SignInValues): FieldProblems<SignInField> =>
  collectProblems<SignInField>([
    ['email', checkEmail(email)],
    ['password', checkRequired(password, validationMessages.passwordRequired)],
  ]);
