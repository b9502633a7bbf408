// @vitest-environment node
import { SubmitOrderResponse } from '../../src/api/generated/zod/orders/orders.zod';
import {
  ApplyOrderRewardsResponse,
  ListOrderRewardsResponse,
  RemoveOrderRewardResponse,
} from '../../src/api/generated/zod/rewards/rewards.zod';
import { call, messagesOf, okBody } from './testing/api';
import { setUpOrderBackend } from './testing/order-backend';
import { FIXTURE } from './testing/order-fixtures';
import { cartWith, comboWithMacAndBacon, createOrder } from './testing/order-steps';

const backend = setUpOrderBackend();
const token = FIXTURE.member.token;
const memberid = FIXTURE.member.id;
const rewardsOf = (orderId: string, as: string = token) =>
  call('GET', `/orders/${orderId}/rewards`, { token: as });
const apply = (orderId: string, references: string[], as: string = token) =>
  call('PUT', `/orders/${orderId}/rewards`, { body: { memberid, references }, token: as });

describe('wallet offers on an order', () => {
  it('lists the member’s available, unexpired offers of the order’s channel', async () => {
    const order = await createOrder(FIXTURE.menuId, token);
    const listed = okBody(await rewardsOf(order.id), ListOrderRewardsResponse);
    expect(listed.rewards.map((offer) => offer.id)).toEqual(['offer-5']);
    const catering = await createOrder(FIXTURE.cateringMenuId, token);
    expect(
      okBody(await rewardsOf(catering.id), ListOrderRewardsResponse).rewards.map((offer) => offer.id),
    ).toEqual(['offer-catering']);
    messagesOf(await rewardsOf(order.id, ''), 401);
  });

  it('applies an offer as the order’s coupon and records it in rewards', async () => {
    const order = await cartWith([comboWithMacAndBacon()], token);
    const applied = okBody(await apply(order.id, ['offer-5']), ApplyOrderRewardsResponse);
    expect(applied.coupon).toEqual({ couponcode: 'REWARD5' });
    expect(applied.rewards).toEqual([
      expect.objectContaining({ id: 'offer-5', memberid, references: ['offer-5'] }),
    ]);
    expect(applied.discounts).toEqual([{ type: 'Coupon', description: '$5 Reward', amount: 5 }]);
    // tax = round((10.99 − 5) × 0.0725 = 0.434275) = 0.43
    expect(applied.totals).toMatchObject({ subtotal: 10.99, discount: 5, tax: 0.43, total: 6.42 });

    const removed = okBody(
      await call('DELETE', `/orders/${order.id}/rewards/offer-5`, { token }),
      RemoveOrderRewardResponse,
    );
    expect(removed).toMatchObject({ coupon: null, rewards: [], discounts: [], totals: { discount: 0 } });
    messagesOf(await call('DELETE', `/orders/${order.id}/rewards/offer-5`, { token }), 404);
  });

  it('refuses an offer while another coupon is on the order, and unusable or unknown offers', async () => {
    const order = await cartWith([comboWithMacAndBacon()], token);
    await call('PUT', `/orders/${order.id}/coupon`, { body: { code: 'SAVE2' }, token });
    expect(messagesOf(await apply(order.id, ['offer-5']), 400)).toEqual([
      'Remove the promo code before applying a reward.',
    ]);
    await call('DELETE', `/orders/${order.id}/coupon`, { token });
    const notUsable = ['This reward cannot be used on this order.'];
    expect(messagesOf(await apply(order.id, ['offer-expired']), 422)).toEqual(notUsable);
    expect(messagesOf(await apply(order.id, ['offer-used']), 422)).toEqual(notUsable);
    expect(messagesOf(await apply(order.id, ['offer-catering']), 422)).toEqual(notUsable);
    expect(messagesOf(await apply(order.id, ['offer-other']), 404)).toEqual([
      'No reward with id offer-other.',
    ]);
    // Another member's token does not reach this member's cart at all.
    expect(messagesOf(await apply(order.id, ['offer-5'], FIXTURE.otherMember.token), 404)).toEqual([
      `No order with id ${order.id}.`,
    ]);
    messagesOf(await apply(order.id, ['offer-5'], ''), 401);
  });

  it('spends the offer when the order is submitted', async () => {
    const order = await cartWith([comboWithMacAndBacon()], token);
    okBody(await apply(order.id, ['offer-5']), ApplyOrderRewardsResponse);
    const payments = [{ type: 'creditcard', amount: 6.42, account_id: FIXTURE.member.card }];
    okBody(
      await call('POST', `/orders/${order.id}/submit`, { body: { usertype: 'user', payments }, token }),
      SubmitOrderResponse,
    );
    expect(backend.db.walletOffers.findFirst((q) => q.where({ id: 'offer-5' }))?.status).toBe('redeemed');
    const next = await createOrder(FIXTURE.menuId, token);
    expect(okBody(await rewardsOf(next.id), ListOrderRewardsResponse).rewards).toEqual([]);
  });
});
