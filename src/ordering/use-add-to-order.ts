import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import {
  getGetOrderQueryKey,
  useAddOrderProducts,
  useCreateOrder,
} from '../api/generated/endpoints/orders/orders';
import type { Order, OrderProductInput } from '../api/generated/model';
import { useLocationStore, useOrderStore, usePreferencesStore, useUiStore } from '../stores';
import { orderMenuId } from './order-menu-id';

/** Adding needs a chosen location: the order is created for its menu. */
export class NoLocationError extends Error {
  constructor() {
    super('Choose a location before adding to the order.');
    this.name = 'NoLocationError';
  }
}

/**
 * SPEC §4: adds lines to the visitor's order, creating the order first when there is none. One add
 * runs at a time (a double click adds once); the answered order goes straight into the cache.
 */
export function useAddToOrder() {
  const queryClient = useQueryClient();
  const createOrder = useCreateOrder();
  const addProducts = useAddOrderProducts();
  const inFlight = useRef<Promise<Order> | null>(null);
  const [pending, setPending] = useState(false);

  const ensureOrderId = useCallback(async (): Promise<string> => {
    const existing = useOrderStore.getState().order;
    if (existing) return existing.id;
    const location = useLocationStore.getState().location;
    if (!location) throw new NoLocationError();
    const channel = usePreferencesStore.getState().channel;
    const order = await createOrder.mutateAsync({
      data: { menu_id: orderMenuId(location, channel), location_id: location.id },
    });
    useOrderStore.getState().setOrder(order);
    return order.id;
  }, [createOrder]);

  const addToOrder = useCallback(
    (products: OrderProductInput[]): Promise<Order> => {
      if (inFlight.current) return inFlight.current;
      setPending(true);
      const run = (async () => {
        const id = await ensureOrderId();
        const order = await addProducts.mutateAsync({ id, data: { products } });
        queryClient.setQueryData(getGetOrderQueryKey(id), order);
        useUiStore.getState().bounceCart();
        return order;
      })().finally(() => {
        inFlight.current = null;
        setPending(false);
      });
      inFlight.current = run;
      return run;
    },
    [addProducts, ensureOrderId, queryClient],
  );

  return { addToOrder, pending };
}
