import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Payment } from '../../../api/generated/model';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { TextField } from '../../../ui/text-field/text-field';
import * as styles from '../checkout.css';
import { messages } from '../messages';
import { maskCardNumber, maskExpiry, type CardProblem } from '../payment/card-fields';

interface PaymentSectionProps {
  signedIn: boolean;
  payments: readonly Payment[] | undefined;
  paymentsError: readonly string[] | undefined;
  accountId: number | undefined;
  onAccountChange: (accountId: number) => void;
  cardErrors: readonly CardProblem[];
  accountError: boolean;
}

const CARD_ERRORS = {
  number: 'invalidCardNumber',
  expiry: 'invalidCardExpiry',
  cvv: 'invalidCardCvv',
} as const;

/** Masks a card field in place: the value stays in the input, never in React state. */
const masked = (mask: (raw: string) => string) => (event: ChangeEvent<HTMLInputElement>) => {
  event.currentTarget.value = mask(event.currentTarget.value);
};

/**
 * Members pay with a saved card; guests type a new card, which the payment provider turns into a
 * one-time token (POST orders/{id}/token) when the order is placed. The card fields are
 * uncontrolled, so card numbers never enter client state.
 */
export function PaymentSection({
  signedIn,
  payments,
  paymentsError,
  accountId,
  onAccountChange,
  cardErrors,
  accountError,
}: PaymentSectionProps) {
  const intl = useIntl();
  const cardError = (problem: CardProblem) =>
    cardErrors.includes(problem) ? intl.formatMessage(messages[CARD_ERRORS[problem]]) : undefined;

  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionHeading}>{intl.formatMessage(messages.paymentHeading)}</legend>
      {signedIn ? (
        <>
          {payments?.length === 0 && (
            <p className={styles.note}>{intl.formatMessage(messages.noSavedCards)}</p>
          )}
          {payments?.map((payment) => (
            <label key={payment.id} className={styles.radioRow}>
              <input
                type="radio"
                name="saved-card"
                className={styles.radio}
                checked={accountId === payment.account.id}
                onChange={() => onAccountChange(payment.account.id)}
              />
              {intl.formatMessage(messages.savedCard, {
                brand: payment.account.cardtype ?? payment.account.type,
                suffix: payment.account.cardsuffix ?? '',
              })}
            </label>
          ))}
          {accountError && <ErrorMessage messages={[intl.formatMessage(messages.chooseCard)]} />}
          {paymentsError && <ErrorMessage messages={paymentsError} />}
        </>
      ) : (
        <div className={styles.fieldGrid}>
          <TextField
            label={intl.formatMessage(messages.cardNumber)}
            name="card-number"
            inputMode="numeric"
            autoComplete="cc-number"
            required
            onChange={masked(maskCardNumber)}
            error={cardError('number')}
          />
          <TextField
            label={intl.formatMessage(messages.cardExpiry)}
            name="card-expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            required
            onChange={masked(maskExpiry)}
            error={cardError('expiry')}
          />
          <TextField
            label={intl.formatMessage(messages.cardCvv)}
            name="card-cvv"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            required
            error={cardError('cvv')}
          />
        </div>
      )}
    </fieldset>
  );
}
