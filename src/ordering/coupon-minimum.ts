import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getGetOrderQueryKey, useRemoveOrderCoupon } from '../api/generated/endpoints/orders/orders';
import type { Order } from '../api/generated/model';
import { useUiStore } from '../stores';

/** SPEC §9: below this total the coupon is removed when the cart is lowered (promo minimum 200.00). */
export const COUPON_MINIMUM_TOTAL = 200;

/** SPEC §4: after the cart is lowered, the coupon is removed if the total falls below 200. */
export const shouldRemoveCouponAfterDecrease = (hasCoupon: boolean, totalAfter: number): boolean =>
  hasCoupon && totalAfter < COUPON_MINIMUM_TOTAL;

/**
 * Every way of lowering the cart (minus, trash, an edited line) ends here with the order it
 * answered: a coupon whose minimum is no longer met would stay on the order giving nothing, so it
 * is removed, and the cart's promo field is told which code went.
 */
export function useDropCouponBelowMinimum(): (order: Order) => Promise<Order> {
  const queryClient = useQueryClient();
  const { mutateAsync: removeCoupon } = useRemoveOrderCoupon();
  return useCallback(
    async (order: Order) => {
      const code = order.coupon?.couponcode;
      if (!code || !shouldRemoveCouponAfterDecrease(true, order.totals.total)) return order;
      const answered = await removeCoupon({ id: order.id });
      queryClient.setQueryData(getGetOrderQueryKey(answered.id), answered);
      useUiStore.getState().setDroppedPromoCode(code);
      return answered;
    },
    [queryClient, removeCoupon],
  );
}
