import { useQueryClient } from '@tanstack/react-query';
import { getGetOrderQueryKey, useSetOrderHandoff } from '../api/generated/endpoints/orders/orders';
import { useCurrentOrder } from './use-current-order';

/**
 * SPEC §4 "Handoff toggle", the part shared by every pickup/delivery choice: whether the current
 * order is a delivery, and switching a delivery order to pickup in place (set-handoff with pickup),
 * the order in the cache replaced by the server's answer.
 */
export function useSwitchToPickup() {
  const queryClient = useQueryClient();
  const { orderId, order, query } = useCurrentOrder();
  const setHandoff = useSetOrderHandoff({
    mutation: {
      onSuccess: (updated) => queryClient.setQueryData(getGetOrderQueryKey(updated.id), updated),
    },
  });
  const isDelivery = order?.handoff === 'dispatch';

  /** Switches the delivery order to pickup, then calls `onSwitched`; does nothing for any other order. */
  const switchToPickup = (onSwitched?: () => void) => {
    if (!isDelivery || orderId === undefined || setHandoff.isPending) return;
    setHandoff.mutate({ id: orderId, mode: 'pickup' }, { onSuccess: () => onSwitched?.() });
  };

  return {
    isDelivery,
    /** The order is still being fetched: whether it is a delivery is not known yet. */
    orderLoading: orderId !== undefined && query.isPending && query.fetchStatus !== 'idle',
    switchToPickup,
    switching: setHandoff.isPending,
    error: setHandoff.error,
  };
}
