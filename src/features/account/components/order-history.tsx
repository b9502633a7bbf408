import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import {
  getListFavoriteOrdersQueryKey,
  getGetOrderStatusQueryKey,
  getListRecentOrdersQueryKey,
  useAddFavoriteOrder,
  useCancelOrder,
  useGetOrderStatus,
  useListRecentOrders,
} from '../../../api/generated/endpoints/orders/orders';
import type { RecentOrder } from '../../../api/generated/model';
import { Button } from '../../../ui/button/button';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { Spinner } from '../../../ui/spinner/spinner';
import { useConfirmedRemoval } from '../hooks/use-confirmed-removal';
import { useReorderAction } from '../hooks/use-reorder-action';
import { ConfirmRemovalDialog } from './confirm-removal-dialog';
import { PastOrderCard } from './past-order-card';
import { ReorderNotice } from './reorder-notice';
import { SaveFavoriteDialog } from './save-favorite-dialog';
import { Panel } from '../../../ui/panel/panel';
import * as styles from './account.css';
import { RecentOrderTitle } from './recent-order-title';

const messages = defineMessages({
  heading: { id: 'account.history.heading', defaultMessage: 'Past orders' },
  loading: { id: 'account.history.loading', defaultMessage: 'Loading your orders' },
  none: { id: 'account.history.none', defaultMessage: 'You have no past orders yet.' },
  reorder: { id: 'account.history.reorder', defaultMessage: 'Reorder' },
  favorite: { id: 'account.history.favorite', defaultMessage: 'Save as Favorite' },
  cancel: { id: 'account.history.cancel', defaultMessage: 'Cancel Order' },
  cancelTitle: { id: 'account.history.cancelTitle', defaultMessage: 'Cancel this order?' },
});

const actionLabel = defineMessage<{ action: string; description: string }>({
  id: 'account.history.actionLabel',
  defaultMessage: '{action}: {description}',
});

/**
 * Cancel Order, offered only while the restaurant can still stop the order: it was placed and its
 * kitchen status (GET orders/{id}/status) is not final. A completed order has no such button, as
 * the server would refuse it.
 */
function CancelOrderAction({ past, label, onAsk }: { past: RecentOrder; label: string; onAsk: () => void }) {
  const intl = useIntl();
  const placed = past.order.status === 'submitted';
  const status = useGetOrderStatus(past.order.id, { query: { enabled: placed } });
  if (!placed || !status.data || status.data.is_final) return null;
  return (
    <Button variant="secondary" size="sm" aria-label={label} onClick={onAsk}>
      {intl.formatMessage(messages.cancel)}
    </Button>
  );
}

/**
 * Every recent order (GET orders/recent) with Reorder, Save as Favorite (POST orders/faves) and,
 * while the order is placed and the restaurant still allows it, Cancel Order (DELETE orders/{id}).
 */
export function OrderHistory() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const recent = useListRecentOrders();
  const { reorder, reorderingKey, failure, leftOut } = useReorderAction();
  const { mutateAsync: addFavorite } = useAddFavoriteOrder();
  const { mutateAsync: cancelOrder } = useCancelOrder();
  const [favoriting, setFavoriting] = useState<RecentOrder>();
  const cancellation = useConfirmedRemoval(async (past: RecentOrder) => {
    await cancelOrder({ id: past.order.id });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getListRecentOrdersQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getGetOrderStatusQueryKey(past.order.id) }),
    ]);
  });

  const label = (action: string, description: string) =>
    intl.formatMessage(actionLabel, { action, description });

  return (
    <Panel heading={intl.formatMessage(messages.heading)}>
      {recent.isPending && <Spinner label={intl.formatMessage(messages.loading)} />}
      {recent.error && <ErrorMessage error={recent.error} />}
      <ReorderNotice failure={failure} leftOut={leftOut} />
      {recent.data?.length === 0 && <p className={styles.muted}>{intl.formatMessage(messages.none)}</p>}
      {recent.data && recent.data.length > 0 && (
        <ul className={styles.orderList}>
          {recent.data.map((past) => (
            <RecentOrderTitle key={past.id} order={past.order}>
              {(title) => (
                <PastOrderCard
                  title={title}
                  order={past.order}
                  actions={
                    <>
                      <Button
                        variant="secondary"
                        size="sm"
                        loading={reorderingKey === `past-${past.id}`}
                        aria-label={label(intl.formatMessage(messages.reorder), title)}
                        onClick={() =>
                          reorder({ kind: 'past', id: past.id, order: past.order }, `past-${past.id}`)
                        }
                      >
                        {intl.formatMessage(messages.reorder)}
                      </Button>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={label(intl.formatMessage(messages.favorite), title)}
                        onClick={() => setFavoriting(past)}
                      >
                        {intl.formatMessage(messages.favorite)}
                      </Button>
                      <CancelOrderAction
                        past={past}
                        label={label(intl.formatMessage(messages.cancel), title)}
                        onAsk={() => cancellation.ask(past)}
                      />
                    </>
                  }
                />
              )}
            </RecentOrderTitle>
          ))}
        </ul>
      )}
      <SaveFavoriteDialog
        open={favoriting !== undefined}
        onClose={() => setFavoriting(undefined)}
        save={async (description) => {
          if (!favoriting) return;
          await addFavorite({ data: { id: favoriting.id, description } });
          await queryClient.invalidateQueries({ queryKey: getListFavoriteOrdersQueryKey() });
        }}
      />
      <ConfirmRemovalDialog
        open={cancellation.asking !== undefined}
        title={intl.formatMessage(messages.cancelTitle)}
        subject={cancellation.asking?.description ?? ''}
        confirmLabel={intl.formatMessage(messages.cancel)}
        removing={cancellation.removing}
        failure={cancellation.failure}
        onConfirm={cancellation.confirm}
        onCancel={cancellation.cancel}
      />
    </Panel>
  );
}
