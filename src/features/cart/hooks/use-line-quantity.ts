import { increaseOutcome } from '../../../ordering/free-item-limit';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import {
  useRemoveOrderCoupon,
  useRemoveOrderProduct,
  useUpdateOrderProducts,
  useValidateOrder,
} from '../../../api/generated/endpoints/orders/orders';
import type { MenuProduct, Order, OrderProductLine } from '../../../api/generated/model';
import { itemsValue, pushEcommerceEvent } from '../../../lib/analytics/data-layer';
import { paths } from '../../../config/paths';
import { useUiStore } from '../../../stores';
import { lineAnalyticsItem } from '../analytics/cart-analytics';
import { useDropCouponBelowMinimum } from '../../../ordering/coupon-minimum';
import { removalFollowUp } from '../quantity/quantity-rules';
import { useCartAnnouncements } from './use-cart-announcements';
import { useCacheOrder } from './use-cart-order-cache';

const lineUpdate = (line: OrderProductLine, quantity: number) => ({
  line_id: line.id,
  id: line.product_id,
  quantity,
  choices: line.choices.map((choice) => ({ id: choice.option_id, quantity: choice.quantity })),
  instructions: line.instructions ?? null,
});

/**
 * SPEC §4 "Cart item" quantity counter: trash at 1 removes (then re-validate, or with nothing left
 * drop the coupon and go to /order), minus and trash drop the coupon below 200, plus raises
 * unless the free-item limit is reached. One change at a time across the cart; failures are
 * logged only (SPEC §8).
 */
export function useLineQuantity(order: Order, products: ReadonlyMap<number, MenuProduct>) {
  const [, navigate] = useLocation();
  const cacheOrder = useCacheOrder();
  const update = useUpdateOrderProducts();
  const remove = useRemoveOrderProduct();
  const validate = useValidateOrder();
  const removeCoupon = useRemoveOrderCoupon();
  const dropCouponBelowMinimum = useDropCouponBelowMinimum();
  const announcements = useCartAnnouncements();
  const changing = useRef(false);
  const [pending, setPending] = useState(false);
  const [freeItemLimit, setFreeItemLimit] = useState(false);

  const run = async (work: () => Promise<void>) => {
    if (changing.current) return;
    changing.current = true;
    setPending(true);
    try {
      await work();
    } catch (error) {
      console.error('Changing the cart failed.', error);
    } finally {
      changing.current = false;
      setPending(false);
    }
  };

  const reportRemoved = (line: OrderProductLine, quantity: number) => {
    const items = [lineAnalyticsItem(line, products.get(line.product_id), quantity)];
    pushEcommerceEvent({ event: 'remove_from_cart', items, value: itemsValue(items) });
  };

  const removeLine = (line: OrderProductLine) =>
    run(async () => {
      const answered = cacheOrder(await remove.mutateAsync({ id: order.id, productId: line.id }));
      reportRemoved(line, line.quantity);
      if (removalFollowUp(answered.products.length) === 'revalidate') {
        const validated = cacheOrder((await validate.mutateAsync({ id: order.id })).order);
        announcements.lineRemoved(await dropCouponBelowMinimum(validated), line);
        return;
      }
      announcements.lineRemoved(answered, line);
      // The visitor goes on to /order whatever becomes of the coupon's removal (a failure is logged).
      useUiStore.getState().closeCart();
      navigate(paths.order.href());
      if (answered.coupon) cacheOrder(await removeCoupon.mutateAsync({ id: order.id }));
    });

  const decrease = (line: OrderProductLine) =>
    run(async () => {
      const answered = cacheOrder(
        await update.mutateAsync({ id: order.id, data: { products: [lineUpdate(line, line.quantity - 1)] } }),
      );
      reportRemoved(line, 1);
      announcements.quantityChanged(await dropCouponBelowMinimum(answered), line);
    });

  const increase = (line: OrderProductLine) => {
    const outcome = increaseOutcome(line.quantity, products.get(line.product_id)?.limit_quantity);
    if (outcome.kind === 'free-item-limit') {
      setFreeItemLimit(true);
      return Promise.resolve();
    }
    if (outcome.kind === 'at-maximum') return Promise.resolve();
    return run(async () => {
      const answered = cacheOrder(
        await update.mutateAsync({ id: order.id, data: { products: [lineUpdate(line, outcome.quantity)] } }),
      );
      announcements.quantityChanged(answered, line);
      const items = [lineAnalyticsItem(line, products.get(line.product_id), 1)];
      pushEcommerceEvent({ event: 'add_to_cart', items, value: itemsValue(items) });
    });
  };

  return {
    pending,
    removeLine,
    decrease,
    increase,
    freeItemLimit,
    dismissFreeItemLimit: () => setFreeItemLimit(false),
  };
}
