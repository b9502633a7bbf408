// @vitest-environment node
import { GetMenuTimesResponse } from '../../../src/api/generated/zod/menus/menus.zod';
import { SetOrderTimeResponse, SubmitOrderResponse } from '../../../src/api/generated/zod/orders/orders.zod';
import { call, errorsOf, okBody } from '../testing/api';
import { setUpOrderBackend } from '../testing/order-backend';
import { FIXTURE } from '../testing/order-fixtures';
import { addProducts, createOrder, plain } from '../testing/order-steps';

// Main St asks for catering 1440 minutes (24 hours) ahead; the clock stands at Monday noon in Charlotte.
setUpOrderBackend();
const token = FIXTURE.member.token;
const TOO_SOON = 'Catering orders must be placed at least 24 hours ahead. Please choose a later time.';
const NO_ASAP = 'Catering orders must be placed at least 24 hours ahead. Please schedule your order.';

async function cateringCart() {
  const order = await createOrder(FIXTURE.cateringMenuId, token);
  await addProducts(order.id, [plain(FIXTURE.product.tailgate)], token);
  return order;
}
const setTime = (orderId: string, time: string) =>
  call('PUT', `/orders/${orderId}/time`, { body: { time }, token });

describe('catering lead time', () => {
  it('starts the slots of a catering menu 24 hours from now', async () => {
    const answer = await call(
      'GET',
      `/menus/${FIXTURE.cateringMenuId}/times?location_id=${FIXTURE.locationId}`,
    );
    const slots = okBody(answer, GetMenuTimesResponse).days.flatMap((day) => day.slots);
    expect(slots[0]?.time).toBe('2026-02-17T17:00:00.000Z'); // Tuesday noon
  });

  it('still offers the regular menu 15 minutes out', async () => {
    const answer = await call('GET', `/menus/${FIXTURE.menuId}/times?location_id=${FIXTURE.locationId}`);
    const slots = okBody(answer, GetMenuTimesResponse).days.flatMap((day) => day.slots);
    expect(slots[0]?.time).toBe('2026-02-16T17:15:00.000Z');
  });

  it('refuses a catering time inside the lead time and takes the first one after it', async () => {
    const order = await cateringCart();
    expect(errorsOf(await setTime(order.id, '2026-02-17T16:45:00Z'), 422)).toEqual([
      { message: TOO_SOON, field: 'time' },
    ]);
    const scheduled = okBody(await setTime(order.id, '2026-02-17T17:00:00Z'), SetOrderTimeResponse);
    expect(scheduled.time).toMatchObject({ mode: 'advance', wanted: '2026-02-17T17:00:00.000Z' });
  });

  it('refuses ASAP on a catering order, set or submitted', async () => {
    const order = await cateringCart();
    expect(errorsOf(await call('DELETE', `/orders/${order.id}/time`, { token }), 422)).toEqual([
      { message: NO_ASAP, field: 'time' },
    ]);
    const submitted = await call('POST', `/orders/${order.id}/submit`, {
      body: {
        usertype: 'user',
        payments: [{ type: 'creditcard', amount: 64.64, account_id: FIXTURE.member.card }],
      },
      token,
    });
    expect(errorsOf(submitted, 422)).toContainEqual({ message: NO_ASAP, field: 'time' });
  });

  it('places a catering order scheduled after the lead time', async () => {
    const order = await cateringCart();
    const scheduled = okBody(await setTime(order.id, '2026-02-17T17:00:00Z'), SetOrderTimeResponse);
    const submitted = await call('POST', `/orders/${order.id}/submit`, {
      body: {
        usertype: 'user',
        payments: [{ type: 'creditcard', amount: scheduled.totals.total, account_id: FIXTURE.member.card }],
      },
      token,
    });
    expect(okBody(submitted, SubmitOrderResponse).order.status).toBe('submitted');
  });
});
