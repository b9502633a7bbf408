import { useDeferredValue, useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { isServerError } from '../../../api/api-error';
import { useGetMember, useListAddresses } from '../../../api/generated/endpoints/members/members';
import { paths } from '../../../config/paths';
import { pushEcommerceEvent } from '../../../lib/analytics/data-layer';
import { useCurrentOrder } from '../../../ordering/use-current-order';
import { selectIsSignedIn, useSessionStore } from '../../../stores';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { LinkButton } from '../../../ui/link-button/link-button';
import { Spinner } from '../../../ui/spinner/spinner';
import { beginCheckoutEvent } from '../analytics/begin-checkout';
import * as styles from '../checkout.css';
import { readCheckoutDraft } from '../details/checkout-draft';
import { initialDetails } from '../details/initial-details';
import { messages } from '../messages';
import { CheckoutForm } from './checkout-form';

/** The checkout for the visitor's order; without an order with items, a way back to the menu. */
export function CheckoutScreen({ heading }: { heading: ReactNode }) {
  const intl = useIntl();
  const { orderId, order, query } = useCurrentOrder();
  const signedIn = useSessionStore(selectIsSignedIn);
  const member = useGetMember({ query: { enabled: signedIn } });
  const savedAddresses = useListAddresses({ query: { enabled: signedIn } });
  const pushed = useRef(false);
  const hasItems = (order?.products.length ?? 0) > 0;

  useEffect(() => {
    if (!order || !hasItems || pushed.current) return;
    pushed.current = true;
    pushEcommerceEvent(beginCheckoutEvent(order));
  }, [order, hasItems]);

  // SPEC §8 "Route-change error": the error page, with the server's status.
  if (isServerError(query.error)) throw query.error;
  const waiting =
    (orderId !== undefined && query.isPending) ||
    (signedIn && (member.isPending || savedAddresses.isPending));
  // The form, the page's biggest render, first appears as a deferred update: React draws it in
  // slices with the browser free in between, instead of in one long task as the order arrives (the
  // loading state shows meanwhile, also when the order is at hand as the page mounts). Later changes
  // of the order reach the form at once.
  const shownWaiting = useDeferredValue(waiting, true);
  let body: ReactNode;
  if (waiting || shownWaiting) {
    body = <Spinner label={intl.formatMessage(messages.loading)} />;
  } else if (query.error && query.error.status !== 404) {
    body = <ErrorMessage error={query.error} />;
  } else if (!order || !hasItems) {
    body = (
      <div className={styles.section}>
        <p className={styles.note}>{intl.formatMessage(messages.emptyOrder)}</p>
        <LinkButton href={paths.order.href()}>{intl.formatMessage(messages.backToMenu)}</LinkButton>
      </div>
    );
  } else {
    body = (
      <CheckoutForm
        order={order}
        initialDetails={
          readCheckoutDraft(order.id) ?? initialDetails(order, member.data, savedAddresses.data)
        }
        savedAddresses={savedAddresses.data}
      />
    );
  }

  return (
    <div className={styles.form}>
      {heading}
      {body}
    </div>
  );
}
