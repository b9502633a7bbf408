import { useCreateMember } from '../../../api/generated/endpoints/members/members';
import type { MemberCreate } from '../../../api/generated/model';
import { BOT_CHECK_ACTIONS } from '../../../lib/bot-check';
import { normalizePhone } from '../../../lib/masks';
import type { SignUpValues } from '../sign-up-validation';
import { useSessionSubmit, type SessionSubmit } from './use-session-submit';

/** The contract's MemberCreate from the form: trimmed text, phone digits only, empty optionals left out. */
export function toMemberCreate(
  values: SignUpValues,
  recaptcha: string,
  favoriteLocationId: number | undefined,
): MemberCreate {
  const phone = normalizePhone(values.phone);
  return {
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    email: values.email.trim(),
    ...(phone && { phone }),
    password: values.password,
    ...(values.birthday && { birthday: values.birthday }),
    optin: values.optin,
    optin_sms: values.optinSms,
    ...(values.saveLocation && favoriteLocationId !== undefined && { favelocation: favoriteLocationId }),
    recaptcha,
  };
}

/** POST members/create: signs the new member up and in (it answers their tokens). */
export function useSignUp(favoriteLocationId: number | undefined): SessionSubmit<SignUpValues> {
  const { mutateAsync: createMember } = useCreateMember();
  return useSessionSubmit<SignUpValues>(BOT_CHECK_ACTIONS.signUp, (values, recaptcha) =>
    createMember({ data: toMemberCreate(values, recaptcha, favoriteLocationId) }),
  );
}
