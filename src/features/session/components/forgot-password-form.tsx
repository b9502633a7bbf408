import { useRef, useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useForgotPassword } from '../../../api/generated/endpoints/members/members';
import { paths } from '../../../config/paths';
import { BOT_CHECK_ACTIONS, useBotCheck } from '../../../lib/bot-check';
import { Button } from '../../../ui/button/button';
import { describeFailure } from '../../../ui/error-message/describe-failure';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import type { ShownMessage } from '../../../ui/error-message/shown-message';
import { Link } from '../../../ui/link/link';
import { TextField } from '../../../ui/text-field/text-field';
import { checkEmail, collectProblems } from '../field-validation';
import { useFormProblems } from '../hooks/use-form-problems';
import * as styles from './session-form.css';

const messages = defineMessages({
  email: { id: 'session.forgot.email', defaultMessage: 'Email' },
  submit: { id: 'session.forgot.submit', defaultMessage: 'Send Reset Link' },
  backToSignIn: { id: 'session.forgot.backToSignIn', defaultMessage: 'Back to sign in' },
});

const sent = defineMessage<{ email: string }>({
  id: 'session.forgot.sent',
  defaultMessage:
    'If an account exists for {email}, we have sent it a link to reset the password. The link works once.',
});

interface ForgotValues {
  email: string;
}
const validateForgot = (values: ForgotValues) =>
  collectProblems([['email', checkEmail(values.email)] as const]);

/** SPEC §7 members/forgotpassword, with the bot-check (SPEC §5); the answer never says whether the e-mail is known. */
export function ForgotPasswordForm() {
  const intl = useIntl();
  const { getToken } = useBotCheck();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string>();
  const [failure, setFailure] = useState<ShownMessage[]>([]);
  const { checkBeforeSubmit, recheck, errorOf, inputRef } = useFormProblems(validateForgot, ['email']);
  const { mutateAsync: forgotPassword, isPending } = useForgotPassword();
  const inFlight = useRef(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || !checkBeforeSubmit({ email })) return;
    inFlight.current = true;
    setFailure([]);
    try {
      const recaptcha = await getToken(BOT_CHECK_ACTIONS.forgotPassword);
      await forgotPassword({ data: { email: email.trim(), recaptcha } });
      setSentTo(email.trim());
    } catch (error) {
      console.error('The forgot-password request failed.', error);
      setFailure(describeFailure(error, intl));
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(event)}>
      <ErrorMessage messages={failure} />
      <p role="status" className={styles.links}>
        {sentTo && intl.formatMessage(sent, { email: sentTo })}
      </p>
      <TextField
        ref={inputRef('email')}
        name="email"
        label={intl.formatMessage(messages.email)}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        value={email}
        onValueChange={(value) => {
          setEmail(value);
          recheck({ email: value });
        }}
        error={errorOf('email')}
      />
      <Button type="submit" size="lg" fullWidth loading={isPending}>
        {intl.formatMessage(messages.submit)}
      </Button>
      <p className={styles.links}>
        <Link href={paths.accountLogin.href()}>{intl.formatMessage(messages.backToSignIn)}</Link>
      </p>
    </form>
  );
}
