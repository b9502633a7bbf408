import type { MenuProduct, Order } from '../../api/generated/model';
import { itemsValue, pushEcommerceEvent, type AnalyticsItem } from '../../lib/analytics/data-layer';
import { logAddProductToCart } from '../../lib/engagement';
import { cartQuantity } from '../../ordering/cart-quantity';
import type { Channel } from '../../stores';

interface AddedLine {
  product: Pick<MenuProduct, 'sku' | 'name'>;
  quantity: number;
  /** One item's price with its choices. */
  unitPrice: number;
}

/**
 * SPEC §7 "Events" after an add: `add_to_cart` (items, currency USD, value) to the data layer, and
 * `Add_Product_To_Cart` with the cart as the server answered it to the engagement service.
 */
export function reportAddToCart(
  { product, quantity, unitPrice }: AddedLine,
  order: Order,
  channel: Channel,
): void {
  const items: AnalyticsItem[] = [
    { item_id: product.sku, item_name: product.name, price: unitPrice, quantity },
  ];
  pushEcommerceEvent({ event: 'add_to_cart', items, value: itemsValue(items) });
  logAddProductToCart({
    Product: product.name,
    Cart_Items: cartQuantity(order.products),
    Cart_Cost: order.totals.total,
    Channel: channel === 'catering' ? 'Catering' : 'Mealtime',
  });
}
