import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { paths } from '../../../config/paths';
import { selectIsSignedIn, useSessionStore } from '../../../stores';
import { Button } from '../../../ui/button/button';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { Link } from '../../../ui/link/link';
import { TextField } from '../../../ui/text-field/text-field';
import { useFormProblems } from '../hooks/use-form-problems';
import { useSignIn } from '../hooks/use-sign-in';
import { SIGN_IN_FIELDS, validateSignIn, type SignInValues } from '../sign-in-validation';
import * as styles from './session-form.css';
import { SignedInNotice } from './signed-in-notice';

const messages = defineMessages({
  email: { id: 'session.signIn.email', defaultMessage: 'Email' },
  password: { id: 'session.signIn.password', defaultMessage: 'Password' },
  submit: { id: 'session.signIn.submit', defaultMessage: 'Sign In' },
  forgotPassword: { id: 'session.signIn.forgotPassword', defaultMessage: 'Forgot your password?' },
  signUp: { id: 'session.signIn.signUp', defaultMessage: 'New here? Create an account' },
});

/** E-mail and password sign-in (SPEC §4 "Session"); a member already signed in sees a notice instead. */
export function SignInForm() {
  const intl = useIntl();
  const isSignedIn = useSessionStore(selectIsSignedIn);
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const { checkBeforeSubmit, recheck, errorOf, inputRef } = useFormProblems(validateSignIn, SIGN_IN_FIELDS);
  const { submit, isSubmitting, isSignedIn: justSignedIn, failureMessages, clearFailure } = useSignIn();

  // While this form signs in, the token arrives before the redirect: keep the form until then.
  if (isSignedIn && !isSubmitting && !justSignedIn) return <SignedInNotice />;

  const change = (field: keyof SignInValues) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    recheck(next);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    clearFailure();
    if (!checkBeforeSubmit(values)) return;
    void submit(values);
  };

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit}>
      <ErrorMessage messages={failureMessages} />
      <TextField
        ref={inputRef('email')}
        label={intl.formatMessage(messages.email)}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        required
        value={values.email}
        onValueChange={change('email')}
        error={errorOf('email')}
      />
      <TextField
        ref={inputRef('password')}
        label={intl.formatMessage(messages.password)}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={values.password}
        onValueChange={change('password')}
        error={errorOf('password')}
      />
      <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
        {intl.formatMessage(messages.submit)}
      </Button>
      <p className={styles.links}>
        <Link href={paths.accountPasswordReset.href()}>{intl.formatMessage(messages.forgotPassword)}</Link>
        <Link href={paths.accountSignup.href()}>{intl.formatMessage(messages.signUp)}</Link>
      </p>
    </form>
  );
}
