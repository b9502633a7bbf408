import { useEffect, useRef } from 'react';
import type { MenuProduct, Order } from '../../../api/generated/model';
import { itemsValue, pushEcommerceEvent } from '../../../lib/analytics/data-layer';
import { lineAnalyticsItem } from '../analytics/cart-analytics';

/** SPEC §7: `view_cart` once per opening of the panel, with the order's lines, once the order is known. */
export function useViewCartEvent(
  open: boolean,
  order: Order | undefined,
  products: ReadonlyMap<number, MenuProduct>,
): void {
  const reported = useRef(false);
  useEffect(() => {
    if (!open) {
      reported.current = false;
      return;
    }
    if (reported.current || !order) return;
    reported.current = true;
    const items = order.products.map((line) => lineAnalyticsItem(line, products.get(line.product_id)));
    pushEcommerceEvent({ event: 'view_cart', items, value: itemsValue(items) });
  }, [open, order, products]);
}
