import type { RequestHandler } from 'msw';
import { cartHandlers } from './orders/cart';
import { checkoutHandlers } from './orders/checkout';
import { couponHandlers } from './orders/coupon';
import { handoffHandlers } from './orders/handoff';
import { historyHandlers } from './orders/history';
import { lineHandlers } from './orders/lines';
import { statusHandlers } from './orders/status';
import { submitHandlers } from './orders/submit';
import { timeHandlers } from './orders/time';

/**
 * The stateful order (cart) backend. History and favourites come first: their literal paths
 * (`orders/recent`, `orders/faves`) would otherwise be taken for `orders/{id}`.
 */
export const ordersHandlers: RequestHandler[] = [
  ...historyHandlers,
  ...cartHandlers,
  ...lineHandlers,
  ...handoffHandlers,
  ...timeHandlers,
  ...couponHandlers,
  ...checkoutHandlers,
  ...submitHandlers,
  ...statusHandlers,
];
