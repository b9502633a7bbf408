// @vitest-environment node
import {
  ApplyOrderCouponResponse,
  GetOrderResponse,
  GetOrderStatusResponse,
  SetOrderTipResponse,
  SubmitOrderResponse,
  UpdateOrderProductsResponse,
  ValidateOrderResponse,
} from '../../src/api/generated/zod/orders/orders.zod';
import { pinClock } from '../clock';
import { call, messagesOf, okBody } from './testing/api';
import { setUpOrderBackend } from './testing/order-backend';
import { FIXTURE, MONDAY_NOON } from './testing/order-fixtures';
import { addProducts, cartWith, comboWithMacAndBacon, createOrder, plain } from './testing/order-steps';

const backend = setUpOrderBackend();
const member = { token: FIXTURE.member.token };
const minutesAfterNoon = (minutes: number) =>
  new Date(Date.parse(MONDAY_NOON) + minutes * 60_000).toISOString();

describe('order lifecycle', () => {
  it('creates an ASAP pickup cart at the menu’s location, ready 15 minutes from now', async () => {
    const order = await createOrder();
    expect(order).toMatchObject({
      menu_id: FIXTURE.menuId,
      location_id: FIXTURE.locationId,
      channel: 'default',
      handoff: 'pickup',
      status: 'open',
      products: [],
      time: { mode: 'asap', wanted: null, earliest: '2026-02-16T17:15:00.000Z' },
      created: MONDAY_NOON,
      expires: '2026-02-17T17:00:00.000Z',
      totals: { subtotal: 0, discount: 0, handoff: 0, fees: 0, tax: 0, tip: 0, donations: 0, total: 0 },
    });
    const raw = await call('GET', `/orders/${order.id}`);
    expect(raw.body).not.toHaveProperty('member_id');
    expect(raw.body).not.toHaveProperty('idempotency_key');
  });

  it('answers 404 for an unknown menu and 400 for a malformed body', async () => {
    expect(messagesOf(await call('POST', '/orders/create', { body: { menu_id: 4040 } }), 404)).toEqual([
      'No menu with id 4040.',
    ]);
    messagesOf(await call('POST', '/orders/create', { body: { menu: 1 } }), 400);
  });

  it('opens a catering cart for a catering menu', async () => {
    expect(await createOrder(FIXTURE.cateringMenuId)).toMatchObject({
      channel: 'catering',
      location_id: FIXTURE.locationId,
    });
  });

  it('goes from cart to completed order with totals to the cent', async () => {
    const created = await createOrder();
    const path = `/orders/${created.id}`;
    const honeyMustardTwice = [{ id: FIXTURE.option.honeyMustard, quantity: 2 }];
    const withLines = okBody(
      await addProducts(created.id, [
        comboWithMacAndBacon(2, honeyMustardTwice),
        plain(FIXTURE.product.fries),
      ]),
      GetOrderResponse,
    );
    // (9.49 + 0.50 Mac & Cheese + 1.00 Bacon + 2 × 0.25 Honey Mustard) × 2 = 22.98, plus fries 2.99.
    expect(withLines.products.map((line) => [line.name, line.cost])).toEqual([
      ['3 Piece Chicken Supremes Combo', { base: 11.49, total: 22.98 }],
      ['Cajun Fries', { base: 2.99, total: 2.99 }],
    ]);
    expect(withLines.totals).toMatchObject({ subtotal: 25.97, tax: 1.88, total: 27.85 });

    const withCoupon = okBody(
      await call('PUT', `${path}/coupon`, { body: { code: 'save2' } }),
      ApplyOrderCouponResponse,
    );
    expect(withCoupon.coupon).toEqual({ couponcode: 'SAVE2' });
    expect(withCoupon.discounts).toEqual([{ type: 'Coupon', description: '$2 off', amount: 2 }]);

    const withTip = okBody(await call('PUT', `${path}/tip`, { body: { amount: 3 } }), SetOrderTipResponse);
    // tax = round((25.97 − 2.00) × 0.0725) = round(1.737825) = 1.74
    expect(withTip.totals).toEqual({
      subtotal: 25.97,
      discount: 2,
      handoff: 0,
      fees: 0,
      tax: 1.74,
      tip: 3,
      donations: 0,
      total: 28.71,
    });
    expect(withTip.taxes).toEqual([{ label: 'Sales Tax', amount: 1.74 }]);

    const validation = okBody(await call('POST', `${path}/validate`), ValidateOrderResponse);
    expect(validation).toMatchObject({ valid: true, warnings: [] });
    expect(validation.order.totals.total).toBe(28.71);

    const submit = {
      body: {
        usertype: 'user',
        payments: [{ type: 'creditcard', amount: 28.71, account_id: FIXTURE.member.card }],
      },
      headers: { 'Idempotency-Key': 'checkout-attempt-1' },
    };
    expect(messagesOf(await call('POST', `${path}/submit`, submit), 401)).toEqual([
      'Please sign in to continue.',
    ]);

    const placed = okBody(
      await call('POST', `${path}/submit`, { ...submit, ...member }),
      SubmitOrderResponse,
    );
    expect(placed).toMatchObject({
      confirmation: `CK${created.id.slice(0, 8).toUpperCase()}`,
      estimated_ready: '2026-02-16T17:15:00.000Z',
      order: { status: 'submitted', submitted: MONDAY_NOON, expires: null, totals: { total: 28.71 } },
    });

    const again = await call('POST', `${path}/submit`, { body: submit.body, ...member });
    expect(messagesOf(again, 409)).toEqual(['This order has already been submitted.']);
    const replay = okBody(
      await call('POST', `${path}/submit`, { ...submit, ...member }),
      SubmitOrderResponse,
    );
    expect(replay).toEqual(placed);
    const otherBody = {
      ...submit.body,
      payments: [{ type: 'creditcard', amount: 1, account_id: FIXTURE.member.card }],
    };
    expect(
      messagesOf(await call('POST', `${path}/submit`, { ...submit, body: otherBody, ...member }), 422),
    ).toEqual(['This Idempotency-Key was already used to submit a different request.']);

    const statusAt = async (minutes: number) => {
      pinClock(minutesAfterNoon(minutes));
      return okBody(await call('GET', `${path}/status`, member), GetOrderStatusResponse);
    };
    expect(await statusAt(0)).toMatchObject({ status: 'received', is_final: false, updated: MONDAY_NOON });
    expect(await statusAt(1)).toMatchObject({ status: 'in_progress', is_final: false });
    expect(await statusAt(5)).toMatchObject({ status: 'ready', is_final: false });
    expect(await statusAt(15)).toMatchObject({
      status: 'completed',
      is_final: true,
      updated: minutesAfterNoon(15),
      handoff: 'pickup',
    });
  });

  it('keeps the line and the member’s order history in the database', async () => {
    const order = await cartWith([plain(FIXTURE.product.biscuit)], FIXTURE.member.token);
    expect(backend.db.orders.findFirst((q) => q.where({ id: order.id }))?.member_id).toBe(FIXTURE.member.id);
  });
});

