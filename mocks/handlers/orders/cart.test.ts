// @vitest-environment node
import { GetOrderResponse, TransferOrderResponse } from '../../../src/api/generated/zod/orders/orders.zod';
import { call, messagesOf, okBody } from '../testing/api';
import { setUpOrderBackend } from '../testing/order-backend';
import { FIXTURE } from '../testing/order-fixtures';
import { cartWith, comboWithMacAndBacon, createOrder, plain } from '../testing/order-steps';

setUpOrderBackend();
const transfer = (orderId: string, menuId: number) =>
  call('POST', `/orders/${orderId}/transfer`, { body: { menu_id: menuId } });

describe('transfer to another menu', () => {
  it('moves the lines the target menu sells (re-priced) and reports the others', async () => {
    const order = await cartWith([
      comboWithMacAndBacon(),
      plain(FIXTURE.product.fries),
      plain(FIXTURE.product.biscuit),
    ]);
    await call('PUT', `/orders/${order.id}/coupon`, { body: { code: 'SAVE2' } });
    const result = okBody(await transfer(order.id, FIXTURE.uptownMenuId), TransferOrderResponse);
    expect(result.order).toMatchObject({
      menu_id: FIXTURE.uptownMenuId,
      location_id: FIXTURE.uptownLocationId,
      status: 'open',
      coupon: { couponcode: 'SAVE2' },
    });
    expect(result.order.id).not.toBe(order.id);
    // Uptown prices: combo 9.99 + Mac & Cheese 0.50 + Bacon 1.25 = 11.74, fries 3.09.
    expect(
      result.order.products.map((line) => [line.name, line.cost.total, line.choices.map((c) => c.option_id)]),
    ).toEqual([
      ['3 Piece Chicken Supremes Combo', 11.74, [802, 811]],
      ['Cajun Fries', 3.09, []],
    ]);
    // tax at Uptown's 8 %: round((14.83 − 2) × 0.08 = 1.0264) = 1.03
    expect(result.order.totals).toMatchObject({ subtotal: 14.83, discount: 2, tax: 1.03, total: 13.86 });
    expect(result.not_transferred.map((line) => line.name)).toEqual(['Biscuit']);
    const previous = okBody(await call('GET', `/orders/${order.id}`), GetOrderResponse);
    expect(previous.status).toBe('abandoned');
  });

  it('falls back to pickup when the new location does not deliver', async () => {
    const order = await cartWith([plain(FIXTURE.product.fries)]);
    const address = { address: '401 S Tryon St', city: 'Charlotte', zip: '28202' };
    await call('PUT', `/orders/${order.id}/address`, { body: { type: 'dispatch', address } });
    const result = okBody(await transfer(order.id, FIXTURE.uptownMenuId), TransferOrderResponse);
    expect(result.order).toMatchObject({ handoff: 'pickup', address: null, totals: { handoff: 0 } });
  });

  it('answers the same order for its own menu, 404 for an unknown menu', async () => {
    const order = await createOrder();
    expect(okBody(await transfer(order.id, FIXTURE.menuId), TransferOrderResponse).order.id).toBe(order.id);
    messagesOf(await transfer(order.id, 4040), 404);
  });
});
