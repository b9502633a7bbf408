import type { OrderProductLine } from '../api/generated/model';

/** Total quantity of an order's lines: the cart badge count and the engagement event's Cart_Items. */
export const cartQuantity = (products: ReadonlyArray<Pick<OrderProductLine, 'quantity'>>): number =>
  products.reduce((sum, line) => sum + line.quantity, 0);
