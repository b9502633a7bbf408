import type { RequestHandler } from 'msw';
import {
  getApplyOrderCouponMockHandler,
  getRemoveOrderCouponMockHandler,
} from '../../../src/api/generated/endpoints/orders/orders.msw';
import { ApplyOrderCouponBody } from '../../../src/api/generated/zod/orders/orders.zod';
import {
  COUPON_MESSAGES,
  findCouponRule,
  normalizeCouponCode,
  promoCodeRejection,
} from '../../domain/coupons';
import { sumCents } from '../../domain/money';
import { fail, readBody } from '../http';
import { couponRulesOf, loadOrder, requireOpen, saveOrder } from './order-store';

/**
 * Promo codes. An order holds one code; applying a code replaces the previous one (and a wallet
 * offer applied through it). A wallet offer's code is not a promo code (it answers as an unknown
 * one). Rejections answer 400 with the provider's message (SPEC §8).
 */
export const couponHandlers: RequestHandler[] = [
  getApplyOrderCouponMockHandler(async ({ request, params }) => {
    const { db, order } = loadOrder(request, params.id);
    requireOpen(order, 400);
    const code = normalizeCouponCode((await readBody(request, ApplyOrderCouponBody)).code);
    if (!code) fail(400, COUPON_MESSAGES.empty);
    const subtotal = sumCents(order.products.map((line) => line.cost.total));
    const rejection = promoCodeRejection(findCouponRule(couponRulesOf(db), code), subtotal);
    if (rejection) fail(400, rejection);
    return saveOrder(db, { ...order, coupon: { couponcode: code }, rewards: [] });
  }),

  getRemoveOrderCouponMockHandler(async ({ request, params }) => {
    const { db, order } = loadOrder(request, params.id);
    // A closed order keeps its code. The contract declares no 409 for this call, so a closed order
    // answers 404 (it is no longer an open cart), as ordering providers do for a placed basket.
    requireOpen(order, 404);
    const code = order.coupon?.couponcode;
    const rewards = (order.rewards ?? []).filter((reward) => normalizeCouponCode(reward.cred) !== code);
    return saveOrder(db, { ...order, coupon: null, rewards });
  }),
];
