import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/api-error';
import { useListPayments } from '../../../api/generated/endpoints/members/members';
import {
  useCreateOrderPaymentToken,
  useSetOrderAddress,
  useSetOrderCustomFields,
} from '../../../api/generated/endpoints/orders/orders';
import type { Order } from '../../../api/generated/model';
import {
  CATERING_DELIVERY_MINIMUM,
  isBelowCateringDeliveryMinimum,
} from '../../../ordering/catering-delivery-minimum';
import { selectIsSignedIn, usePreferencesStore, useSessionStore, useUiStore } from '../../../stores';
import { Button } from '../../../ui/button/button';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { useFormatPrice } from '../../../ui/price/use-format-price';
import * as styles from '../checkout.css';
import {
  serverFieldErrors,
  toHandoffDetails,
  validateDetails,
  type CheckoutDetails,
  type DetailsField,
  type DetailsProblem,
} from '../details/checkout-details';
import { messages, type PlainMessageKey } from '../messages';
import { cardProblems, type CardProblem } from '../payment/card-fields';
import { usePendingPaymentStore } from '../payment/pending-payment-store';
import { useTimeProblemStore } from '../time/time-problem-store';
import { useTimeChoice } from '../time/use-time-choice';
import { useStoreOrder } from '../use-order-cache';
import { AccountChoice } from './account-choice';
import { ContactSection } from './contact-section';
import { DonationSection } from './donation-section';
import { HandoffSection } from './handoff-section';
import { PaymentSection } from './payment-section';
import { TimeSection } from './time-section';
import { TipSection } from './tip-section';
import { TotalsSummary } from './totals-summary';

const PROBLEM_MESSAGES: Record<DetailsProblem, PlainMessageKey> = {
  required: 'requiredField',
  email: 'invalidEmail',
  phone: 'invalidPhone',
  zip: 'invalidZip',
};

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

interface CheckoutFormProps {
  order: Order;
  initialDetails: CheckoutDetails;
}

/**
 * Every checkout section. 'Place order' checks the details, saves the delivery address and the
 * handoff details on the order, prepares the payment and opens 'Are these details correct?'.
 */
export function CheckoutForm({ order, initialDetails }: CheckoutFormProps) {
  const intl = useIntl();
  const formatPrice = useFormatPrice();
  const storeOrder = useStoreOrder();
  const signedIn = useSessionStore(selectIsSignedIn);
  const guestUser = useSessionStore((state) => state.guestUser);
  const preferredChannel = usePreferencesStore((state) => state.channel);
  const [details, setDetails] = useState(initialDetails);
  const [errors, setErrors] = useState<Partial<Record<DetailsField, string>>>({});
  const [cardErrors, setCardErrors] = useState<CardProblem[]>([]);
  const [chosenAccount, setChosenAccount] = useState<number>();
  const [accountError, setAccountError] = useState(false);
  const [failure, setFailure] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const payments = useListPayments({ query: { enabled: signedIn } });
  const accountId =
    chosenAccount ?? (payments.data?.find((p) => p.default) ?? payments.data?.[0])?.account.id;
  const setAddress = useSetOrderAddress();
  const setCustomFields = useSetOrderCustomFields();
  const createToken = useCreateOrderPaymentToken();

  const belowMinimum = isBelowCateringDeliveryMinimum({
    channel: order.channel ?? preferredChannel,
    handoff: order.handoff,
    total: order.totals.total,
  });
  // ASAP, or a time chosen among the offered slots: never a scheduled order without its time.
  const timeChoice = useTimeChoice(order);
  const canPay = signedIn || guestUser;
  // A member pays with a saved card: until the cards have loaded there is nothing to pay with yet
  // (a quick click would otherwise read as 'Please choose a card.').
  const paymentsLoading = signedIn && payments.isPending;

  const change = (field: DetailsField, value: string) => {
    setDetails((previous) => ({ ...previous, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const placeOrder = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || belowMinimum || !canPay || paymentsLoading) return;
    setFailure([]);
    const problems = validateDetails(details, order.handoff);
    const shown: Partial<Record<DetailsField, string>> = {};
    for (const [field, problem] of Object.entries(problems)) {
      shown[field as DetailsField] = intl.formatMessage(messages[PROBLEM_MESSAGES[problem]]);
    }
    const form = new FormData(event.currentTarget);
    const card = signedIn
      ? []
      : cardProblems(
          {
            number: text(form, 'card-number'),
            expiry: text(form, 'card-expiry'),
            cvv: text(form, 'card-cvv'),
          },
          new Date(),
        );
    const missingAccount = signedIn && accountId === undefined;
    const fieldProblems = Object.keys(shown).length > 0 || card.length > 0 || missingAccount;
    const timeMissing = !timeChoice.timeChosen;
    if (timeMissing) useTimeProblemStore.getState().report([intl.formatMessage(messages.timeRequired)]);
    setErrors(shown);
    setCardErrors(card);
    setAccountError(missingAccount);
    if (fieldProblems || timeMissing) {
      setFailure(fieldProblems ? [intl.formatMessage(messages.fixErrors)] : []);
      return;
    }
    setBusy(true);
    try {
      if (order.handoff === 'dispatch') {
        storeOrder(
          await setAddress.mutateAsync({
            id: order.id,
            data: {
              type: 'dispatch',
              address: {
                address: details.address.trim(),
                building: details.building.trim() || null,
                city: details.city.trim(),
                zip: details.zip.trim(),
                instructions: details.instructions.trim() || null,
              },
            },
          }),
        );
      }
      storeOrder(
        await setCustomFields.mutateAsync({
          id: order.id,
          data: { fields: toHandoffDetails(details, order.handoff) },
        }),
      );
      if (signedIn && accountId !== undefined) {
        usePendingPaymentStore.getState().setPayment({ kind: 'saved', accountId });
      } else {
        const { token } = await createToken.mutateAsync({ id: order.id });
        usePendingPaymentStore.getState().setPayment({ kind: 'token', token });
      }
      useUiStore.getState().setOrderConfirming(true);
    } catch (error) {
      const apiError = ApiError.from(error);
      const byField = serverFieldErrors(apiError.body);
      setErrors(byField);
      setFailure(apiError.messages);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={(event) => void placeOrder(event)}>
      <HandoffSection order={order} details={details} errors={errors} onChange={change} />
      <ContactSection details={details} errors={errors} onChange={change} />
      <TimeSection order={order} choice={timeChoice} />
      <TipSection order={order} />
      <DonationSection order={order} />
      <TotalsSummary totals={order.totals} />
      {!signedIn && <AccountChoice />}
      {canPay && (
        <PaymentSection
          signedIn={signedIn}
          payments={payments.data}
          paymentsError={payments.error?.messages}
          accountId={accountId}
          onAccountChange={(id) => {
            setChosenAccount(id);
            setAccountError(false);
          }}
          cardErrors={cardErrors}
          accountError={accountError}
        />
      )}
      {belowMinimum && (
        <p className={styles.warning} role="alert">
          {intl.formatMessage(messages.cateringMinimum, { minimum: formatPrice(CATERING_DELIVERY_MINIMUM) })}
        </p>
      )}
      <ErrorMessage messages={failure} />
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={busy}
        disabled={belowMinimum || !canPay || paymentsLoading}
      >
        {intl.formatMessage(messages.placeOrder)}
      </Button>
    </form>
  );
}
