import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { ApiError } from '../../../api/api-error';
import { useListRecentOrders } from '../../../api/generated/endpoints/orders/orders';
import type { OrderProductLine, RecentOrder } from '../../../api/generated/model';
import { useReorderPastOrder } from '../../../ordering/use-reorder-past-order';
import { useUiStore } from '../../../stores';
import { Button } from '../../../ui/button/button';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { Price } from '../../../ui/price/price';
import { Spinner } from '../../../ui/spinner/spinner';
import * as styles from './account.css';

const messages = defineMessages({
  heading: { id: 'account.recentOrders.heading', defaultMessage: 'Recent orders' },
  loading: { id: 'account.recentOrders.loading', defaultMessage: 'Loading your recent orders' },
  none: { id: 'account.recentOrders.none', defaultMessage: 'You have no past orders yet.' },
  reorder: { id: 'account.recentOrders.reorder', defaultMessage: 'Reorder' },
});

const placed = defineMessage<{ date: string }>({
  id: 'account.recentOrders.placed',
  defaultMessage: 'Placed {date}',
});
const reorderLabel = defineMessage<{ description: string }>({
  id: 'account.recentOrders.reorderLabel',
  defaultMessage: 'Reorder {description}',
});
const leftOutNotice = defineMessage<{ names: string }>({
  id: 'account.recentOrders.leftOut',
  defaultMessage: 'No longer available, so not added to your cart: {names}',
});

/** How many past orders the account page shows; the order history lists them all. */
const SHOWN_ORDERS = 3;

/**
 * The member's last orders (GET orders/recent) with Reorder (POST orders/reorder): the new order
 * becomes the cart, which opens; lines no longer sold are named on the page, not dropped silently.
 */
export function RecentOrders() {
  const intl = useIntl();
  const recent = useListRecentOrders();
  const { reorderPastOrder, isReordering } = useReorderPastOrder();
  const [reordering, setReordering] = useState<number>();
  const [failure, setFailure] = useState<readonly string[]>([]);
  const [leftOut, setLeftOut] = useState<OrderProductLine[]>([]);

  const handleReorder = async ({ order }: RecentOrder) => {
    if (isReordering) return;
    setReordering(order.id);
    setFailure([]);
    try {
      const outcome = await reorderPastOrder(order);
      setLeftOut(outcome.leftOut);
      useUiStore.getState().openCart();
    } catch (error) {
      setFailure(ApiError.from(error).messages);
    } finally {
      setReordering(undefined);
    }
  };

  const orders = recent.data?.slice(0, SHOWN_ORDERS) ?? [];
  return (
    <section className={styles.section} aria-labelledby="account-recent-orders-heading">
      <h2 id="account-recent-orders-heading" className={styles.sectionHeading}>
        {intl.formatMessage(messages.heading)}
      </h2>
      {recent.isPending && <Spinner label={intl.formatMessage(messages.loading)} />}
      {recent.error && <ErrorMessage messages={ApiError.from(recent.error).messages} />}
      <ErrorMessage messages={failure} />
      {leftOut.length > 0 && (
        <p role="status" className={styles.muted}>
          {intl.formatMessage(leftOutNotice, {
            names: intl.formatList(leftOut.map((line) => line.name)),
          })}
        </p>
      )}
      {recent.data && orders.length === 0 && (
        <p className={styles.muted}>{intl.formatMessage(messages.none)}</p>
      )}
      {orders.length > 0 && (
        <ul className={styles.orderList}>
          {orders.map((past) => (
            <li key={past.id} className={styles.order}>
              <div className={styles.orderText}>
                <span className={styles.orderTitle}>{past.description}</span>
                <span className={styles.muted}>
                  {intl.formatMessage(placed, {
                    date: intl.formatDate(past.order.submitted ?? past.order.created, {
                      dateStyle: 'medium',
                    }),
                  })}
                </span>
                <Price amount={past.order.totals.total} />
              </div>
              <Button
                variant="secondary"
                loading={reordering === past.id}
                aria-label={intl.formatMessage(reorderLabel, { description: past.description })}
                onClick={() => void handleReorder(past)}
              >
                {intl.formatMessage(messages.reorder)}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
