import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Order } from '../../../api/generated/model';
import { useUiStore } from '../../../stores';
import { Button } from '../../../ui/button/button';
import { usePromoCode } from '../hooks/use-promo-code';
import { messages } from '../messages';
import * as styles from './promo-code-form.css';

/** SPEC §4 "Promo": type a code and Apply; once approved the field locks and the button removes it. */
export function PromoCodeForm({ order }: { order: Order }) {
  const intl = useIntl();
  const inputId = useId();
  const errorId = useId();
  const promo = usePromoCode(order);
  const [draft, setDraft] = useState('');
  const approved = promo.approvedCode !== undefined;
  // SPEC §4: a code taken off the order because the cart was lowered below its minimum; the
  // customer is told, as they did not remove it themselves.
  const removedCode = useUiStore((state) => (approved ? undefined : state.droppedPromoCode));
  const [shownCode, setShownCode] = useState(promo.approvedCode);
  if (promo.approvedCode !== shownCode) {
    if (shownCode && !promo.approvedCode) setDraft('');
    setShownCode(promo.approvedCode);
  }

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (promo.pending) return;
    useUiStore.getState().setDroppedPromoCode(undefined);
    if (approved) {
      if (await promo.remove()) setDraft('');
      return;
    }
    await promo.apply(draft);
  };

  return (
    <form className={styles.root} onSubmit={(event) => void handleSubmit(event)} noValidate>
      <label htmlFor={inputId} className={styles.label}>
        {intl.formatMessage(messages.promoCode)}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          value={approved ? promo.approvedCode : draft}
          readOnly={approved}
          autoCapitalize="characters"
          autoComplete="off"
          aria-invalid={promo.error ? true : undefined}
          aria-describedby={promo.error ? errorId : undefined}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            promo.clearError();
          }}
        />
        <Button type="submit" variant="secondary" loading={promo.pending}>
          {intl.formatMessage(approved ? messages.removePromo : messages.applyPromo)}
        </Button>
      </div>
      <p id={errorId} role="alert" className={styles.error}>
        {promo.error}
      </p>
      {/* The cart's live region announces an applied code with the new total; a code the order
          dropped by itself is news only this line gives. */}
      <p className={styles.applied}>
        {approved ? intl.formatMessage(messages.promoApplied, { code: promo.approvedCode ?? '' }) : ''}
      </p>
      <p role="status" className={styles.applied}>
        {removedCode ? intl.formatMessage(messages.promoRemoved, { code: removedCode }) : ''}
      </p>
    </form>
  );
}
