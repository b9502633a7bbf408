import { useRef, useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useResetPassword } from '../../../api/generated/endpoints/members/members';
import { paths } from '../../../config/paths';
import { Button } from '../../../ui/button/button';
import { describeFailure } from '../../../ui/error-message/describe-failure';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import type { ShownMessage } from '../../../ui/error-message/shown-message';
import { Link } from '../../../ui/link/link';
import { TextField } from '../../../ui/text-field/text-field';
import { checkNewPassword, collectProblems, PASSWORD_MIN_LENGTH } from '../field-validation';
import { useFormProblems } from '../hooks/use-form-problems';
import * as styles from './session-form.css';

const messages = defineMessages({
  password: { id: 'session.reset.password', defaultMessage: 'New password' },
  submit: { id: 'session.reset.submit', defaultMessage: 'Reset Password' },
  done: { id: 'session.reset.done', defaultMessage: 'Your password has been reset.' },
  signIn: { id: 'session.reset.signIn', defaultMessage: 'Sign in with your new password' },
  newLink: { id: 'session.reset.newLink', defaultMessage: 'Ask for a new reset link' },
});

const passwordHint = defineMessage<{ minLength: number }>({
  id: 'session.reset.passwordHint',
  defaultMessage: 'At least {minLength} characters.',
});

interface ResetValues {
  password: string;
}
const validateReset = (values: ResetValues) =>
  collectProblems([['password', checkNewPassword(values.password)] as const]);

/** SPEC §7 members/resetpassword: the token and e-mail come from the link the reset e-mail carried. */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const intl = useIntl();
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<ShownMessage[]>([]);
  const { checkBeforeSubmit, recheck, errorOf, inputRef } = useFormProblems(validateReset, ['password']);
  const { mutateAsync: resetPassword, isPending } = useResetPassword();
  const inFlight = useRef(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || !checkBeforeSubmit({ password })) return;
    inFlight.current = true;
    setFailure([]);
    try {
      await resetPassword({ data: { token, email, password } });
      setDone(true);
    } catch (error) {
      setFailure(describeFailure(error, intl));
    } finally {
      inFlight.current = false;
    }
  };

  if (done) {
    return (
      <div className={styles.form}>
        <p role="status">{intl.formatMessage(messages.done)}</p>
        <p className={styles.links}>
          <Link href={paths.accountLogin.href()}>{intl.formatMessage(messages.signIn)}</Link>
        </p>
      </div>
    );
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(event)}>
      <ErrorMessage messages={failure} />
      {failure.length > 0 && (
        <p className={styles.links}>
          <Link href={paths.accountPasswordReset.href()}>{intl.formatMessage(messages.newLink)}</Link>
        </p>
      )}
      <TextField
        ref={inputRef('password')}
        name="password"
        type="password"
        autoComplete="new-password"
        label={intl.formatMessage(messages.password)}
        hint={intl.formatMessage(passwordHint, { minLength: PASSWORD_MIN_LENGTH })}
        required
        value={password}
        onValueChange={(value) => {
          setPassword(value);
          recheck({ password: value });
        }}
        error={errorOf('password')}
      />
      <Button type="submit" size="lg" fullWidth loading={isPending}>
        {intl.formatMessage(messages.submit)}
      </Button>
    </form>
  );
}
