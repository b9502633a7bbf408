import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, INVALID_RESPONSE_ERROR } from '../api/api-error';
import { getGetOrderQueryKey, useGetOrder } from '../api/generated/endpoints/orders/orders';
import { selectOrderId, useOrderStore } from '../stores';

/**
 * The server no longer knows the order (404), or its answer still breaks the contract once the
 * query has given up retrying: asking again on every visit would only fail again.
 */
const isGone = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.name === INVALID_RESPONSE_ERROR);

/**
 * The visitor's order (cart) from the server, by the id the order store keeps. The order itself
 * lives only in the query cache. When the server no longer knows the order (404: expired,
 * submitted elsewhere), keeps answering it in the wrong shape, or it is no longer an open cart
 * (placed, cancelled, abandoned: an answer lost on the way, another tab), the reference is dropped
 * so the next add starts a new order.
 */
export function useCurrentOrder() {
  const orderId = useOrderStore(selectOrderId);
  const queryClient = useQueryClient();
  // An order the server said it does not know (the app-wide prefetch may have heard so just before
  // this mounted) is not asked for again as it mounts; an order that failed otherwise is.
  const knownGone = isGone(queryClient.getQueryState(getGetOrderQueryKey(orderId ?? ''))?.error);
  const query = useGetOrder(orderId ?? '', {
    query: { enabled: orderId !== undefined, retryOnMount: !knownGone },
  });
  const gone = isGone(query.error) || (query.data !== undefined && query.data.status !== 'open');
  useEffect(() => {
    if (gone && useOrderStore.getState().order?.id === orderId) useOrderStore.getState().clearOrder();
  }, [gone, orderId]);
  return { orderId, order: orderId === undefined || gone ? undefined : query.data, query };
}
