import { cartQuantity } from './cart-quantity';
import { useCurrentOrder } from './use-current-order';

/** How many items the cart holds: the sum of its lines' quantities (0 with no order). */
export function useCartQuantity(): number {
  const { order } = useCurrentOrder();
  return order ? cartQuantity(order.products) : 0;
}
