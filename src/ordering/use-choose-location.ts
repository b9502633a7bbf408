import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getGetMenuQueryOptions } from '../api/generated/endpoints/menus/menus';
import {
  getGetOrderQueryKey,
  useCreateOrder,
  useTransferOrder,
} from '../api/generated/endpoints/orders/orders';
import type { Location, OrderProductLine } from '../api/generated/model';
import { pushEcommerceEvent } from '../lib/analytics/data-layer';
import { setRecentLocation } from '../lib/engagement';
import { useLocationStore, useOrderStore, usePreferencesStore } from '../stores';
import { orderMenuId } from './order-menu-id';

export interface ChooseLocationResult {
  /** Lines the new location's menu does not have: the visitor is told which. */
  notTransferred: OrderProductLine[];
}

/**
 * SPEC §4 (location dialog, locations page, ?store=): sets the location, loads its menu, then
 * transfers the order when it is for another menu or restaurant, or creates one when there is none.
 */
export function useChooseLocation() {
  const queryClient = useQueryClient();
  const createOrder = useCreateOrder();
  const transferOrder = useTransferOrder();

  return useCallback(
    async (location: Location): Promise<ChooseLocationResult> => {
      const menuId = orderMenuId(location, usePreferencesStore.getState().channel);
      useLocationStore.getState().setLocation(location);
      pushEcommerceEvent({
        event: 'select_location',
        location_id: location.id,
        location_name: location.name,
      });
      setRecentLocation({ id: location.id, menu_id: menuId });
      queryClient.query(getGetMenuQueryOptions(menuId)).catch(() => undefined);

      const current = useOrderStore.getState().order;
      if (current && current.menu_id === menuId && current.location_id === location.id) {
        return { notTransferred: [] };
      }
      if (current) {
        const result = await transferOrder.mutateAsync({
          id: current.id,
          data: { menu_id: menuId, location_id: location.id },
        });
        useOrderStore.getState().setOrder(result.order);
        queryClient.setQueryData(getGetOrderQueryKey(result.order.id), result.order);
        return { notTransferred: result.not_transferred };
      }
      const order = await createOrder.mutateAsync({ data: { menu_id: menuId, location_id: location.id } });
      useOrderStore.getState().setOrder(order);
      queryClient.setQueryData(getGetOrderQueryKey(order.id), order);
      return { notTransferred: [] };
    },
    [createOrder, queryClient, transferOrder],
  );
}
