// @vitest-environment node
import {
  CancelOrderResponse,
  CreateOrderPaymentTokenResponse,
  GetOrderStatusResponse,
  NotifyOrderArrivalResponse,
  SetOrderAddressResponse,
  SetOrderTipResponse,
  SubmitOrderResponse,
  TrackOrderResponse,
  SetOrderTimeResponse,
  ValidateOrderResponse,
} from '../../../src/api/generated/zod/orders/orders.zod';
import { GetMenuTimesResponse } from '../../../src/api/generated/zod/menus/menus.zod';
import { now, pinClock } from '../../clock';
import { mockBackend } from '../../node';
import { CARD_DECLINED_CODE } from '../../payments/charge-new-cards';
import { cardVault } from '../../payments/card-vault';
import { call, errorsOf, messagesOf, okBody } from '../testing/api';
import { setUpOrderBackend } from '../testing/order-backend';
import { FIXTURE } from '../testing/order-fixtures';
import { addProducts, cartWith, createOrder, plain } from '../testing/order-steps';

setUpOrderBackend();
const token = FIXTURE.member.token;
const validate = (orderId: string) => call('POST', `/orders/${orderId}/validate`);
const payWith = (amount: number, payment: Record<string, unknown> = { account_id: FIXTURE.member.card }) => ({
  usertype: 'user',
  payments: [{ type: 'creditcard', amount, ...payment }],
});
const submit = (orderId: string, body: unknown, as: string = token) =>
  call('POST', `/orders/${orderId}/submit`, { body, token: as });

/** What the provider's hosted form does when a card is typed into it: binds the card to the token. */
const bindCard = (cardToken: string, number = '4242 4242 4242 4242') =>
  cardVault().bind(cardToken, { number, expiry: '12/30', cvc: '123', zip: '28202' }, now());

/** A member's fries order (2.99 + 0.22 tax = 3.21), placed. */
async function placedOrder(handoff: 'pickup' | 'curbside' = 'pickup') {
  const order = await cartWith([plain(FIXTURE.product.fries)], token);
  if (handoff === 'curbside') {
    await call('PUT', `/orders/${order.id}/handoff/curbside`, { token });
    const fields = { first_name: 'Ada', last_name: 'L', email: 'ada@example.com', phone: '7045550199' };
    await call('PUT', `/orders/${order.id}/custom`, {
      body: { fields: { ...fields, vehicle: { make: 'Kia', model: 'Soul', color: 'Red' } } },
      token,
    });
  }
  return okBody(await submit(order.id, payWith(3.21)), SubmitOrderResponse).order;
}

describe('validate', () => {
  it('refuses an empty cart and an item not available right now', async () => {
    const empty = await createOrder();
    expect(messagesOf(await validate(empty.id), 422)).toEqual([
      'Your cart is empty. Add an item to place an order.',
    ]);
    const pie = await cartWith([plain(FIXTURE.product.pie)]);
    expect(messagesOf(await validate(pie.id), 422)).toEqual([
      '"Seasonal Pie" is not available right now. You can schedule your order for later.',
    ]);
  });

  it('refuses an ASAP order while closed, and a 10:30 product ready before 10:30', async () => {
    const order = await cartWith([plain(FIXTURE.product.lunchBox)]);
    pinClock('2026-02-16T15:05:00Z'); // 10:05 AM: ready at 10:20
    expect(messagesOf(await validate(order.id), 422)).toEqual([
      '"10:30 Lunch Box" is available from 10:30 AM. Please schedule your order for 10:30 AM or later.',
    ]);
    pinClock('2026-02-17T03:30:00Z'); // 10:30 PM, closed
    expect(messagesOf(await validate(order.id), 422)).toEqual([
      'The restaurant is closed right now. Please schedule your order for later.',
    ]);
  });

  it('holds catering delivery to a cart total of $150.00, not to its items (SPEC §5)', async () => {
    const order = await createOrder(FIXTURE.cateringMenuId);
    await addProducts(order.id, [plain(FIXTURE.product.tailgate, 2)]);
    // Catering is ordered a day ahead: Tuesday noon.
    const tuesdayNoon = { time: '2026-02-17T17:00:00Z' };
    okBody(await call('PUT', `/orders/${order.id}/time`, { body: tuesdayNoon }), SetOrderTimeResponse);
    const address = { address: '401 S Tryon St', city: 'Charlotte', zip: '28202' };
    okBody(
      await call('PUT', `/orders/${order.id}/address`, { body: { type: 'dispatch', address } }),
      SetOrderAddressResponse,
    );
    expect(messagesOf(await validate(order.id), 422)).toEqual([
      'Catering delivery orders must be at least $150.00.',
    ]);
    // 119.98 of items + 3.99 delivery + tax + a 20.00 tip come to over 150.
    okBody(await call('PUT', `/orders/${order.id}/tip`, { body: { amount: 20 } }), SetOrderTipResponse);
    const { totals } = okBody(await validate(order.id), ValidateOrderResponse).order;
    expect(totals.subtotal).toBe(119.98);
    expect(totals.total).toBeGreaterThanOrEqual(150);
  });
});

