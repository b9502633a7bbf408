import { useEffect } from 'react';
import { ApiError } from '../api/api-error';
import { useGetOrder } from '../api/generated/endpoints/orders/orders';
import { selectOrderId, useOrderStore } from '../stores';

/**
 * The visitor's order (cart) from the server, by the id the order store keeps. The order itself
 * lives only in the query cache. When the server no longer knows the order (404: expired,
 * submitted elsewhere), the reference is dropped so the next add starts a new order.
 */
export function useCurrentOrder() {
  const orderId = useOrderStore(selectOrderId);
  const query = useGetOrder(orderId ?? 0, { query: { enabled: orderId !== undefined } });
  const gone = query.error instanceof ApiError && query.error.status === 404;
  useEffect(() => {
    if (gone && useOrderStore.getState().order?.id === orderId) useOrderStore.getState().clearOrder();
  }, [gone, orderId]);
  return { orderId, order: orderId === undefined || gone ? undefined : query.data, query };
}
