import { usePrefetchQueryOptions } from '../api/use-prefetch-query-options';
import { getGetOrderQueryOptions } from '../api/generated/endpoints/orders/orders';
import { selectOrderId, useOrderStore } from '../stores';

function OrderPrefetch({ orderId }: { orderId: number }) {
  usePrefetchQueryOptions(getGetOrderQueryOptions(orderId));
  return null;
}

/**
 * Starts loading the visitor's order (every page's header counts its items) as the app's first
 * render begins, not once that render is on screen: the first render waits for the page's code, and
 * the order call used to wait with it (280–460 ms on a cold load of the checkout). An order cached
 * or on its way is not asked for again; without an order there is nothing to ask for.
 */
export function CurrentOrderPrefetch() {
  const orderId = useOrderStore(selectOrderId);
  return orderId === undefined ? null : <OrderPrefetch orderId={orderId} />;
}
