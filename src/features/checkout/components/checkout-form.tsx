import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/api-error';
import { getGetLocationQueryOptions } from '../../../api/generated/endpoints/locations/locations';
import { useListPayments } from '../../../api/generated/endpoints/members/members';
import { useSetOrderAddress, useSetOrderCustomFields } from '../../../api/generated/endpoints/orders/orders';
import type { MemberAddress, Order } from '../../../api/generated/model';
import {
  CATERING_DELIVERY_MINIMUM,
  isBelowCateringDeliveryMinimum,
} from '../../../ordering/catering-delivery-minimum';
import { selectIsSignedIn, usePreferencesStore, useSessionStore, useUiStore } from '../../../stores';
import { Button } from '../../../ui/button/button';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { localizeApiError } from '../../../ui/error-message/localize-api-error';
import type { ShownMessage } from '../../../ui/error-message/shown-message';
import { ErrorSummary } from '../../../ui/error-summary/error-summary';
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
import { keepCheckoutDraft } from '../details/checkout-draft';
import { CHECKOUT_FIELD_LABELS, checkoutFieldId } from '../details/checkout-fields';
import { messages, type PlainMessageKey } from '../messages';
import { HostedCardForm } from '../payment/hosted-card-form';
import { usePendingPaymentStore } from '../payment/pending-payment-store';
import { useTimeProblemStore } from '../time/time-problem-store';
import { useTimeChoice } from '../time/use-time-choice';
import { useNewCardPayment } from '../payment/use-new-card-payment';
import { useStoreOrder } from '../use-order-cache';
import { AccountChoice } from './account-choice';
import { ContactSection } from './contact-section';
import { DonationSection } from './donation-section';
import { HandoffSection } from './handoff-section';
import { PaymentSection, type CardChoice } from './payment-section';
import { TimeSection } from './time-section';
import { TipSection } from './tip-section';
import { TotalsSummary } from './totals-summary';

const PROBLEM_MESSAGES: Record<DetailsProblem, PlainMessageKey> = {
  required: 'requiredField',
  email: 'invalidEmail',
  phone: 'invalidPhone',
  zip: 'invalidZip',
};

interface CheckoutFormProps {
  order: Order;
  initialDetails: CheckoutDetails;
  /** A member's saved delivery addresses, to fill the delivery fields with. */
  savedAddresses?: readonly MemberAddress[];
}

/**
 * Every checkout section. 'Place order' checks the details, saves the delivery address and the
 * handoff details on the order, prepares the payment and opens 'Are these details correct?'.
 */