describe('submit', () => {
  it('needs a token, the exact total and a card that is not declined', async () => {
    const order = await cartWith([plain(FIXTURE.product.fries)]);
    expect(messagesOf(await submit(order.id, payWith(3.21), ''), 401)).toEqual([
      'Please sign in to continue.',
    ]);
    expect(messagesOf(await submit(order.id, payWith(3.2)), 422)).toEqual([
      'The payments ($3.20) do not match the order total of $3.21.',
    ]);
    expect(
      messagesOf(await submit(order.id, payWith(3.21, { account_id: FIXTURE.member.declinedCard })), 422),
    ).toEqual(['Your card was declined. Please use another card.']);
    expect(messagesOf(await submit(order.id, payWith(3.21, { account_id: 4242 })), 422)).toEqual([
      'The saved payment method could not be found.',
    ]);
    messagesOf(await submit(order.id, payWith(3.21), 'forged-token'), 401);
  });

  it('pays with a one-time card token of this order', async () => {
    const order = await cartWith([plain(FIXTURE.product.fries)]);
    const card = okBody(await call('POST', `/orders/${order.id}/token`), CreateOrderPaymentTokenResponse);
    expect(card.expires).toBe('2026-02-16T17:15:00.000Z');
    expect(messagesOf(await submit(order.id, payWith(3.21, { token: 'pt_1_2_3' })), 422)).toEqual([
      'The card details have expired. Please enter your card again.',
    ]);
    expect(messagesOf(await submit(order.id, payWith(3.21, { token: card.token })), 422)).toEqual([
      'Please enter your card details.',
    ]);
    const fresh = okBody(await call('POST', `/orders/${order.id}/token`), CreateOrderPaymentTokenResponse);
    expect(bindCard(fresh.token)).toEqual({
      status: 'approved',
      card: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 },
    });
    expect(
      okBody(await submit(order.id, payWith(3.21, { token: fresh.token })), SubmitOrderResponse).order.status,
    ).toBe('submitted');
  });

  it('declines the provider’s test cards with their reason and message, spending the token, order still open', async () => {
    const order = await cartWith([plain(FIXTURE.product.fries)]);
    const declines = [
      ['4000 0000 0000 9995', 'Your card has insufficient funds.', 'insufficient_funds'],
      ['4000 0000 0000 0127', "Your card's security code is incorrect.", 'incorrect_cvc'],
      ['4000 0000 0000 0069', 'Your card has expired.', 'expired_card'],
    ] as const;
    for (const [number, message, reason] of declines) {
      const card = okBody(await call('POST', `/orders/${order.id}/token`), CreateOrderPaymentTokenResponse);
      expect(bindCard(card.token, number).status).toBe('approved');
      const answer = await submit(order.id, payWith(3.21, { token: card.token }));
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual([{ message, code: CARD_DECLINED_CODE, reason }]);
      expect(messagesOf(await submit(order.id, payWith(3.21, { token: card.token })), 422)).toEqual([
        'Please enter your card details.',
      ]);
    }
    const good = okBody(await call('POST', `/orders/${order.id}/token`), CreateOrderPaymentTokenResponse);
    bindCard(good.token);
    const placed = okBody(await submit(order.id, payWith(3.21, { token: good.token })), SubmitOrderResponse);
    expect(placed.order.id).toBe(order.id);
  });

  it('saves a member’s new card when asked, and only then', async () => {
    const before = await call('GET', '/members/payments', { token });
    const order = await cartWith([plain(FIXTURE.product.fries)]);
    const card = okBody(await call('POST', `/orders/${order.id}/token`), CreateOrderPaymentTokenResponse);
    bindCard(card.token, '5555 5555 5555 4444');
    okBody(await submit(order.id, payWith(3.21, { token: card.token, save: true })), SubmitOrderResponse);
    const after = (await call('GET', '/members/payments', { token })).body as { account: object }[];
    expect(after).toHaveLength((before.body as unknown[]).length + 1);
    expect(after.at(-1)?.account).toMatchObject({
      type: 'creditcard',
      cardtype: 'Mastercard',
      cardsuffix: '4444',
      expiration: '12/2030',
    });
  });

  it('lets a guest submit with contact details and the order’s card token, nothing else', async () => {
    const order = await cartWith([plain(FIXTURE.product.fries)], '');
    const asGuest = (payment: Record<string, unknown>) => ({
      usertype: 'guest',
      payments: [{ type: 'creditcard', amount: 3.21, ...payment }],
    });
    const card = okBody(await call('POST', `/orders/${order.id}/token`), CreateOrderPaymentTokenResponse);
    bindCard(card.token);
    expect(messagesOf(await submit(order.id, asGuest({ token: card.token }), ''), 422)).toEqual([
      'Please add your name, e-mail and phone number.',
    ]);
    const fields = { first_name: 'Ada', last_name: 'L', email: 'ada@example.com', phone: '7045550199' };
    await call('PUT', `/orders/${order.id}/custom`, { body: { fields } });
    expect(messagesOf(await submit(order.id, asGuest({ account_id: FIXTURE.member.card }), ''), 422)).toEqual(
      ['Please pay with a card.'],
    );
    const placed = okBody(await submit(order.id, asGuest({ token: card.token }), ''), SubmitOrderResponse);
    expect(placed.order.status).toBe('submitted');
  });

  it('refuses a scheduled slot taken meanwhile (slot-taken-at-submit), names the time field, and stops offering it', async () => {
    const order = await cartWith([plain(FIXTURE.product.fries)], token);
    const wanted = '2026-02-17T21:00:00.000Z'; // Tuesday 4 PM
    okBody(
      await call('PUT', `/orders/${order.id}/time`, { body: { time: wanted }, token }),
      SetOrderTimeResponse,
    );
    mockBackend.useScenario('slot-taken-at-submit');
    try {
      expect(errorsOf(await submit(order.id, payWith(3.21)), 422)).toEqual([
        { message: 'This time is no longer available. Please choose another time.', field: 'time' },
      ]);
    } finally {
      mockBackend.useScenario();
    }
    const times = okBody(await call('GET', `/menus/${order.menu_id}/times`), GetMenuTimesResponse);
    const slot = times.days
      .flatMap((day) => day.slots)
      .find((s) => Date.parse(s.time) === Date.parse(wanted));
    expect(slot?.available).toBe(false);
    const later = '2026-02-17T21:15:00.000Z';
    okBody(
      await call('PUT', `/orders/${order.id}/time`, { body: { time: later }, token }),
      SetOrderTimeResponse,
    );
    expect(okBody(await submit(order.id, payWith(3.21)), SubmitOrderResponse).order.time).toMatchObject({
      mode: 'advance',
      wanted: later,
    });
  });

  it('needs the vehicle for curbside, and refuses another member’s order', async () => {
    const curbside = await cartWith([plain(FIXTURE.product.fries)], token);
    await call('PUT', `/orders/${curbside.id}/handoff/curbside`, { token });
    expect(messagesOf(await submit(curbside.id, payWith(3.21)), 422)).toEqual([
      'Please add your vehicle details for curbside pickup.',
    ]);
    messagesOf(await submit(curbside.id, payWith(3.21), FIXTURE.otherMember.token), 404);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const order = await cartWith([plain(FIXTURE.product.fries)]);
    const answer = await call('POST', `/orders/${order.id}/submit`, {
      body: payWith(3.21),
      token,
      headers: { 'Idempotency-Key': 'short' },
    });
    messagesOf(answer, 400);
  });
});

