import type { RequestHandler } from 'msw';
import type { Member, Order, WalletOffer } from '../../src/api/generated/model';
import {
  getApplyOrderRewardsMockHandler,
  getListOrderRewardsMockHandler,
  getRemoveOrderRewardMockHandler,
} from '../../src/api/generated/endpoints/rewards/rewards.msw';
import { ApplyOrderRewardsBody } from '../../src/api/generated/zod/rewards/rewards.zod';
import { now } from '../clock';
import { dbFor } from '../db/context';
import type { MockDatabase } from '../db/database';
import { couponRejection, findCouponRule, normalizeCouponCode } from '../domain/coupons';
import { sumCents } from '../domain/money';
import { isUsableOffer } from '../domain/wallet-offers';
import { fail, readBody, requireMember } from './http';
import { couponRulesOf, loadOrder, requireOpen, saveOrder } from './orders/order-store';

/**
 * Wallet offers on an order. An applied offer's `cred` becomes the order's coupon (its discount is
 * the coupon rule of that code) and the offer is listed in `order.rewards`.
 */

export const REWARD_MESSAGES = {
  notUsable: 'This reward cannot be used on this order.',
  oneOnly: 'Only one reward can be applied to an order.',
  otherCoupon: 'Remove the promo code before applying a reward.',
  otherMember: 'The member id does not match the signed-in member.',
};

const ownOffer = (db: MockDatabase, member: Member, id: string): WalletOffer | undefined =>
  db.walletOffers.findFirst((q) =>
    q.where({ id, memberid: (owner) => owner == null || owner === member.id }),
  );

const usableOffers = (db: MockDatabase, member: Member, order: Order): WalletOffer[] =>
  db.walletOffers.findMany().filter((offer) => isUsableOffer(offer, member.id, order.channel, now()));

export const rewardsHandlers: RequestHandler[] = [
  getListOrderRewardsMockHandler(({ request, params }) => {
    const member = requireMember(request, dbFor(request));
    const { db, order } = loadOrder(request, params.id);
    return { rewards: usableOffers(db, member, order) };
  }),

  getApplyOrderRewardsMockHandler(async ({ request, params }) => {
    const member = requireMember(request, dbFor(request));
    const { db, order } = loadOrder(request, params.id);
    requireOpen(order, 422);
    const body = await readBody(request, ApplyOrderRewardsBody);
    if (body.memberid !== member.id) fail(400, REWARD_MESSAGES.otherMember);
    const references = [...new Set(body.references)];
    const offers = references.map((id) => ownOffer(db, member, id) ?? fail(404, `No reward with id ${id}.`));
    if (offers.length > 1) fail(422, REWARD_MESSAGES.oneOnly);
    const [offer] = offers;
    if (!offer || !isUsableOffer(offer, member.id, order.channel, now()))
      return fail(422, REWARD_MESSAGES.notUsable);
    const code = normalizeCouponCode(offer.cred);
    if (order.coupon && order.coupon.couponcode !== code) fail(400, REWARD_MESSAGES.otherCoupon);
    const rule = findCouponRule(couponRulesOf(db), code);
    if (!rule) fail(422, REWARD_MESSAGES.notUsable);
    const rejection = couponRejection(rule, sumCents(order.products.map((line) => line.cost.total)));
    if (rejection) fail(422, rejection);
    const applied: WalletOffer = { ...offer, memberid: member.id, references: [offer.id] };
    return saveOrder(db, { ...order, coupon: { couponcode: code }, rewards: [applied] });
  }),

  getRemoveOrderRewardMockHandler(async ({ request, params }) => {
    requireMember(request, dbFor(request));
    const { db, order } = loadOrder(request, params.id);
    // As for the coupon: a closed order keeps its reward; no 409 is declared here, so 404.
    requireOpen(order, 404);
    const reward =
      order.rewards?.find((applied) => applied.id === params.rewardId) ??
      fail(404, 'This reward is not on the order.');
    const code = normalizeCouponCode(reward.cred);
    return saveOrder(db, {
      ...order,
      coupon: order.coupon?.couponcode === code ? null : order.coupon,
      rewards: (order.rewards ?? []).filter((applied) => applied.id !== reward.id),
    });
  }),
];
