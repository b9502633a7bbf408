import type { ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useGetLocation } from '../../../api/generated/endpoints/locations/locations';
import type { Order, OrderStatusProperty } from '../../../api/generated/model';
import { Price } from '../../../ui/price/price';
import * as styles from './account.css';

const statusLabels = defineMessages({
  open: { id: 'account.orderStatus.open', defaultMessage: 'In your cart' },
  submitted: { id: 'account.orderStatus.submitted', defaultMessage: 'Placed' },
  cancelled: { id: 'account.orderStatus.cancelled', defaultMessage: 'Cancelled' },
  abandoned: { id: 'account.orderStatus.abandoned', defaultMessage: 'Not placed' },
} satisfies Record<OrderStatusProperty, unknown>);

const summary = defineMessage<{ date: string; status: string }>({
  id: 'account.pastOrder.summary',
  defaultMessage: '{date} · {status}',
});
const line = defineMessage<{ quantity: number; name: string }>({
  id: 'account.pastOrder.line',
  defaultMessage: '{quantity} × {name}',
});

/** A past or favourite order as the order history shows it: where, when, what, how much. */
export function PastOrderCard({
  title,
  order,
  actions,
}: {
  title: string;
  order: Order;
  actions: ReactNode;
}) {
  const intl = useIntl();
  const location = useGetLocation(order.location_id);
  return (
    <li className={styles.order}>
      <div className={styles.orderText}>
        <span className={styles.orderTitle}>{title}</span>
        <span className={styles.muted}>
          {intl.formatMessage(summary, {
            date: intl.formatDate(order.submitted ?? order.created, { dateStyle: 'medium' }),
            status: intl.formatMessage(statusLabels[order.status]),
          })}
        </span>
        {location.data && <span className={styles.muted}>{location.data.name}</span>}
        <ul className={styles.lines}>
          {order.products.map((product) => (
            <li key={product.id}>
              {intl.formatMessage(line, { quantity: product.quantity, name: product.name })}
            </li>
          ))}
        </ul>
        <Price amount={order.totals.total} />
      </div>
      <span className={styles.actions}>{actions}</span>
    </li>
  );
}
