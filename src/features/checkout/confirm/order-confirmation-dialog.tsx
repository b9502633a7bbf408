import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/api-error';
import { useLocation } from 'wouter';
import { useGetLocation } from '../../../api/generated/endpoints/locations/locations';
import { getGetMenuTimesQueryKey } from '../../../api/generated/endpoints/menus/menus';
import { getGetOrderQueryKey } from '../../../api/generated/endpoints/orders/orders';
import type { Order } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { useCurrentOrder } from '../../../ordering/use-current-order';
import { useInAppCatering } from '../../../ordering/use-in-app-catering';
import { selectIsSignedIn, useSessionStore, useUiStore } from '../../../stores';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { messages } from '../messages';
import { cardDeclineMessage } from '../payment/card-decline';
import { usePendingPaymentStore } from '../payment/pending-payment-store';
import { useTimeProblemStore } from '../time/time-problem-store';
import { timeProblemsOf } from '../time/time-problems';
import * as styles from './order-confirmation-dialog.css';
import { addressLine, isToday, orderTypeKind, readyTime } from './describe-order';
import { submitRequest, usePlaceOrder } from './use-place-order';

const closeDialog = () => useUiStore.getState().setOrderConfirming(false);

function ConfirmationDetails({ order }: { order: Order }) {
  const intl = useIntl();
  const location = useGetLocation(order.location_id, undefined).data;
  const timeZone = location?.timezone;
  const kind = orderTypeKind(order);
  const locationName = location?.name ?? '';
  const address =
    kind === 'delivery'
      ? addressLine(order.address)
      : location
        ? `${location.address}, ${location.city}, ${location.state} ${location.zip}`
        : '';
  const type =
    kind === 'delivery'
      ? intl.formatMessage(messages.confirmDelivery, { address: addressLine(order.address) })
      : intl.formatMessage(kind === 'curbside' ? messages.confirmCurbside : messages.confirmPickup, {
          location: locationName,
        });
  const ready = readyTime(order.time);
  const day = isToday(ready, new Date(), timeZone)
    ? intl.formatMessage(messages.today)
    : intl.formatDate(ready, { weekday: 'long', month: 'long', day: 'numeric', timeZone });
  const time = intl.formatTime(ready, { hour: 'numeric', minute: '2-digit', timeZone });
  return (
    <div className={styles.details}>
      <p className={styles.type}>{type}</p>
      {address && kind !== 'delivery' && <p className={styles.line}>{address}</p>}
      <p className={styles.line}>
        <strong>{intl.formatMessage(messages.pickupTime)}</strong> {day}, {time}
      </p>
      <p className={styles.disclaimer}>{intl.formatMessage(messages.confirmDisclaimer)}</p>
    </div>
  );
}

/** Content of the open dialog: mounts with a fresh idempotency key for this confirmation. */
function ConfirmationContent() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { orderId, order } = useCurrentOrder();
  const payment = usePendingPaymentStore((state) => state.payment);
  const signedIn = useSessionStore(selectIsSignedIn);
  const { placeOrder, isPlacing, error } = usePlaceOrder(orderId);
  // SPEC §2: inside the app the placed order is confirmed on the app's own, bare page.
  const confirmationOf = useInAppCatering() ? paths.appConfirm.href : paths.orderConfirm.href;
  const queryClient = useQueryClient();

  const confirm = () => {
    if (!order || !payment) return;
    placeOrder(order.id, submitRequest(order, payment, signedIn))
      .then((placed) => {
        usePendingPaymentStore.getState().setPayment(null);
        closeDialog();
        navigate(confirmationOf(placed.id));
      })
      .catch((failure: unknown) => {
        // A declined card goes back to checkout: its token is spent, so the card form starts again
        // with a fresh one and shows the provider's message.
        const declined = cardDeclineMessage(failure, intl);
        if (declined !== undefined) {
          usePendingPaymentStore.getState().setPayment(null);
          usePendingPaymentStore.getState().setDeclined(declined);
          closeDialog();
          return;
        }
        // A time the server can no longer meet goes back to the picker, with fresh slots; anything
        // else is shown from the mutation's error below.
        const problems = timeProblemsOf(ApiError.from(failure).body);
        if (problems.length === 0) return;
        void queryClient.invalidateQueries({ queryKey: getGetMenuTimesQueryKey(order.menu_id) });
        void queryClient.invalidateQueries({ queryKey: getGetOrderQueryKey(order.id) });
        closeDialog();
        useTimeProblemStore.getState().report(problems);
      });
  };

  return (
    <Dialog
      open
      onClose={closeDialog}
      title={intl.formatMessage(messages.confirmTitle)}
      // Closing while the order is placed would leave its outcome unseen and invite a second order.
      dismissible={!isPlacing}
      actions={
        <>
          <Button onClick={confirm} loading={isPlacing} disabled={!order || !payment}>
            {intl.formatMessage(messages.confirmPlaceOrder)}
          </Button>
          <Button variant="secondary" onClick={closeDialog} disabled={isPlacing}>
            {intl.formatMessage(messages.confirmReturn)}
          </Button>
        </>
      }
    >
      {order && <ConfirmationDetails order={order} />}
      {error && <ErrorMessage error={error} />}
    </Dialog>
  );
}

/** SPEC §2 'Are these details correct?': open while the ui store's `orderConfirming` is set. */
export function OrderConfirmationDialog() {
  const open = useUiStore((state) => state.orderConfirming);
  return open ? <ConfirmationContent /> : null;
}
