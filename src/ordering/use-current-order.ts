import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { getGetOrderQueryOptions, useGetOrder } from '../api/generated/endpoints/orders/orders';
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

/**
 * Starts loading the visitor's order (every page's header counts its items) as the app's first
 * render begins, not once that render is on screen: the first render waits for the page's code, and
 * the order call used to wait with it (280–460 ms on a cold load of the checkout). An order cached
 * or on its way is not asked for again.
 */
export function usePrefetchCurrentOrder(): void {
  const queryClient = useQueryClient();
  const orderId = useOrderStore(selectOrderId);
  if (orderId === undefined) return;
  const options = getGetOrderQueryOptions(orderId);
  if (queryClient.getQueryState(options.queryKey) === undefined) void queryClient.prefetchQuery(options);
}
