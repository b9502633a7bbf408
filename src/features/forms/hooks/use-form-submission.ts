import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldErrorsOf } from '../../../api/api-error';
import type { BotCheck, BotCheckAction } from '../../../lib/bot-check';
import { describeFailure } from '../../../ui/error-message/describe-failure';
import type { ShownMessage } from '../../../ui/error-message/shown-message';

export interface FormSubmissionOptions<Values extends FieldValues, Output, Result> {
  form: UseFormReturn<Values, unknown, Output>;
  /**
   * SPEC §5: the calls that carry a bot-check token, from the form's `useBotCheck()`, scored under
   * `action`. Forms without one (the e-mail club) never start the provider.
   */
  botCheck?: { action: BotCheckAction; getToken: BotCheck['getToken'] };
  /** Sends the checked values (with the bot-check token when there is an action). */
  send: (values: Output, recaptcha: string | undefined) => Promise<Result>;
  /** The form field a server message names (`request.email` → `email`); none to keep it in the list. */
  fieldOf: (serverField: string) => Path<Values> | undefined;
}

export interface FormSubmission<Result> {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  isSubmitting: boolean;
  /** What went wrong with the last attempt; empty when nothing did. */
  failureMessages: ShownMessage[];
  /** The server's answer once the form went through. */
  result: Result | undefined;
  /** Back to an empty form after a success. */
  startOver: () => void;
}

/**
 * One submit of a react-hook-form form at a time: the browser checks first (focusing the first
 * invalid field), then the bot-check token and the call. On failure the server's messages are shown
 * and the ones tied to a field go beside it; the input stays as typed.
 */
export function useFormSubmission<Values extends FieldValues, Output, Result>({
  form,
  botCheck,
  send,
  fieldOf,
}: FormSubmissionOptions<Values, Output, Result>): FormSubmission<Result> {
  const intl = useIntl();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [failureMessages, setFailureMessages] = useState<ShownMessage[]>([]);
  const [result, setResult] = useState<Result>();
  // State updates land after the next render: a second submit in the same tick must see this.
  const inFlight = useRef(false);

  const deliver = async (values: Output) => {
    setIsSubmitting(true);
    setFailureMessages([]);
    try {
      const recaptcha = botCheck ? await botCheck.getToken(botCheck.action) : undefined;
      setResult(await send(values, recaptcha));
    } catch (error) {
      console.error('The form could not be sent.', error);
      setFailureMessages(describeFailure(error, intl));
      const byField = Object.entries(fieldErrorsOf(error)).flatMap(([serverField, message]) => {
        const field = fieldOf(serverField);
        return field && message ? [[field, message] as const] : [];
      });
      byField.forEach(([field, message], index) =>
        form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
    } finally {
      setIsSubmitting(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    void form
      .handleSubmit(deliver)(event)
      .finally(() => {
        inFlight.current = false;
      });
  };

  const startOver = () => {
    form.reset();
    setResult(undefined);
    setFailureMessages([]);
  };

  return { onSubmit, isSubmitting, failureMessages, result, startOver };
}
