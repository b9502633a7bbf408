import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { defineMessages, useIntl } from 'react-intl';
import { useSubscribeEclub } from '../../../api/generated/endpoints/forms/forms';
import { formResolver } from '../../../lib/forms/form-resolver';
import { usePreferencesStore } from '../../../stores';
import { Button } from '../../../ui/button/button';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { useFieldErrors } from '../../../ui/form/use-field-errors';
import { TextField } from '../../../ui/text-field/text-field';
import {
  eclubFieldOf,
  eclubFormSchema,
  emptyEclubForm,
  type EclubFields,
  type EclubFormValues,
} from '../eclub-form-schema';
import { useFormSubmission } from '../hooks/use-form-submission';
import { FormConfirmation } from './form-confirmation';
import * as styles from './eclub-signup.css';
import { FormUntilHydrated } from '../../../ui/form/form-until-hydrated';

const messages = defineMessages({
  heading: { id: 'forms.eclub.heading', defaultMessage: 'Join the E-mail Club' },
  intro: {
    id: 'forms.eclub.intro',
    defaultMessage: 'News, new menu items and offers, straight to your inbox.',
  },
  email: { id: 'forms.eclub.email', defaultMessage: 'Email' },
  zip: { id: 'forms.eclub.zip', defaultMessage: 'Zip code (optional)' },
  submit: { id: 'forms.eclub.submit', defaultMessage: 'Sign Up' },
  joined: {
    id: 'forms.eclub.joined',
    defaultMessage: "You're on the list! Watch your inbox for our latest news and offers.",
  },
});

/**
 * SPEC §1/§7: the e-mail club sign-up (`POST eclub/subscribe`), compact enough for the footer. It
 * carries no bot-check (SPEC §5 lists the calls that do) and subscribes in the language shown.
 */
export function EclubSignup() {
  const intl = useIntl();
  const headingId = useId();
  const language = usePreferencesStore((state) => state.language);
  const channel = usePreferencesStore((state) => state.channel);
  const form = useForm<EclubFormValues, unknown, EclubFields>({
    resolver: formResolver(eclubFormSchema),
    defaultValues: emptyEclubForm,
  });
  const { mutateAsync } = useSubscribeEclub();
  const submission = useFormSubmission({
    form,
    send: (fields) => mutateAsync({ data: { ...fields, language } }),
    fieldOf: eclubFieldOf,
  });
  const errorOf = useFieldErrors(form.formState.errors);
  const say = intl.formatMessage;

  // The catering channel's footer has no e-mail club (its links are its own, SPEC §2).
  if (channel !== 'default') return null;

  return (
    <section aria-labelledby={headingId} className={styles.root}>
      <h2 id={headingId} className={styles.heading}>
        {say(messages.heading)}
      </h2>
      {submission.result ? (
        <FormConfirmation>{say(messages.joined)}</FormConfirmation>
      ) : (
        <>
          <p className={styles.intro}>{say(messages.intro)}</p>
          <FormUntilHydrated className={styles.form} noValidate onSubmit={submission.onSubmit}>
            <div className={styles.fields}>
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
                label={say(messages.zip)}
                mask="zip"
                {...form.register('zip')}
                error={errorOf('zip', 'zip')}
              />
            </div>
            <ErrorMessage messages={submission.failureMessages} />
            <div>
              <Button type="submit" loading={submission.isSubmitting}>
                {say(messages.submit)}
              </Button>
            </div>
          </FormUntilHydrated>
        </>
      )}
    </section>
  );
}
