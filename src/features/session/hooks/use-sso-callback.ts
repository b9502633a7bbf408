import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSignInMemberSso } from '../../../api/generated/endpoints/members/members';
import { paths } from '../../../config/paths';
import { SSO_PROVIDER } from '../../../config/sso-provider';
import type { ShownMessage } from '../../../ui/error-message/shown-message';
import { describeSessionFailure } from '../describe-failure';
import { ssoMessages } from '../form-messages';
import { ssoRedirectUri } from '../sso/sso-authorize-url';
import { takeSsoState } from '../sso/sso-state';
import { useCompleteSignIn } from './use-complete-sign-in';

/** What the identity provider sent back to /account/oauthcallback. */
export interface SsoCallbackParams {
  code: string | null;
  state: string | null;
  /** The provider's own refusal (`access_denied` when the member cancelled there). */
  error: string | null;
}

export type SsoCallbackStatus = { kind: 'signing-in' } | { kind: 'refused'; messages: ShownMessage[] };

/**
 * Finishes a single sign-on once per visit to the callback: refuses a provider error, a missing code
 * and a `state` this tab did not start (without calling the server), else exchanges the code
 * (POST members/sso) and signs the member in like the e-mail sign-in, going to /account/complete
 * first when the profile lacks a name or phone. Tokens from another provider are refused (SPEC §3).
 */
export function useSsoCallback({ code, state, error }: SsoCallbackParams): SsoCallbackStatus {
  const intl = useIntl();
  const completeSignIn = useCompleteSignIn();
  const { mutateAsync: signInMemberSso } = useSignInMemberSso();
  const [status, setStatus] = useState<SsoCallbackStatus>({ kind: 'signing-in' });
  // The state is used up as it is read: the exchange must run once, even when effects run twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const expectedState = takeSsoState();
    const refuse = (messages: ShownMessage[]) => setStatus({ kind: 'refused', messages });

    if (error !== null) {
      console.warn(`The identity provider refused the sign-in: ${error}.`);
      refuse([intl.formatMessage(ssoMessages.providerRefused)]);
      return;
    }
    if (!code || !state || state !== expectedState) {
      console.warn('A single sign-on callback without a code or with an unexpected state was refused.');
      refuse([intl.formatMessage(ssoMessages.stateMismatch)]);
      return;
    }
    const exchange = async () => {
      try {
        const redirectUri = ssoRedirectUri(window.location.origin, paths.accountOauthCallback.href());
        const tokens = await signInMemberSso({
          data: { code, state, redirect_uri: redirectUri, provider: SSO_PROVIDER.key },
        });
        await completeSignIn(tokens, { completeProfile: true });
      } catch (failure) {
        console.error('The single sign-on request failed.', failure);
        refuse(describeSessionFailure(failure, intl));
      }
    };
    void exchange();
  }, [code, state, error, intl, signInMemberSso, completeSignIn]);

  return status;
}
