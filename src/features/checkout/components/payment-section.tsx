import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ApiError } from '../../../api/api-error';
import type { Payment } from '../../../api/generated/model';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import type { ShownMessage } from '../../../ui/error-message/shown-message';
import * as styles from '../checkout.css';
import { messages } from '../messages';

/** A member's choice: one of their saved cards (its account id), or a new card. */
export type CardChoice = number | 'new';

interface PaymentSectionProps {
  signedIn: boolean;
  payments: readonly Payment[] | undefined;
  paymentsError: ApiError | null;
  choice: CardChoice | undefined;
  onChoiceChange: (choice: CardChoice) => void;
  accountError: boolean;
  /** The provider's hosted card form, or null when the build has none. */
  cardForm: ReactNode;
  /** The provider's or the token's messages about the new card (a decline, an expired form). */
  cardMessages: readonly ShownMessage[];
  saveCard: boolean;
  onSaveCardChange: (save: boolean) => void;
}

/**
 * Members pay with a saved card or a new one; guests with a new one. A new card is typed into the
 * payment provider's hosted form (`cardForm`), never into this page; the provider's messages about
 * it are shown and announced just below it.
 */
export function PaymentSection({
  signedIn,
  payments,
  paymentsError,
  choice,
  onChoiceChange,
  accountError,
  cardForm,
  cardMessages,
  saveCard,
  onSaveCardChange,
}: PaymentSectionProps) {
  const intl = useIntl();
  const newCard = !signedIn || choice === 'new';

  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionHeading}>{intl.formatMessage(messages.paymentHeading)}</legend>
      {signedIn && (
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
                checked={choice === payment.account.id}
                onChange={() => onChoiceChange(payment.account.id)}
              />
              {intl.formatMessage(messages.savedCard, {
                brand: payment.account.cardtype ?? payment.account.type,
                suffix: payment.account.cardsuffix ?? '',
              })}
            </label>
          ))}
          {cardForm !== null && (
            <label className={styles.radioRow}>
              <input
                type="radio"
                name="saved-card"
                className={styles.radio}
                checked={choice === 'new'}
                onChange={() => onChoiceChange('new')}
              />
              {intl.formatMessage(messages.newCard)}
            </label>
          )}
          {accountError && <ErrorMessage messages={[intl.formatMessage(messages.chooseCard)]} />}
          <ErrorMessage error={paymentsError} />
        </>
      )}
      {newCard &&
        (cardForm === null ? (
          <p className={styles.note}>{intl.formatMessage(messages.cardFormUnavailable)}</p>
        ) : (
          <>
            {cardForm}
            <ErrorMessage messages={cardMessages} />
            {signedIn && (
              <Checkbox
                label={intl.formatMessage(messages.saveCard)}
                checked={saveCard}
                onCheckedChange={onSaveCardChange}
              />
            )}
          </>
        ))}
    </fieldset>
  );
}
