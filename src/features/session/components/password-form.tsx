import { useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { localizeApiError, localizedFieldErrors } from '../../../ui/error-message/localize-api-error';
import { textOf, type ShownMessage } from '../../../ui/error-message/shown-message';
import { useChangePassword } from '../../../api/generated/endpoints/members/members';
import { Button } from '../../../ui/button/button';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { TextField } from '../../../ui/text-field/text-field';
import { checkNewPassword, checkRequired, collectProblems, PASSWORD_MIN_LENGTH } from '../field-validation';
import { validationMessages } from '../form-messages';
import { useFormProblems } from '../hooks/use-form-problems';
import * as styles from './session-form.css';

const messages = defineMessages({
  current: { id: 'session.password.current', defaultMessage: 'Current password' },
  next: { id: 'session.password.new', defaultMessage: 'New password' },
  submit: { id: 'session.password.submit', defaultMessage: 'Change Password' },
  changed: { id: 'session.password.changed', defaultMessage: 'Your password was changed.' },
});

const newPasswordHint = defineMessage<{ minLength: number }>({
  id: 'session.password.newHint',
  defaultMessage: 'At least {minLength} characters.',
});

interface PasswordValues {
  current: string;
  next: string;
}

type PasswordField = keyof PasswordValues;
const PASSWORD_FIELDS: readonly PasswordField[] = ['current', 'next'];
const EMPTY: PasswordValues = { current: '', next: '' };

const validatePasswords = (values: PasswordValues) =>
  collectProblems<PasswordField>([
    ['current', checkRequired(values.current, validationMessages.currentPasswordRequired)],
    ['next', checkNewPassword(values.next)],
  ]);

/** SPEC §5 "Password change sends new and current" (POST members/password). */
export function PasswordForm() {
  const intl = useIntl();
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [serverErrors, setServerErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const [failure, setFailure] = useState<readonly ShownMessage[]>([]);
  const [changed, setChanged] = useState(false);
  const { checkBeforeSubmit, recheck, errorOf, inputRef, focusFirstProblem } = useFormProblems(
    validatePasswords,
    PASSWORD_FIELDS,
  );
  const { mutateAsync: changePassword, isPending } = useChangePassword();

  const change = (field: PasswordField) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setChanged(false);
    setServerErrors(({ [field]: _edited, ...others }) => others);
    recheck(next);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending || !checkBeforeSubmit(values)) return;
    setFailure([]);
    setServerErrors({});
    try {
      await changePassword({ data: { new: values.next, current: values.current } });
      setValues(EMPTY);
      setChanged(true);
    } catch (error) {
      // The contract names the fields `current` and `new`.
      const { current, new: next } = localizedFieldErrors(error, intl);
      setServerErrors({ current, next });
      focusFirstProblem({ current, next });
      setFailure(
        localizeApiError(error, intl).filter(
          (message) => textOf(message) !== current && textOf(message) !== next,
        ),
      );
    }
  };

  const passwordField = (field: PasswordField) => ({
    ref: inputRef(field),
    name: field,
    type: 'password',
    value: values[field],
    onValueChange: change(field),
    error: errorOf(field) ?? serverErrors[field],
    required: true,
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(event)}>
      <ErrorMessage messages={failure} />
      <TextField
        {...passwordField('current')}
        label={intl.formatMessage(messages.current)}
        autoComplete="current-password"
      />
      <TextField
        {...passwordField('next')}
        label={intl.formatMessage(messages.next)}
        hint={intl.formatMessage(newPasswordHint, { minLength: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
      />
      <p role="status" className={styles.links}>
        {changed ? intl.formatMessage(messages.changed) : ''}
      </p>
      <Button type="submit" size="lg" loading={isPending}>
        {intl.formatMessage(messages.submit)}
      </Button>
    </form>
  );
}
