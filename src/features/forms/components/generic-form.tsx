import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { defineMessages, useIntl } from 'react-intl';
import { useSubmitForm } from '../../../api/generated/endpoints/forms/forms';
import type { FormSubmission } from '../../../api/generated/model';
import { BOT_CHECK_ACTIONS, useBotCheck } from '../../../lib/bot-check';
import { formResolver } from '../../../lib/forms/form-resolver';
import { Button } from '../../../ui/button/button';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { useFieldErrors } from '../../../ui/form/use-field-errors';
import { formMessages } from '../form-messages';
import type { GenericFormField, GenericFormValues } from '../generic-form-fields';
import { emptyGenericForm, genericFieldOf, genericFormSchema } from '../generic-form-schema';
import { useFormSubmission } from '../hooks/use-form-submission';
import { FormConfirmation } from './form-confirmation';
import { FIELD_KINDS, GenericFormInput } from './generic-form-input';
import * as styles from './form-layout.css';
import { FormUntilHydrated } from '../../../ui/form/form-until-hydrated';

const messages = defineMessages({
  sent: { id: 'forms.generic.sent', defaultMessage: 'Thank you! Your form has been sent.' },
});

export interface GenericFormProps {
  /** The form's name at the server, such as `franchising`. */
  form: string;
  fields: readonly GenericFormField[];
  /** The mail's subject. */
  subject?: string;
  /** Adds the date the form was sent to the mail. */
  includeDate?: boolean;
  /** The name of the e-mail field whose address replies go to. */
  replyToField?: string;
  /** Already in the language shown, like the labels. */
  heading?: string;
  submitLabel: string;
}

/**
 * A website form built from a field list (SPEC §7 "Form submission": form, fields, replyto,
 * subject, includeDate), sent with the bot-check token (SPEC §5) to `POST /api/submit`.
 */
export function GenericForm({
  form: formName,
  fields,
  subject,
  includeDate = false,
  replyToField,
  heading,
  submitLabel,
}: GenericFormProps) {
  const intl = useIntl();
  const headingId = useId();
  const schema = useMemo(() => genericFormSchema(fields), [fields]);
  const form = useForm<GenericFormValues, unknown, FormSubmission['fields']>({
    resolver: formResolver(schema),
    defaultValues: emptyGenericForm(fields),
  });
  const { mutateAsync } = useSubmitForm();
  const { getToken } = useBotCheck();
  const submission = useFormSubmission({
    form,
    botCheck: { action: BOT_CHECK_ACTIONS.formSubmit, getToken },
    send: (values, recaptcha = '') => {
      const replyto = replyToField === undefined ? undefined : values[replyToField];
      return mutateAsync({
        data: {
          form: formName,
          fields: values,
          replyto: typeof replyto === 'string' ? replyto : undefined,
          subject,
          includeDate,
          recaptcha,
        },
      });
    },
    fieldOf: genericFieldOf(fields),
  });
  const errorOf = useFieldErrors(form.formState.errors);
  const say = intl.formatMessage;

  return (
    <section aria-labelledby={heading ? headingId : undefined} className={styles.form}>
      {heading && <h2 id={headingId}>{heading}</h2>}
      {submission.result ? (
        <FormConfirmation
          action={
            <Button variant="secondary" onClick={submission.startOver}>
              {say(formMessages.sendAnother)}
            </Button>
          }
        >
          {say(messages.sent)}
        </FormConfirmation>
      ) : (
        <FormUntilHydrated className={styles.form} noValidate onSubmit={submission.onSubmit}>
          {fields.map((field) => (
            <GenericFormInput
              key={field.name}
              field={field}
              register={form.register}
              error={errorOf(field.name, FIELD_KINDS[field.type])}
            />
          ))}
          <ErrorMessage messages={submission.failureMessages} />
          <div>
            <Button type="submit" size="lg" loading={submission.isSubmitting}>
              {submitLabel}
            </Button>
          </div>
        </FormUntilHydrated>
      )}
    </section>
  );
}
