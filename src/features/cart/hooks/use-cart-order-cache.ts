import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getGetOrderQueryKey } from '../../../api/generated/endpoints/orders/orders';
import type { Order } from '../../../api/generated/model';

/** Every cart call answers the whole order: it replaces the cached one, so the cart shows it at once. */
export function useCacheOrder(): (order: Order) => Order {
  const queryClient = useQueryClient();
  return useCallback(
    (order: Order) => {
      queryClient.setQueryData(getGetOrderQueryKey(order.id), order);
      return order;
    },
    [queryClient],
  );
}
