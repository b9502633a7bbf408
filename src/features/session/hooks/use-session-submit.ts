import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Tokens } from '../../../api/generated/model';
import { useBotCheck, type BotCheckAction } from '../../../lib/bot-check';
import type { ShownMessage } from '../../../ui/error-message/shown-message';
import { describeSessionFailure } from '../describe-failure';
import { useCompleteSignIn } from './use-complete-sign-in';

export interface SessionSubmit<Values> {
  /** Sends the form once at a time: a second submit while one is under way is ignored. */
  submit: (values: Values) => Promise<void>;
  isSubmitting: boolean;
  /** True once the member is signed in and on the way to the redirect. */
  isSignedIn: boolean;
  /** What went wrong with the last attempt (server messages, else a translated one); empty when none. */
  failureMessages: ShownMessage[];
  /** A new attempt begins: the last one's failure no longer applies, even if this one is never sent. */
  clearFailure: () => void;
}

/**
 * The shared steps of sign-in and sign-up: a bot-check token for `action`, the call, then
 * `useCompleteSignIn`. SPEC §8: failures are logged and returned (shown by the form).
 */
export function useSessionSubmit<Values>(
  action: BotCheckAction,
  send: (values: Values, recaptcha: string) => Promise<Tokens>,
): SessionSubmit<Values> {
  const intl = useIntl();
  const { getToken } = useBotCheck();
  const completeSignIn = useCompleteSignIn();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isSignedIn, setIsSignedIn] = useState(false);
  const [failureMessages, setFailureMessages] = useState<ShownMessage[]>([]);
  const inFlight = useRef(false);

  const submit = async (values: Values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setIsSubmitting(true);
    setFailureMessages([]);
    try {
      const tokens = await send(values, await getToken(action));
      await completeSignIn(tokens);
      setIsSignedIn(true);
    } catch (error) {
      console.error(`The ${action} request failed.`, error);
      setFailureMessages(describeSessionFailure(error, intl));
    } finally {
      inFlight.current = false;
      setIsSubmitting(false);
    }
  };

  const clearFailure = () => setFailureMessages([]);

  return { submit, isSubmitting, isSignedIn, failureMessages, clearFailure };
}