describe('whose order it is', () => {
  const unknown = (orderId: string) => [`No order with id ${orderId}.`];

  it("answers someone else's member order with the 404 of an unknown order; a signed-out owner keeps the cart", async () => {
    const order = await placedOrder();
    const cart = await cartWith([plain(FIXTURE.product.fries)], token);
    const stranger = FIXTURE.otherMember.token;
    for (const as of [stranger, '']) {
      expect(messagesOf(await call('GET', `/orders/${order.id}`, { token: as }), 404)).toEqual(
        unknown(order.id),
      );
      expect(messagesOf(await call('DELETE', `/orders/${order.id}`, { token: as }), 404)).toEqual(
        unknown(order.id),
      );
      expect(messagesOf(await call('GET', `/orders/${order.id}/status`, { token: as }), 404)).toEqual(
        unknown(order.id),
      );
    }
    expect(messagesOf(await call('GET', `/orders/${cart.id}`, { token: stranger }), 404)).toEqual(
      unknown(cart.id),
    );
    const tip = { body: { amount: 5 }, token: stranger };
    expect(messagesOf(await call('PUT', `/orders/${cart.id}/tip`, tip), 404)).toEqual(unknown(cart.id));
    // Without a token the open cart is reached with its id, as a guest's is: a member whose session
    // is revoked is signed out as a guest and keeps the cart (SPEC §8).
    okBody(await call('PUT', `/orders/${cart.id}/tip`, { body: { amount: 1 } }), SetOrderTipResponse);
    expect(
      okBody(await call('GET', `/orders/${order.id}/status`, { token }), GetOrderStatusResponse).status,
    ).toBe('received');
  });

  it("leaves a guest's cart the guest's when a member reads or changes it, until the member submits it", async () => {
    const cart = await cartWith([plain(FIXTURE.product.fries)], '');
    okBody(await call('PUT', `/orders/${cart.id}/tip`, { body: { amount: 1 }, token }), SetOrderTipResponse);
    // The guest still reaches the cart: the member's token claimed nothing.
    okBody(await call('PUT', `/orders/${cart.id}/tip`, { body: { amount: 0 } }), SetOrderTipResponse);
    okBody(await submit(cart.id, payWith(3.21)), SubmitOrderResponse);
    expect(messagesOf(await call('GET', `/orders/${cart.id}/status`), 404)).toEqual(unknown(cart.id));
    okBody(await call('GET', `/orders/${cart.id}/status`, { token }), GetOrderStatusResponse);
  });
});

