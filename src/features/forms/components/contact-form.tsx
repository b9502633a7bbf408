import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useSubmitContact } from '../../../api/generated/endpoints/forms/forms';
import { BOT_CHECK_ACTIONS, useBotCheck } from '../../../lib/bot-check';
import { formResolver } from '../../../lib/forms/form-resolver';
import { Button } from '../../../ui/button/button';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { useFieldErrors } from '../../../ui/form/use-field-errors';
import { Select } from '../../../ui/select/select';
import { TextArea } from '../../../ui/text-area/text-area';
import { TextField } from '../../../ui/text-field/text-field';
import {
  CONTACT_FORM_NAME,
  contactFieldOf,
  contactFormSchema,
  emptyContactForm,
  type ContactFormValues,
  type ContactRequestFields,
} from '../contact-form-schema';
import { contactMessages as messages } from '../contact-messages';
import { formMessages } from '../form-messages';
import { useFormSubmission } from '../hooks/use-form-submission';
import { useLocationOptions } from '../hooks/use-location-options';
import { FormConfirmation } from './form-confirmation';
import * as styles from './form-layout.css';
import { FormUntilHydrated } from '../../../ui/form/form-until-hydrated';

const TOPICS = [
  ['visit', messages.topicVisit],
  ['online-order', messages.topicOnlineOrder],
  ['catering', messages.topicCatering],
  ['rewards', messages.topicRewards],
  ['other', messages.topicOther],
] as const;

const today = () => new Date().toLocaleDateString('en-CA');

/** SPEC §7 "Other": the contact form (`POST contact`), with the bot-check token (SPEC §5). */
export function ContactForm() {
  const intl = useIntl();
  const form = useForm<ContactFormValues, unknown, ContactRequestFields>({
    resolver: formResolver(contactFormSchema),
    defaultValues: emptyContactForm,
  });
  const { mutateAsync } = useSubmitContact();
  const { getToken } = useBotCheck();
  const submission = useFormSubmission({
    form,
    botCheck: { action: BOT_CHECK_ACTIONS.contact, getToken },
    send: (request, recaptcha = '') => mutateAsync({ data: { form: CONTACT_FORM_NAME, request, recaptcha } }),
    fieldOf: contactFieldOf,
  });
  const errorOf = useFieldErrors(form.formState.errors);
  const locationOptions = useLocationOptions();
  const say = intl.formatMessage;

  if (submission.result) {
    return (
      <FormConfirmation
        action={
          <Button variant="secondary" onClick={submission.startOver}>
            {say(formMessages.sendAnother)}
          </Button>
        }
      >
        {say(messages.sent)}
      </FormConfirmation>
    );
  }

  return (
    <FormUntilHydrated className={styles.form} noValidate onSubmit={submission.onSubmit}>
      <div className={styles.pair}>
        <TextField
          label={say(messages.firstName)}
          autoComplete="given-name"
          {...form.register('first_name')}
          error={errorOf('first_name', 'text')}
        />
        <TextField
          label={say(messages.lastName)}
          autoComplete="family-name"
          {...form.register('last_name')}
          error={errorOf('last_name', 'text')}
        />
      </div>
      <div className={styles.pair}>
        <TextField
          label={say(messages.email)}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          {...form.register('email')}
          error={errorOf('email', 'email')}
        />
        <TextField
          label={say(messages.phone)}
          mask="phone"
          {...form.register('phone')}
          error={errorOf('phone', 'phone')}
        />
      </div>
      <div className={styles.pair}>
        <Select
          label={say(messages.location)}
          options={[{ value: '', label: say(messages.noLocation) }, ...locationOptions]}
          {...form.register('location_id')}
          error={errorOf('location_id', 'text')}
        />
        <TextField
          label={say(messages.visitDate)}
          type="date"
          max={today()}
          {...form.register('visit_date')}
          error={errorOf('visit_date', 'date')}
        />
      </div>
      <Select
        label={say(messages.topic)}
        options={[
          { value: '', label: say(messages.topicNone) },
          ...TOPICS.map(([value, label]) => ({ value, label: say(label) })),
        ]}
        {...form.register('topic')}
        error={errorOf('topic', 'text')}
      />
      <TextArea
        label={say(messages.message)}
        required
        {...form.register('message')}
        error={errorOf('message', 'text')}
      />
      <ErrorMessage messages={submission.failureMessages} />
      <Button type="submit" size="lg" loading={submission.isSubmitting}>
        {say(messages.submit)}
      </Button>
    </FormUntilHydrated>
  );
}
