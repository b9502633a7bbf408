import type { Member } from '../../api/generated/model';
import { maskPhone, normalizePhone } from '../../lib/masks';
import {
  checkEmail,
  checkPhone,
  checkRequired,
  collectProblems,
  type FieldProblems,
} from './field-validation';
import { validationMessages } from './form-messages';

/** The profile form of /account/settings (the contract's MemberUpdate, SPEC §3). */
export interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  /** As typed, masked ###-###-#### (SPEC §5). */
  phone: string;
  optin: boolean;
  optinSms: boolean;
}

export type ProfileField = keyof ProfileValues;

export const PROFILE_FIELDS: readonly ProfileField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'optin',
  'optinSms',
];

/** The contract's field names, for the server's field errors (`ErrorMessage.field`). */
export const PROFILE_FIELD_OF_SERVER_FIELD: Readonly<Record<string, ProfileField>> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  phone: 'phone',
};

/** The form as the member's record fills it (the phone without its leading 1 or +1, SPEC §3). */
export const profileOf = (member: Member): ProfileValues => ({
  firstName: member.first_name,
  lastName: member.last_name,
  email: member.email,
  phone: maskPhone(member.phone ?? ''),
  optin: member.optin,
  optinSms: member.optin_sms,
});

/** The contract requires a whole phone number on update (MemberUpdate.phone: 10 digits). */
export function validateProfile(values: ProfileValues): FieldProblems<ProfileField> {
  return collectProblems<ProfileField>([
    ['firstName', checkRequired(values.firstName, validationMessages.firstNameRequired)],
    ['lastName', checkRequired(values.lastName, validationMessages.lastNameRequired)],
    ['email', checkEmail(values.email)],
    [
      'phone',
      values.phone.trim() === ''
        ? { message: validationMessages.phoneRequired }
        : checkPhone(values.phone, values.optinSms),
    ],
  ]);
}

/**
 * A profile single sign-on left without a name or phone (the identity provider may share only an
 * e-mail): the member completes it at /account/complete before going on.
 */
export const isProfileIncomplete = (member: Member): boolean =>
  member.first_name.trim() === '' || member.last_name.trim() === '' || !member.phone?.trim();

/** The body of PUT members/update. */
export const memberUpdateOf = (values: ProfileValues) => ({
  first_name: values.firstName.trim(),
  last_name: values.lastName.trim(),
  email: values.email.trim(),
  phone: normalizePhone(values.phone),
  optin: values.optin,
  optin_sms: values.optinSms,
});
