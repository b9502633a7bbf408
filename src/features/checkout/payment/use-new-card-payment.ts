import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { paymentFormConfig } from '../../../config/payment-form';
import type { ShownMessage } from '../../../ui/error-message/shown-message';
import { wordedFailure } from '../../../ui/error-message/worded-failure';
import { messages } from '../messages';
import type { HostedCardFormHandle } from './hosted-card-form';
import type { CardSummary } from './hosted-form-protocol';
import { usePendingPaymentStore } from './pending-payment-store';
import { useCardToken } from './use-card-token';

export type NewCardResult = { status: 'tokenized'; token: string; card: CardSummary } | { status: 'refused' };

/**
 * A new card through the provider's hosted form: the order's one-time token, the form's handle, and
 * the messages shown under the form. A card declined at submit (the confirmation dialog reports it
 * through the pending-payment store) brings a fresh token, which clears the form, and the
 * provider's message; nothing else on the page changes.
 */
export function useNewCardPayment(orderId: string | undefined, wanted: boolean) {
  const intl = useIntl();
  const config = paymentFormConfig();
  const { token, renew, failure } = useCardToken(orderId, wanted && config !== undefined);
  const handleRef = useRef<HostedCardFormHandle>(null);
  const [cardMessages, setCardMessages] = useState<ShownMessage[]>([]);

  useEffect(
    () =>
      usePendingPaymentStore.subscribe(({ declined, setDeclined }) => {
        if (!declined) return;
        setDeclined(null);
        setCardMessages([declined]);
        void renew();
      }),
    [renew],
  );

  /** Binds the typed card to the token at the provider; the form shows its own field errors. */
  const tokenize = async (): Promise<NewCardResult> => {
    setCardMessages([]);
    const outcome = (await handleRef.current?.tokenize()) ?? { status: 'not-ready' };
    if (outcome.status === 'tokenized') return outcome;
    if (outcome.status === 'failed') {
      setCardMessages([outcome.message]);
      void renew();
    } else if (outcome.status === 'not-ready') {
      setCardMessages([intl.formatMessage(messages.cardFormLoading)]);
    }
    return { status: 'refused' };
  };

  return {
    config,
    token,
    handleRef,
    messages: [...(failure ? wordedFailure(failure, intl) : []), ...cardMessages],
    tokenize,
  };
}
