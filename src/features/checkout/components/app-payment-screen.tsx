import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { paymentFormConfig } from '../../../config/payment-form';
import { postToNativeApp } from '../../../lib/native-app-bridge';
import { Button } from '../../../ui/button/button';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import * as styles from '../checkout.css';
import { messages } from '../messages';
import { HostedCardForm, type HostedCardFormHandle } from '../payment/hosted-card-form';
import type { CardSummary } from '../payment/hosted-form-protocol';
import { useCardToken } from '../payment/use-card-token';

/** What the app receives once the card is approved: the one-time token and nothing sensitive. */
export interface AppPaymentMessage {
  type: 'payment_token';
  order: string;
  token: string;
  card: CardSummary;
}

/**
 * `/app/payment?order=<id>`: the card entry the mobile app opens for its order. The card goes into
 * the provider's hosted form as at checkout; the approved token is handed to the app through its
 * WebView bridge (`window.ReactNativeWebView.postMessage`, a JSON `AppPaymentMessage`), and the app
 * submits the order with it. The page says the card is ready either way.
 */
export function AppPaymentScreen({ orderId }: { orderId: string | undefined }) {
  const intl = useIntl();
  const paymentForm = paymentFormConfig();
  const usable = orderId !== undefined && paymentForm !== undefined;
  const { token, renew, failure } = useCardToken(orderId, usable);
  const handleRef = useRef<HostedCardFormHandle>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [approved, setApproved] = useState<CardSummary>();
  const [busy, setBusy] = useState(false);

  const handOverCard = async () => {
    if (orderId === undefined || busy) return;
    setBusy(true);
    setProblems([]);
    const outcome = (await handleRef.current?.tokenize()) ?? { status: 'not-ready' };
    setBusy(false);
    if (outcome.status === 'tokenized') {
      const message: AppPaymentMessage = {
        type: 'payment_token',
        order: orderId,
        token: outcome.token,
        card: outcome.card,
      };
      postToNativeApp(message);
      setApproved(outcome.card);
    } else if (outcome.status === 'failed') {
      setProblems([outcome.message]);
      void renew();
    } else if (outcome.status === 'not-ready') {
      setProblems([intl.formatMessage(messages.cardFormLoading)]);
    } else setProblems([intl.formatMessage(messages.checkCard)]);
  };

  return (
    <div className={styles.form}>
      <h1 className={styles.sectionHeading}>{intl.formatMessage(messages.appPaymentHeading)}</h1>
      {!usable || !paymentForm ? (
        <p className={styles.note}>
          {intl.formatMessage(
            orderId === undefined ? messages.appPaymentNoOrder : messages.cardFormUnavailable,
          )}
        </p>
      ) : (
        <>
          <HostedCardForm
            config={paymentForm}
            token={token}
            handleRef={handleRef}
            onSubmitRequest={() => void handOverCard()}
          />
          <ErrorMessage error={failure} messages={problems} />
          <Button
            size="lg"
            fullWidth
            loading={busy}
            disabled={approved !== undefined}
            onClick={() => void handOverCard()}
          >
            {intl.formatMessage(messages.appPaymentContinue)}
          </Button>
          <p role="status" className={styles.note}>
            {approved &&
              intl.formatMessage(messages.appPaymentReady, { brand: approved.brand, suffix: approved.last4 })}
          </p>
        </>
      )}
    </div>
  );
}
