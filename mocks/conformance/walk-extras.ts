import type { OrderRewards, UpsellList } from '../../src/api/generated/model';
import type { WalkSession } from './walk-session';
import { UNKNOWN_ID, UNKNOWN_ORDER_ID, type WalkState } from './walk-state';

/** What the cart offers on top: round-up donations, "Complete Your Order" upsells and wallet rewards. */

export async function walkDonations(session: WalkSession, state: WalkState): Promise<void> {
  const { order, token } = state;
  if (!order) return session.skip('donations', 'no cart');
  const id = session.settings.donationCampaignId;
  const params = { orderId: order.id };
  await session.succeed('setOrderDonations', 'round up by 50 cents', {
    params,
    body: { id, amount: 0.5 },
    token,
  });
  await session.fail('setOrderDonations', 'an unknown campaign', {
    params,
    body: { id: UNKNOWN_ID, amount: 0.5 },
    token,
  });
}

export async function walkUpsells(session: WalkSession, state: WalkState): Promise<void> {
  const { order, product, token } = state;
  if (!order) return session.skip('upsells', 'no cart');
  const orderId = order.id;
  const upsells = await session.succeed<UpsellList>('listOrderUpsells', 'suggestions for the cart', {
    params: { orderId },
    token,
  });
  await session.fail('listOrderUpsells', 'suggestions for an unknown order', {
    params: { orderId: UNKNOWN_ORDER_ID },
    token,
  });
  if (product) {
    await session.succeed('listProductUpsells', 'suggestions beside a product', {
      params: { orderId, productId: product.id },
      token,
    });
  } else session.skip('listProductUpsells', 'no product');
  await session.fail('listProductUpsells', 'suggestions beside an unknown product', {
    params: { orderId, productId: UNKNOWN_ID },
    token,
  });

  const suggestion = upsells.data?.groups[0]?.items[0];
  if (suggestion) {
    await session.succeed('addOrderProducts', 'add a suggestion as an upsell', {
      params: { id: orderId },
      body: { products: [{ id: suggestion.id, quantity: 1, choices: [], isupsell: true }] },
      token,
    });
  }
}

export async function walkRewards(session: WalkSession, state: WalkState): Promise<void> {
  const { order, token, memberId } = state;
  if (!order || !token || memberId === undefined) return session.skip('rewards', 'no cart or not signed in');
  const params = { id: order.id };

  const listed = await session.succeed<OrderRewards>('listOrderRewards', 'wallet offers usable on the cart', {
    params,
    token,
  });
  await session.fail('listOrderRewards', 'wallet offers without a token', { params });
  await session.fail('applyOrderRewards', 'an offer the member does not have', {
    params,
    body: { memberid: memberId, references: ['no-such-offer'] },
    token,
  });
  const reward = listed.data?.rewards[0];
  if (!reward) return session.skip('apply and remove a reward', 'the member has no usable offer');
  await session.succeed('applyOrderRewards', `apply the offer ${reward.id}`, {
    params,
    body: { memberid: memberId, references: [reward.id] },
    token,
  });
  await session.succeed('removeOrderReward', 'remove it', {
    params: { ...params, rewardId: reward.id },
    token,
  });
  await session.fail('removeOrderReward', 'remove it again', {
    params: { ...params, rewardId: reward.id },
    token,
  });
}
