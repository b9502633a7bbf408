import type { MenuProduct, OrderProductLine } from '../../../api/generated/model';
import type { AnalyticsItem } from '../../../lib/analytics/data-layer';

/** One analytics item for a cart line: the menu sku when known (else the product id), unit price. */
export function lineAnalyticsItem(
  line: Pick<OrderProductLine, 'product_id' | 'name' | 'quantity' | 'cost'>,
  product: Pick<MenuProduct, 'sku'> | undefined,
  quantity: number = line.quantity,
): AnalyticsItem {
  return {
    item_id: product?.sku ?? String(line.product_id),
    item_name: line.name,
    price: line.cost.base,
    quantity,
  };
}
