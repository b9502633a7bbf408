import type { OrderProductInput } from '../../../src/api/generated/model';
import { CreateOrderResponse, GetOrderResponse } from '../../../src/api/generated/zod/orders/orders.zod';
import { call, okBody, type ApiAnswer } from './api';
import { FIXTURE } from './order-fixtures';

/** Steps the order tests repeat, written as the client makes them. */

export async function createOrder(menuId: number = FIXTURE.menuId, token?: string) {
  return okBody(
    await call('POST', '/orders/create', { body: { menu_id: menuId }, token }),
    CreateOrderResponse,
  );
}

export const addProducts = (
  orderId: string,
  products: OrderProductInput[],
  token?: string,
): Promise<ApiAnswer> => call('POST', `/orders/${orderId}/products`, { body: { products }, token });

/** A cart holding the given products (each as its own line, no choices unless given). */
export async function cartWith(products: OrderProductInput[], token?: string) {
  const order = await createOrder(FIXTURE.menuId, token);
  return okBody(await addProducts(order.id, products, token), GetOrderResponse);
}

export const plain = (id: number, quantity = 1): OrderProductInput => ({ id, quantity, choices: [] });

/** The combo with Mac & Cheese topped with bacon: 9.49 + 0.50 + 1.00 = 10.99 a piece. */
export const comboWithMacAndBacon = (
  quantity = 1,
  sauces: OrderProductInput['choices'] = [],
): OrderProductInput => ({
  id: FIXTURE.product.combo,
  quantity,
  choices: [
    { id: FIXTURE.option.macAndCheese, quantity: 1 },
    { id: FIXTURE.option.bacon, quantity: 1 },
    ...sauces,
  ],
});