describe('coupons (SPEC §8 messages)', () => {
  const applyCoupon = (orderId: string, code: string) =>
    call('PUT', `/orders/${orderId}/coupon`, { body: { code } });

  it('rejects an empty, unknown, held or below-minimum code with the provider’s message', async () => {
    const order = await cartWith([comboWithMacAndBacon()]);
    expect(messagesOf(await applyCoupon(order.id, '   '), 400)).toEqual(['Coupon code cannot be empty.']);
    expect(messagesOf(await applyCoupon(order.id, 'nope'), 400)).toEqual(['[200] Code is invalid']);
    expect(messagesOf(await applyCoupon(order.id, 'inuse'), 400)).toEqual([
      'Code is currently in use on another transaction',
    ]);
    expect(messagesOf(await applyCoupon(order.id, 'big20'), 400)).toEqual([
      'Offer not valid - $200.00 Minimum Required',
    ]);
  });

  it('takes a percentage off the subtotal, rounded to the cent', async () => {
    const order = await cartWith([comboWithMacAndBacon(), plain(FIXTURE.product.fries, 5)]);
    const discounted = okBody(await applyCoupon(order.id, 'TenOff'), ApplyOrderCouponResponse);
    // 10.99 + 5 × 2.99 = 25.94; 10 % = 2.594 → 2.59; tax = round(23.35 × 0.0725 = 1.692875) = 1.69
    expect(discounted.totals).toMatchObject({ subtotal: 25.94, discount: 2.59, tax: 1.69, total: 25.04 });
    expect(discounted.discounts).toEqual([
      { type: 'Coupon', description: '10% off your order', amount: 2.59 },
    ]);
  });

  it('keeps a coupon whose minimum is no longer met, with no discount and a warning on validate', async () => {
    const order = await cartWith([plain(FIXTURE.product.feast, 5)]);
    const applied = okBody(await applyCoupon(order.id, 'BIG20'), ApplyOrderCouponResponse);
    expect(applied.totals).toMatchObject({ subtotal: 249.95, discount: 20 });
    const lineId = applied.products[0]?.id;
    const fewer = okBody(
      await call('PUT', `/orders/${order.id}/products`, {
        body: { products: [{ line_id: lineId, id: FIXTURE.product.feast, quantity: 4, choices: [] }] },
      }),
      UpdateOrderProductsResponse,
    );
    // 4 × 49.99 = 199.96 is below 200: the code stays, the discount goes; tax = round(199.96 × 0.0725) = 14.50
    expect(fewer.coupon).toEqual({ couponcode: 'BIG20' });
    expect(fewer.discounts).toEqual([{ type: 'Coupon', description: '$20 off $200 or more', amount: 0 }]);
    expect(fewer.totals).toMatchObject({ subtotal: 199.96, discount: 0, tax: 14.5, total: 214.46 });
    const validation = okBody(await call('POST', `/orders/${order.id}/validate`), ValidateOrderResponse);
    expect(validation.warnings).toEqual(['Offer not valid - $200.00 Minimum Required']);
  });

  it('never discounts more than the subtotal, and removes the code on request', async () => {
    const order = await cartWith([plain(FIXTURE.product.biscuit)]);
    const applied = okBody(await applyCoupon(order.id, 'SAVE2'), ApplyOrderCouponResponse);
    expect(applied.totals).toMatchObject({ subtotal: 1.49, discount: 1.49, tax: 0, total: 0 });
    const removed = okBody(await call('DELETE', `/orders/${order.id}/coupon`), GetOrderResponse);
    expect(removed).toMatchObject({
      coupon: null,
      discounts: [],
      totals: { discount: 0, tax: 0.11, total: 1.6 },
    });
  });

  it('leaves the code of an order that is no longer an open cart alone', async () => {
    const order = await cartWith([plain(FIXTURE.product.biscuit)]);
    await applyCoupon(order.id, 'SAVE2');
    await call('DELETE', `/orders/${order.id}/abandon`);
    const abandoned = ['This order was abandoned. Please start a new order.'];
    expect(messagesOf(await call('DELETE', `/orders/${order.id}/coupon`), 404)).toEqual(abandoned);
    expect(messagesOf(await applyCoupon(order.id, 'TENOFF'), 400)).toEqual(abandoned);
  });
});
