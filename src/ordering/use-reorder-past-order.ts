import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getGetLocationQueryOptions } from '../api/generated/endpoints/locations/locations';
import {
  getGetOrderQueryKey,
  useAbandonOrder,
  useReorder,
  useReorderFavorite,
} from '../api/generated/endpoints/orders/orders';
import type { Order, OrderProductLine } from '../api/generated/model';
import { selectOrderId, useLocationStore, useOrderStore } from '../stores';

export interface ReorderOutcome {
  order: Order;
  /** Lines of the past order the new one does not have (no longer sold): the member is told which. */
  leftOut: OrderProductLine[];
}

/** A past order (orders/reorder) or a favourite order (orders/faves/reorder) to order again. */
export type ReorderSource =
  /** A past order, by its id (RecentOrder.id). */
  | { kind: 'past'; id: string; order: Order }
  /** A favourite, by the favourite's id (FavoriteOrder.id). */
  | { kind: 'favorite'; id: number; order: Order };

/**
 * SPEC §4 "reorder from a past or favourite order": the server starts a new order with its lines at
 * its restaurant; that order becomes the current cart, and its restaurant the chosen location. The
 * cart it replaces is abandoned on the server, as signing out does, so no open order is left behind.
 */
export function useReorderPastOrder() {
  const queryClient = useQueryClient();
  const reorder = useReorder();
  const reorderFavorite = useReorderFavorite();
  const abandon = useAbandonOrder();

  const reorderPastOrder = useCallback(
    async (source: ReorderSource): Promise<ReorderOutcome> => {
      const order =
        source.kind === 'past'
          ? await reorder.mutateAsync({ data: { id: source.id } })
          : await reorderFavorite.mutateAsync({ data: { id: source.id } });
      const location = await queryClient.query(getGetLocationQueryOptions(order.location_id));
      const replaced = selectOrderId(useOrderStore.getState());
      useLocationStore.getState().setLocation(location);
      useOrderStore.getState().setOrder(order);
      queryClient.setQueryData(getGetOrderQueryKey(order.id), order);
      if (replaced !== undefined && replaced !== order.id) {
        // The new cart is in place; an old one the server keeps open is harmless, so a failure is ignored.
        abandon.mutateAsync({ id: replaced }).then(
          () => queryClient.removeQueries({ queryKey: getGetOrderQueryKey(replaced) }),
          () => undefined,
        );
      }
      const kept = new Set(order.products.map((line) => line.product_id));
      return { order, leftOut: source.order.products.filter((line) => !kept.has(line.product_id)) };
    },
    [queryClient, reorder, reorderFavorite, abandon],
  );
  return { reorderPastOrder, isReordering: reorder.isPending || reorderFavorite.isPending };
}
