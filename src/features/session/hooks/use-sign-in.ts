import { ApiError } from '../../../api/api-error';
import { normalizeErrorMessages } from '../../../api/error-messages';
import { useSignInMember } from '../../../api/generated/endpoints/members/members';
import { BOT_CHECK_ACTIONS } from '../../../lib/bot-check';
import type { SignInValues } from '../sign-in-validation';
import { useSessionSubmit, type SessionSubmit } from './use-session-submit';

/**
 * POST members/signin. It answers through a status envelope (HTTP 200 with `{status, data}` for
 * wrong credentials), so a failed envelope is turned into the same ApiError a raised call gives.
 */
export function useSignIn(): SessionSubmit<SignInValues> {
  const { mutateAsync: signInMember } = useSignInMember();
  return useSessionSubmit<SignInValues>(BOT_CHECK_ACTIONS.signIn, async ({ email, password }, recaptcha) => {
    const result = await signInMember({ data: { email: email.trim(), password, recaptcha } });
    if (!('tokens' in result)) {
      throw new ApiError(result.status, normalizeErrorMessages(result.data), result.data);
    }
    return result.tokens;
  });
}
