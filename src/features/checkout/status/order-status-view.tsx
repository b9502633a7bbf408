import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useGetLocation } from '../../../api/generated/endpoints/locations/locations';
import { useGetOrder, useGetOrderStatus } from '../../../api/generated/endpoints/orders/orders';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { Price } from '../../../ui/price/price';
import { Spinner } from '../../../ui/spinner/spinner';
import * as styles from '../checkout.css';
import { TotalsSummary } from '../components/totals-summary';
import { isToday, readyTime } from '../confirm/describe-order';
import { messages } from '../messages';
import { ArrivalButton } from './arrival-button';
import { CancelOrderButton } from './cancel-order-button';
import { STATUS_POLL_MS } from './status-label';

/** The order's UUID is its key, too long to read out: its first eight digits name it at the counter. */
const shortOrderNumber = (orderId: string): string => orderId.slice(0, 8).toUpperCase();
import { useOrderStatusLabel } from './use-order-status-label';

interface OrderStatusViewProps {
  orderId: string;
  heading: ReactNode;
  /** Shown instead of everything when the server knows no such order (or not for this visitor). */
  notFound?: ReactNode;
  pollMs?: number;
}

/** The submitted order: status (polled until final), pickup time, items, totals, and curbside arrival. */
export function OrderStatusView({
  orderId,
  heading,
  notFound,
  pollMs = STATUS_POLL_MS,
}: OrderStatusViewProps) {
  const intl = useIntl();
  const order = useGetOrder(orderId);
  const status = useGetOrderStatus(orderId, {
    query: { refetchInterval: (query) => (query.state.data?.is_final ? false : pollMs) },
  });
  const statusLabel = useOrderStatusLabel(status.data?.status);
  const location = useGetLocation(order.data?.location_id ?? 0, undefined, {
    query: { enabled: order.data !== undefined },
  }).data;

  if (order.isPending) {
    return (
      <div className={styles.form}>
        {heading}
        <Spinner label={intl.formatMessage(messages.loading)} />
      </div>
    );
  }
  if (order.error?.status === 404 && notFound !== undefined) return notFound;
  if (!order.data) {
    return (
      <div className={styles.form}>
        {heading}
        {order.error ? (
          <ErrorMessage error={order.error} />
        ) : (
          <ErrorMessage messages={[intl.formatMessage(messages.orderNotFound)]} />
        )}
      </div>
    );
  }
  const submitted = order.data;
  const timeZone = location?.timezone;
  const ready = status.data?.estimated_ready ?? readyTime(submitted.time);
  const day = isToday(ready, new Date(), timeZone)
    ? intl.formatMessage(messages.today)
    : intl.formatDate(ready, { weekday: 'long', month: 'long', day: 'numeric', timeZone });
  const time = intl.formatTime(ready, { hour: 'numeric', minute: '2-digit', timeZone });

  return (
    <div className={styles.form}>
      {heading}
      <section className={styles.section}>
        <p className={styles.note}>
          {intl.formatMessage(messages.confirmedNumber, { number: shortOrderNumber(submitted.id) })}
        </p>
        <p aria-live="polite">
          <strong>{intl.formatMessage(messages.statusLabel)}</strong> {statusLabel ?? '…'}
        </p>
        <p>
          <strong>{intl.formatMessage(messages.pickupTime)}</strong> {day}, {time}
        </p>
        {status.error && <ErrorMessage error={status.error} />}
        {submitted.handoff === 'curbside' && status.data && !status.data.is_final && (
          <ArrivalButton orderId={submitted.id} arrived={status.data.arrived === true} />
        )}
        {submitted.status === 'submitted' && status.data && !status.data.is_final && (
          <CancelOrderButton orderId={submitted.id} />
        )}
      </section>
      <section className={styles.section} aria-labelledby="order-items-heading">
        <h2 id="order-items-heading" className={styles.sectionHeading}>
          {intl.formatMessage(messages.itemsHeading)}
        </h2>
        <ul className={styles.itemList}>
          {submitted.products.map((line) => (
            <li key={line.id} className={styles.itemRow}>
              <span>
                {intl.formatMessage(messages.lineQuantity, { quantity: line.quantity, name: line.name })}
              </span>
              <Price amount={line.cost.total} />
            </li>
          ))}
        </ul>
      </section>
      <TotalsSummary totals={submitted.totals} />
    </div>
  );
}
