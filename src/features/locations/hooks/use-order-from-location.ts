import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ApiError } from '../../../api/api-error';
import {
  getGetOrderQueryKey,
  getGetOrderQueryOptions,
  useSetOrderHandoff,
} from '../../../api/generated/endpoints/orders/orders';
import type { Location, OrderProductLine } from '../../../api/generated/model';
import { useChooseLocation } from '../../../ordering/use-choose-location';
import { useOrderStore } from '../../../stores';

/** Lines of the order the newly chosen location's menu does not have, to tell the visitor about. */
export interface LeftBehind {
  location: Location;
  lines: OrderProductLine[];
}

/**
 * "Order here" in the pickup finder: chooses the location (its menu, the order transferred or
 * created); an order that was down for delivery becomes a pickup order there, as the visitor chose a
 * restaurant to collect from. Then it goes on to `destination`. When some lines did not transfer, it
 * stays to say which, and the visitor goes on when they have read it (`goOn`).
 */
export function useOrderFromLocation(destination: string) {
  const queryClient = useQueryClient();
  const chooseLocation = useChooseLocation();
  const setOrderHandoff = useSetOrderHandoff();
  const [, navigate] = useLocation();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [failure, setFailure] = useState<ApiError>();
  const [leftBehind, setLeftBehind] = useState<LeftBehind | null>(null);

  const orderFrom = async (location: Location) => {
    if (pendingId !== null) return;
    setPendingId(location.id);
    setFailure(undefined);
    setLeftBehind(null);
    try {
      const { notTransferred } = await chooseLocation(location);
      const orderId = useOrderStore.getState().order?.id;
      // The order as last seen (choosing the location has just cached a moved or new one).
      const order =
        orderId === undefined ? undefined : await queryClient.query(getGetOrderQueryOptions(orderId));
      if (order?.handoff === 'dispatch') {
        const pickup = await setOrderHandoff.mutateAsync({ id: order.id, mode: 'pickup' });
        queryClient.setQueryData(getGetOrderQueryKey(order.id), pickup);
      }
      if (notTransferred.length > 0) setLeftBehind({ location, lines: notTransferred });
      else navigate(destination);
    } catch (error) {
      setFailure(ApiError.from(error));
    } finally {
      setPendingId(null);
    }
  };

  return { orderFrom, pendingId, failure, leftBehind, goOn: () => navigate(destination) };
}
