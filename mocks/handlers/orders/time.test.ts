// @vitest-environment node
import {
  DeleteOrderTimeResponse,
  GetOrderResponse,
  SetOrderTimeResponse,
  SetOrderTipResponse,
} from '../../../src/api/generated/zod/orders/orders.zod';
import { pinClock } from '../../clock';
import { call, errorsOf, messagesOf, okBody } from '../testing/api';
import { setUpOrderBackend } from '../testing/order-backend';
import { FIXTURE } from '../testing/order-fixtures';
import { cartWith, createOrder, plain } from '../testing/order-steps';

setUpOrderBackend();
const setTime = (orderId: string, time: string) => call('PUT', `/orders/${orderId}/time`, { body: { time } });
const CLOSED = ['The restaurant is closed at the selected time.'];

describe('scheduling', () => {
  it('schedules an open slot (mode advance) and goes back to ASAP', async () => {
    const order = await createOrder();
    const scheduled = okBody(await setTime(order.id, '2026-02-17T16:00:00-05:00'), SetOrderTimeResponse);
    expect(scheduled.time).toMatchObject({ mode: 'advance', wanted: '2026-02-17T21:00:00.000Z' });
    const asap = okBody(await call('DELETE', `/orders/${order.id}/time`), DeleteOrderTimeResponse);
    expect(asap.time).toEqual({
      mode: 'asap',
      wanted: null,
      earliest: '2026-02-16T17:15:00.000Z',
      asap_unavailable: null,
    });
  });

  it('refuses a time when the restaurant is closed, already past, or between slots', async () => {
    const order = await createOrder();
    expect(messagesOf(await setTime(order.id, '2026-02-17T04:00:00Z'), 422)).toEqual(CLOSED); // 11 PM
    expect(messagesOf(await setTime(order.id, '2026-02-22T17:00:00Z'), 422)).toEqual(CLOSED); // Sunday
    expect(messagesOf(await setTime(order.id, '2026-02-16T16:00:00Z'), 422)).toEqual([
      'This time is no longer available. Please choose a later time.',
    ]);
    expect(messagesOf(await setTime(order.id, '2026-02-17T16:07:00Z'), 422)).toEqual([
      'Please choose one of the available times.',
    ]);
  });

  it('holds a cart with a 10:30 product to 10:30 AM or later that day', async () => {
    const breakfast = await cartWith([plain(FIXTURE.product.biscuit)]);
    okBody(await setTime(breakfast.id, '2026-02-17T15:15:00Z'), SetOrderTimeResponse); // 10:15 AM
    const lunch = await cartWith([plain(FIXTURE.product.lunchBox)]);
    expect(messagesOf(await setTime(lunch.id, '2026-02-17T15:15:00Z'), 422)).toEqual([
      'Some items in your cart are available from 10:30 AM. Please choose 10:30 AM or later.',
    ]);
    okBody(await setTime(lunch.id, '2026-02-17T15:30:00Z'), SetOrderTimeResponse); // 10:30 AM
  });

  it('takes slots after midnight at a location open late', async () => {
    const order = await createOrder(FIXTURE.uptownMenuId);
    const late = okBody(await setTime(order.id, '2026-02-17T06:30:00Z'), SetOrderTimeResponse); // Tue 1:30 AM
    expect(late.time.mode).toBe('advance');
    expect(messagesOf(await setTime(order.id, '2026-02-17T07:30:00Z'), 422)).toEqual(CLOSED); // 2:30 AM
  });

  it('cannot go back to ASAP while the restaurant is closed', async () => {
    const order = await createOrder();
    pinClock('2026-02-17T03:30:00Z'); // Monday 10:30 PM, after closing
    expect(messagesOf(await call('DELETE', `/orders/${order.id}/time`), 422)).toEqual([
      'The restaurant is closed right now. Please schedule your order for later.',
    ]);
  });

  it('gives a cart created while closed the next opening plus prep time as earliest', async () => {
    pinClock('2026-02-16T13:00:00Z'); // Monday 8 AM, opens at 10
    expect((await createOrder()).time.earliest).toBe('2026-02-16T15:15:00.000Z');
  });

  it('says on the order why ASAP is not possible: closed, or closing before it would be ready', async () => {
    const order = await createOrder();
    expect(order.time.asap_unavailable).toBeNull();
    pinClock('2026-02-17T02:50:00Z'); // Monday 9:50 PM: ready after the 10 PM closing
    const read = async () => okBody(await call('GET', `/orders/${order.id}`), GetOrderResponse).time;
    expect(await read()).toMatchObject({ asap_unavailable: 'closing' });
    pinClock('2026-02-17T03:30:00Z'); // 10:30 PM
    expect(await read()).toMatchObject({ asap_unavailable: 'closed' });
  });

  it('names the time field when it refuses a time, so the client can ask for another', async () => {
    const order = await createOrder();
    expect(errorsOf(await setTime(order.id, '2026-02-17T04:00:00Z'), 422)).toEqual([
      { message: CLOSED[0], field: 'time' },
    ]);
  });
});

describe('tip', () => {
  it('adds the tip to the total, untaxed, and refuses a negative one', async () => {
    const order = await cartWith([plain(FIXTURE.product.fries)]);
    const tipped = okBody(
      await call('PUT', `/orders/${order.id}/tip`, { body: { amount: 1.5 } }),
      SetOrderTipResponse,
    );
    expect(tipped.totals).toMatchObject({ subtotal: 2.99, tax: 0.22, tip: 1.5, total: 4.71 });
    messagesOf(await call('PUT', `/orders/${order.id}/tip`, { body: { amount: -1 } }), 400);
  });
});

describe('cart expiry', () => {
  it('discards an open cart one day after creation', async () => {
    const order = await createOrder();
    pinClock('2026-02-17T17:00:01Z');
    expect(messagesOf(await call('GET', `/orders/${order.id}`), 404)).toEqual([
      'This cart has expired. Please start a new order.',
    ]);
  });
});
