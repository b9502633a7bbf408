import type { Order } from '../../../api/generated/model';
import { itemsValue, type AnalyticsItem, type EcommerceEvent } from '../../../lib/analytics/data-layer';

/** SPEC §7: begin_checkout with the order's lines, pushed when the checkout route is reached. */
export function beginCheckoutEvent(order: Pick<Order, 'products'>): EcommerceEvent {
  const items: AnalyticsItem[] = order.products.map((line) => ({
    item_id: String(line.product_id),
    item_name: line.name,
    price: line.cost.base,
    quantity: line.quantity,
  }));
  return { event: 'begin_checkout', items, value: itemsValue(items) };
}
