import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useListRecentOrders } from '../../../api/generated/endpoints/orders/orders';
import { Button } from '../../../ui/button/button';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { Price } from '../../../ui/price/price';
import { Spinner } from '../../../ui/spinner/spinner';
import { useReorderAction } from '../hooks/use-reorder-action';
import { ReorderNotice } from './reorder-notice';
import { Panel } from '../../../ui/panel/panel';
import * as styles from './account.css';
import { RecentOrderTitle } from './recent-order-title';

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

/** How many past orders the account page shows; the order history lists them all. */
const SHOWN_ORDERS = 3;

/**
 * The member's last orders (GET orders/recent) with Reorder (POST orders/reorder): the new order
 * becomes the cart, which opens; lines no longer sold are named on the page, not dropped silently.
 */
export function RecentOrders() {
  const intl = useIntl();
  const recent = useListRecentOrders();
  const { reorder, reorderingKey, failure, leftOut } = useReorderAction();

  const orders = recent.data?.slice(0, SHOWN_ORDERS) ?? [];
  return (
    <Panel heading={intl.formatMessage(messages.heading)}>
      {recent.isPending && <Spinner label={intl.formatMessage(messages.loading)} />}
      {recent.error && <ErrorMessage error={recent.error} />}
      <ReorderNotice failure={failure} leftOut={leftOut} />
      {recent.data && orders.length === 0 && (
        <p className={styles.muted}>{intl.formatMessage(messages.none)}</p>
      )}
      {orders.length > 0 && (
        <ul className={styles.orderList}>
          {orders.map((past) => (
            <RecentOrderTitle key={past.id} order={past.order}>
              {(title) => (
                <li className={styles.order}>
                  <div className={styles.orderText}>
                    <span className={styles.orderTitle}>{title}</span>
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
                    loading={reorderingKey === `past-${past.id}`}
                    aria-label={intl.formatMessage(reorderLabel, { description: title })}
                    onClick={() =>
                      reorder({ kind: 'past', id: past.id, order: past.order }, `past-${past.id}`)
                    }
                  >
                    {intl.formatMessage(messages.reorder)}
                  </Button>
                </li>
              )}
            </RecentOrderTitle>
          ))}
        </ul>
      )}
    </Panel>
  );
}
