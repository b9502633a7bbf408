import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getGetLocationQueryOptions } from '../api/generated/endpoints/locations/locations';
import { getGetOrderQueryKey, useReorder } from '../api/generated/endpoints/orders/orders';
import type { Order, OrderProductLine } from '../api/generated/model';
import { useLocationStore, useOrderStore } from '../stores';

export interface ReorderOutcome {
  order: Order;
  /** Lines of the past order the new one does not have (no longer sold): the member is told which. */
  leftOut: OrderProductLine[];
}

/**
 * SPEC §4 "reorder from a past order": the server starts a new order with the past order's lines
 * at its restaurant; that order becomes the current cart, and its restaurant the chosen location.
 */
export function useReorderPastOrder() {
  const queryClient = useQueryClient();
  const { mutateAsync: reorder, isPending } = useReorder();

  const reorderPastOrder = useCallback(
    async (past: Order): Promise<ReorderOutcome> => {
      const order = await reorder({ data: { id: past.id } });
      const location = await queryClient.query(getGetLocationQueryOptions(order.location_id));
      useLocationStore.getState().setLocation(location);
      useOrderStore.getState().setOrder(order);
      queryClient.setQueryData(getGetOrderQueryKey(order.id), order);
      const kept = new Set(order.products.map((line) => line.product_id));
      return { order, leftOut: past.products.filter((line) => !kept.has(line.product_id)) };
    },
    [queryClient, reorder],
  );
  return { reorderPastOrder, isReordering: isPending };
}
