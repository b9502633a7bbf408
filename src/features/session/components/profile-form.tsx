import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import { getGetMemberQueryKey, useUpdateMember } from '../../../api/generated/endpoints/members/members';
import type { Member } from '../../../api/generated/model';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { localizeApiError, localizedFieldErrors } from '../../../ui/error-message/localize-api-error';
import { textOf, type ShownMessage } from '../../../ui/error-message/shown-message';
import { TextField } from '../../../ui/text-field/text-field';
import { useFormProblems } from '../hooks/use-form-problems';
import {
  memberUpdateOf,
  PROFILE_FIELD_OF_SERVER_FIELD,
  PROFILE_FIELDS,
  profileOf,
  validateProfile,
  type ProfileField,
  type ProfileValues,
} from '../profile-validation';
import * as styles from './session-form.css';

const messages = defineMessages({
  firstName: { id: 'session.profile.firstName', defaultMessage: 'First name' },
  lastName: { id: 'session.profile.lastName', defaultMessage: 'Last name' },
  email: { id: 'session.profile.email', defaultMessage: 'Email' },
  phone: { id: 'session.profile.phone', defaultMessage: 'Phone' },
  stayInTouch: { id: 'session.profile.stayInTouch', defaultMessage: 'Stay in touch' },
  optin: { id: 'session.profile.optin', defaultMessage: 'Email me offers and news' },
  optinSms: { id: 'session.profile.optinSms', defaultMessage: 'Text me offers and news' },
  submit: { id: 'session.profile.submit', defaultMessage: 'Save Changes' },
  saved: { id: 'session.profile.saved', defaultMessage: 'Your details were saved.' },
});

type ServerFieldErrors = Partial<Record<ProfileField, string>>;

function profileFieldErrorsOf(error: unknown, intl: IntlShape): ServerFieldErrors {
  const errors: ServerFieldErrors = {};
  for (const [serverField, message] of Object.entries(localizedFieldErrors(error, intl))) {
    const field = PROFILE_FIELD_OF_SERVER_FIELD[serverField];
    if (field && message) errors[field] = message;
  }
  return errors;
}

interface ProfileFormProps {
  member: Member;
  /** The button's label; 'Save Changes' by default. */
  submitLabel?: string;
  /** Called with the saved member, after the cache holds it (/account/complete goes on from here). */
  onSaved?: (member: Member) => void;
}

/**
 * The member's name, e-mail, phone and opt-ins (PUT members/update, SPEC §3/§7). A failed save keeps
 * everything typed; the server's messages about a field show beside it.
 */
export function ProfileForm({ member, submitLabel, onSaved }: ProfileFormProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ProfileValues>(() => profileOf(member));
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  const [failure, setFailure] = useState<readonly ShownMessage[]>([]);
  const [saved, setSaved] = useState(false);
  const { checkBeforeSubmit, recheck, errorOf, inputRef, focusFirstProblem } = useFormProblems(
    validateProfile,
    PROFILE_FIELDS,
  );
  const { mutateAsync: updateMember, isPending } = useUpdateMember();

  const change =
    <Field extends ProfileField>(field: Field) =>
    (value: ProfileValues[Field]) => {
      const next = { ...values, [field]: value };
      setValues(next);
      setSaved(false);
      setServerErrors(({ [field]: _edited, ...others }) => others);
      recheck(next);
    };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending || !checkBeforeSubmit(values)) return;
    setFailure([]);
    setServerErrors({});
    try {
      const updated = await updateMember({ data: memberUpdateOf(values) });
      queryClient.setQueryData(getGetMemberQueryKey(), updated);
      setSaved(true);
      onSaved?.(updated);
    } catch (error) {
      const byField = profileFieldErrorsOf(error, intl);
      setServerErrors(byField);
      focusFirstProblem(byField);
      const shownBesideFields = new Set(Object.values(byField));
      const others = localizeApiError(error, intl).filter(
        (message) => !shownBesideFields.has(textOf(message)),
      );
      setFailure(others);
    }
  };

  const textField = (field: 'firstName' | 'lastName' | 'email' | 'phone') => ({
    ref: inputRef(field),
    name: field,
    value: values[field],
    onValueChange: change(field),
    error: errorOf(field) ?? serverErrors[field],
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(event)}>
      <ErrorMessage messages={failure} />
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
      <TextField {...textField('phone')} label={intl.formatMessage(messages.phone)} mask="phone" required />
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
      </fieldset>
      <p role="status" className={styles.links}>
        {saved ? intl.formatMessage(messages.saved) : ''}
      </p>
      <Button type="submit" size="lg" loading={isPending}>
        {submitLabel ?? intl.formatMessage(messages.submit)}
      </Button>
    </form>
  );
}
