import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getGetOrderQueryKey } from '../../api/generated/endpoints/orders/orders';
import type { Order } from '../../api/generated/model';

/** Every order call answers the updated order: keep it as the cached order so totals refresh at once. */
export function useStoreOrder(): (order: Order) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (order: Order) => queryClient.setQueryData(getGetOrderQueryKey(order.id), order),
    [queryClient],
  );
}