export function CheckoutForm({ order, initialDetails, savedAddresses }: CheckoutFormProps) {
  const intl = useIntl();
  const formatPrice = useFormatPrice();
  const storeOrder = useStoreOrder();
  const queryClient = useQueryClient();
  const signedIn = useSessionStore(selectIsSignedIn);
  const guestUser = useSessionStore((state) => state.guestUser);
  const preferredChannel = usePreferencesStore((state) => state.channel);
  const [details, setDetails] = useState(initialDetails);
  const [errors, setErrors] = useState<Partial<Record<DetailsField, string>>>({});
  const [chosenCard, setChosenCard] = useState<CardChoice>();
  const [saveCard, setSaveCard] = useState(false);
  const [accountError, setAccountError] = useState(false);
  const [failure, setFailure] = useState<readonly ShownMessage[]>([]);
  const [busy, setBusy] = useState(false);
  // Each submit that finds invalid fields: the error summary takes focus again.
  const [summaryShown, setSummaryShown] = useState(0);
  const [summaryFields, setSummaryFields] = useState<DetailsField[]>([]);
  const [accountChoiceNeeded, setAccountChoiceNeeded] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const guestButtonRef = useRef<HTMLButtonElement>(null);
  const accountNeededId = useId();
  const payments = useListPayments({ query: { enabled: signedIn } });
  const savedDefault = (payments.data?.find((p) => p.default) ?? payments.data?.[0])?.account.id;
  // A member without saved cards pays with a new one.
  const cardChoice: CardChoice | undefined =
    chosenCard ?? savedDefault ?? (payments.data?.length === 0 ? 'new' : undefined);
  const setAddress = useSetOrderAddress();
  const setCustomFields = useSetOrderCustomFields();

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
  const payingByNewCard = canPay && (!signedIn || cardChoice === 'new');
  const newCard = useNewCardPayment(order.id, payingByNewCard);

  const fill = (values: Partial<CheckoutDetails>) => {
    setDetails((previous) => ({ ...previous, ...values }));
    setErrors((previous) =>
      Object.fromEntries(Object.entries(previous).filter(([field]) => !(field in values))),
    );
  };
  const change = (field: DetailsField, value: string) => fill({ [field]: value });
  // A reload of checkout starts from what was typed in this tab (the form state is lost otherwise).
  useEffect(() => {
    keepCheckoutDraft(order.id, details);
  }, [order.id, details]);

  // Place order stays focusable while it cannot be used (aria-disabled): a click then says why.
  const placeOrderUnavailable =
    belowMinimum || !canPay || paymentsLoading || timeChoice.settling || (payingByNewCard && !newCard.config);

  const placeOrder = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canPay && !busy) {
      // The choice sits below the form: say what is missing and take the customer to it.
      setAccountChoiceNeeded(true);
      guestButtonRef.current?.focus();
      return;
    }
    if (busy || placeOrderUnavailable) return;
    setFailure([]);
    setSummaryFields([]);
    const problems = validateDetails(details, order.handoff);
    const shown: Partial<Record<DetailsField, string>> = {};
    for (const [field, problem] of Object.entries(problems)) {
      shown[field as DetailsField] = intl.formatMessage(messages[PROBLEM_MESSAGES[problem]]);
    }
    const missingAccount = signedIn && cardChoice === undefined;
    const fieldProblems = Object.keys(shown).length > 0 || missingAccount;
    const timeMissing = !timeChoice.timeChosen;
    if (timeMissing) useTimeProblemStore.getState().report([intl.formatMessage(messages.timeRequired)]);
    setErrors(shown);
    setAccountError(missingAccount);
    if (fieldProblems || timeMissing) {
      const invalid = Object.keys(shown) as DetailsField[];
      setSummaryFields(invalid);
      if (invalid.length > 0) setSummaryShown((count) => count + 1);
      else setFailure(fieldProblems ? [intl.formatMessage(messages.fixErrors)] : []);
      return;
    }
    setBusy(true);
    // 'Are these details correct?' needs its code and the restaurant's details: both are fetched
    // while the order is saved and the card prepared, not one after the other once it opens.
    void import('../confirm/order-confirmation-dialog');
    void queryClient.prefetchQuery(getGetLocationQueryOptions(order.location_id));
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
      if (typeof cardChoice === 'number') {
        usePendingPaymentStore.getState().setPayment({ kind: 'saved', accountId: cardChoice });
      } else {
        // The card is bound to the token last, when everything else on the order is saved.
        const card = await newCard.tokenize();
        if (card.status !== 'tokenized') {
          setFailure([intl.formatMessage(messages.fixErrors)]);
          return;
        }
        usePendingPaymentStore
          .getState()
          .setPayment({ kind: 'token', token: card.token, card: card.card, save: signedIn && saveCard });
      }
      useUiStore.getState().setOrderConfirming(true);
    } catch (error) {
      setErrors(serverFieldErrors(ApiError.from(error).body));
      setFailure(localizeApiError(error, intl));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={(event) => void placeOrder(event)}>
      <HandoffSection
        order={order}
        details={details}
        errors={errors}
        onChange={change}
        savedAddresses={savedAddresses}
        onFill={fill}
      />
      <ContactSection details={details} errors={errors} onChange={change} />
      <TimeSection order={order} choice={timeChoice} />
      <TipSection order={order} />
      <DonationSection order={order} />
      <TotalsSummary totals={order.totals} />
      {!signedIn && <AccountChoice guestButtonRef={guestButtonRef} />}
      {canPay && (
        <PaymentSection
          signedIn={signedIn}
          payments={payments.data}
          paymentsError={payments.error}
          choice={cardChoice}
          onChoiceChange={(choice) => {
            setChosenCard(choice);
            setAccountError(false);
          }}
          accountError={accountError}
          cardForm={
            newCard.config ? (
              <HostedCardForm
                config={newCard.config}
                token={newCard.token}
                handleRef={newCard.handleRef}
                onSubmitRequest={() => formRef.current?.requestSubmit()}
              />
            ) : null
          }
          cardMessages={newCard.messages}
          saveCard={saveCard}
          onSaveCardChange={setSaveCard}
        />
      )}
      {belowMinimum && (
        <p className={styles.warning} role="alert">
          {intl.formatMessage(messages.cateringMinimum, { minimum: formatPrice(CATERING_DELIVERY_MINIMUM) })}
        </p>
      )}
      {summaryFields.length > 0 && (
        <ErrorSummary
          message={intl.formatMessage(messages.fixErrors)}
          fields={summaryFields.map((field) => ({
            id: checkoutFieldId(field),
            label: intl.formatMessage(messages[CHECKOUT_FIELD_LABELS[field]]),
          }))}
          focusKey={summaryShown}
        />
      )}
      <ErrorMessage messages={failure} />
      {!canPay && accountChoiceNeeded && (
        <p id={accountNeededId} className={styles.warning} role="alert">
          {intl.formatMessage(messages.accountChoiceNeeded)}
        </p>
      )}
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={busy}
        aria-disabled={placeOrderUnavailable || undefined}
        aria-describedby={!canPay && accountChoiceNeeded ? accountNeededId : undefined}
      >
        {intl.formatMessage(messages.placeOrder)}
      </Button>
    </form>
  );
}
