import { useQueryClient } from '@tanstack/react-query';
import {
  getGetLocationQueryOptions,
  useFindDeliveryLocations,
} from '../../../api/generated/endpoints/locations/locations';
import {
  getGetOrderQueryKey,
  useSetOrderAddress,
  useSetOrderHandoff,
} from '../../../api/generated/endpoints/orders/orders';
import type { DeliveryAddress, Location, OrderProductLine } from '../../../api/generated/model';
import { useChooseLocation } from '../../../ordering/use-choose-location';
import { useOrderStore } from '../../../stores';

export type DeliveryOutcome =
  { kind: 'none-found' } | { kind: 'ordered'; location: Location; notTransferred: OrderProductLine[] };

/**
 * SPEC §4 delivery path: finds the location that delivers to the address (nearest first), gets it,
 * sets it (which transfers the order or creates one), then puts the address on the order. An order
 * the server still has down for pickup is switched to delivery. Failures reject with the API error;
 * a failed search is also logged (SPEC §8 "find-location failures").
 */
export function useDeliverToAddress() {
  const queryClient = useQueryClient();
  const chooseLocation = useChooseLocation();
  const findDeliveryLocations = useFindDeliveryLocations();
  const setOrderAddress = useSetOrderAddress();
  const setOrderHandoff = useSetOrderHandoff();

  return async (address: DeliveryAddress): Promise<DeliveryOutcome> => {
    let found: Location[];
    try {
      found = await findDeliveryLocations.mutateAsync({ data: address });
    } catch (error) {
      console.error('Finding a delivery location failed.', error);
      throw error;
    }
    const [nearest] = found;
    if (!nearest) return { kind: 'none-found' };
    const location = await queryClient.query(getGetLocationQueryOptions(nearest.id));
    const { notTransferred } = await chooseLocation(location);
    const orderId = useOrderStore.getState().order?.id;
    if (orderId === undefined) throw new Error('Choosing the delivery location left no order.');
    let order = await setOrderAddress.mutateAsync({ id: orderId, data: { type: 'dispatch', address } });
    if (order.handoff !== 'dispatch')
      order = await setOrderHandoff.mutateAsync({ id: orderId, mode: 'dispatch' });
    queryClient.setQueryData(getGetOrderQueryKey(orderId), order);
    return { kind: 'ordered', location, notTransferred };
  };
}