describe('after submission', () => {
  it('cancels a submitted order that is not final, and not afterwards', async () => {
    const order = await placedOrder();
    const open = await createOrder();
    expect(messagesOf(await call('DELETE', `/orders/${open.id}`), 409)).toEqual([
      'Only a submitted order can be cancelled.',
    ]);
    expect(okBody(await call('DELETE', `/orders/${order.id}`, { token }), CancelOrderResponse).status).toBe(
      'cancelled',
    );
    expect(
      okBody(await call('GET', `/orders/${order.id}/status`, { token }), GetOrderStatusResponse),
    ).toMatchObject({
      status: 'cancelled',
      is_final: true,
    });
    const late = await placedOrder();
    pinClock('2026-02-16T17:15:00Z');
    expect(messagesOf(await call('DELETE', `/orders/${late.id}`, { token }), 409)).toEqual([
      'This order can no longer be cancelled.',
    ]);
  });

  it('records a curbside arrival, but not for delivery or an unsubmitted order', async () => {
    const order = await placedOrder('curbside');
    const arrived = okBody(
      await call('POST', `/orders/${order.id}/arrival`, { token }),
      NotifyOrderArrivalResponse,
    );
    expect(arrived).toMatchObject({ arrived: true, status: 'received', handoff: 'curbside' });
    expect(
      okBody(await call('GET', `/orders/${order.id}/status`, { token }), GetOrderStatusResponse).arrived,
    ).toBe(true);
    const open = await createOrder();
    expect(messagesOf(await call('POST', `/orders/${open.id}/arrival`), 409)).toEqual([
      'This order has not been submitted.',
    ]);
    expect(messagesOf(await call('GET', `/orders/${open.id}/status`), 409)).toEqual([
      'This order has not been submitted.',
    ]);
  });

  it('shows out_for_delivery for a delivery order', async () => {
    const order = await cartWith([plain(FIXTURE.product.fries)], token);
    const address = { address: '401 S Tryon St', city: 'Charlotte', zip: '28202' };
    await call('PUT', `/orders/${order.id}/address`, { body: { type: 'dispatch', address }, token });
    okBody(await submit(order.id, payWith(7.49)), SubmitOrderResponse); // 2.99 + 3.99 fee + tax 0.51
    pinClock('2026-02-16T17:05:00Z');
    expect(
      okBody(await call('GET', `/orders/${order.id}/status`, { token }), GetOrderStatusResponse).status,
    ).toBe('out_for_delivery');
    expect(messagesOf(await call('POST', `/orders/${order.id}/arrival`, { token }), 409)).toEqual([
      'Arrival is announced only for pickup and curbside orders.',
    ]);
  });

  it('abandons an open cart but not a submitted order, and acknowledges tracking', async () => {
    const order = await placedOrder();
    expect(messagesOf(await call('DELETE', `/orders/${order.id}/abandon`, { token }), 409)).toEqual([
      'A submitted order cannot be abandoned.',
    ]);
    const purchase = {
      id: `CK${order.id.slice(0, 8).toUpperCase()}`,
      products: [{ id: FIXTURE.product.fries, quantity: 1 }],
    };
    expect(
      okBody(await call('POST', `/orders/${order.id}/track`, { body: purchase, token }), TrackOrderResponse),
    ).toEqual({
      success: true,
    });
    const failure = { error: 'Card form closed', type: 'payment', details: null };
    okBody(await call('POST', `/orders/${order.id}/track`, { body: failure, token }), TrackOrderResponse);
    messagesOf(await call('POST', `/orders/${order.id}/track`, { body: { nothing: true }, token }), 400);
  });
});
