import {
  checkEmail,
  checkNewPassword,
  checkPhone,
  checkRequired,
  collectProblems,
  type FieldProblems,
} from './field-validation';
import { validationMessages } from './form-messages';

/** The sign-up form (the contract's MemberCreate, minus the bot-check token). */
export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  /** As typed, masked ###-###-####; optional. */
  phone: string;
  password: string;
  /** yyyy-mm-dd from the date input; optional. */
  birthday: string;
  optin: boolean;
  optinSms: boolean;
  /** Save the chosen location as the first favourite. */
  saveLocation: boolean;
}

export type SignUpField = keyof SignUpValues;

export const SIGN_UP_FIELDS: readonly SignUpField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'password',
  'birthday',
  'optin',
  'optinSms',
  'saveLocation',
];

export const emptySignUp: SignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  birthday: '',
  optin: false,
  optinSms: false,
  saveLocation: false,
};

export const validateSignUp = (values: SignUpValues): FieldProblems<SignUpField> =>
  collectProblems<SignUpField>([
    ['firstName', checkRequired(values.firstName, validationMessages.firstNameRequired)],
    ['lastName', checkRequired(values.lastName, validationMessages.lastNameRequired)],
    ['email', checkEmail(values.email)],
    ['phone', checkPhone(values.phone, values.optinSms)],
    ['password', checkNewPassword(values.password)],
  ]);
