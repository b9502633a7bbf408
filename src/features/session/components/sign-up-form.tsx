import { useState, type FormEvent, type ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageTag } from 'react-intl';
import { paths } from '../../../config/paths';
import { selectIsSignedIn, useLocationStore, useSessionStore } from '../../../stores';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { ExternalLink } from '../../../ui/external-link/external-link';
import { Link } from '../../../ui/link/link';
import { TextField } from '../../../ui/text-field/text-field';
import { PASSWORD_MIN_LENGTH } from '../field-validation';
import { useFormProblems } from '../hooks/use-form-problems';
import { useSignUp } from '../hooks/use-sign-up';
import { emptySignUp, SIGN_UP_FIELDS, validateSignUp, type SignUpValues } from '../sign-up-validation';
import * as styles from './session-form.css';
import { SignedInNotice } from './signed-in-notice';

const messages = defineMessages({
  firstName: { id: 'session.signUp.firstName', defaultMessage: 'First name' },
  lastName: { id: 'session.signUp.lastName', defaultMessage: 'Last name' },
  email: { id: 'session.signUp.email', defaultMessage: 'Email' },
  phone: { id: 'session.signUp.phone', defaultMessage: 'Phone' },
  phoneHint: { id: 'session.signUp.phoneHint', defaultMessage: 'Optional. Needed for text messages.' },
  password: { id: 'session.signUp.password', defaultMessage: 'Password' },
  birthday: { id: 'session.signUp.birthday', defaultMessage: 'Birthday' },
  birthdayHint: {
    id: 'session.signUp.birthdayHint',
    defaultMessage: 'Optional. There may be a treat in it.',
  },
  stayInTouch: { id: 'session.signUp.stayInTouch', defaultMessage: 'Stay in touch' },
  optin: { id: 'session.signUp.optin', defaultMessage: 'Email me offers and news' },
  optinSms: { id: 'session.signUp.optinSms', defaultMessage: 'Text me offers and news' },
  submit: { id: 'session.signUp.submit', defaultMessage: 'Create Account' },
  signIn: { id: 'session.signUp.signIn', defaultMessage: 'Already have an account? Sign in' },
});

const messagesWithValues = {
  passwordHint: defineMessage<{ minLength: number }>({
    id: 'session.signUp.passwordHint',
    defaultMessage: 'At least {minLength} characters.',
  }),
  saveLocation: defineMessage<{ location: string }>({
    id: 'session.signUp.saveLocation',
    defaultMessage: 'Save {location} as my favorite location',
  }),
  agreement: defineMessage<{ terms: MessageTag; privacy: MessageTag }>({
    id: 'session.signUp.agreement',
    defaultMessage:
      'By creating an account you agree to our <terms>Terms of Use</terms> and <privacy>Privacy Policy</privacy>.',
  }),
};

/** Sign-up with the contract's member fields (SPEC §3, §7 members/create); a member sees a notice instead. */
export function SignUpForm() {
  const intl = useIntl();
  const isSignedIn = useSessionStore(selectIsSignedIn);
  const location = useLocationStore((state) => state.location);
  const [values, setValues] = useState<SignUpValues>(emptySignUp);
  const { checkBeforeSubmit, recheck, errorOf, inputRef } = useFormProblems(validateSignUp, SIGN_UP_FIELDS);
  const {
    submit,
    isSubmitting,
    isSignedIn: justSignedIn,
    failureMessages,
    clearFailure,
  } = useSignUp(location?.id);

  if (isSignedIn && !isSubmitting && !justSignedIn) return <SignedInNotice />;

  const change =
    <Field extends keyof SignUpValues>(field: Field) =>
    (value: SignUpValues[Field]) => {
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

  const textField = (field: 'firstName' | 'lastName' | 'email' | 'phone' | 'password' | 'birthday') => ({
    ref: inputRef(field),
    name: field,
    value: values[field],
    onValueChange: change(field),
    error: errorOf(field),
  });

  // The terms open in a new tab: leaving this page would lose everything typed into the form.
  const linkTo = (href: string) => (chunks: ReactNode[]) => (
    <ExternalLink href={href} target="_blank">
      {chunks}
    </ExternalLink>
  );

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit}>
      <ErrorMessage messages={failureMessages} />
      <div className={styles.nameRow}>
        <TextField
          {...textField('firstName')}
          label={intl.formatMessage(messages.firstName)}
          autoComplete="given-name"
          required
        />
        <TextField
          {...textField('lastName')}
          label={intl.formatMessage(messages.lastName)}
          autoComplete="family-name"
          required
        />
      </div>
      <TextField
        {...textField('email')}
        label={intl.formatMessage(messages.email)}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
      />
      <TextField
        {...textField('phone')}
        label={intl.formatMessage(messages.phone)}
        hint={intl.formatMessage(messages.phoneHint)}
        mask="phone"
      />
      <TextField
        {...textField('password')}
        label={intl.formatMessage(messages.password)}
        hint={intl.formatMessage(messagesWithValues.passwordHint, { minLength: PASSWORD_MIN_LENGTH })}
        type="password"
        autoComplete="new-password"
        required
      />
      <TextField
        {...textField('birthday')}
        label={intl.formatMessage(messages.birthday)}
        hint={intl.formatMessage(messages.birthdayHint)}
        type="date"
        autoComplete="bday"
      />
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{intl.formatMessage(messages.stayInTouch)}</legend>
        <Checkbox
          name="optin"
          label={intl.formatMessage(messages.optin)}
          checked={values.optin}
          onCheckedChange={change('optin')}
        />
        <Checkbox
          name="optinSms"
          label={intl.formatMessage(messages.optinSms)}
          checked={values.optinSms}
          onCheckedChange={change('optinSms')}
        />
        {location && (
          <Checkbox
            name="saveLocation"
            label={intl.formatMessage(messagesWithValues.saveLocation, { location: location.name })}
            checked={values.saveLocation}
            onCheckedChange={change('saveLocation')}
          />
        )}
      </fieldset>
      <p className={styles.agreement}>
        {intl.formatMessage(messagesWithValues.agreement, {
          terms: linkTo(paths.termsOfUse.href()),
          privacy: linkTo(paths.privacyPolicy.href()),
        })}
      </p>
      <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
        {intl.formatMessage(messages.submit)}
      </Button>
      <p className={styles.links}>
        <Link href={paths.accountLogin.href()}>{intl.formatMessage(messages.signIn)}</Link>
      </p>
    </form>
  );
}
