import type { Location, Order, OrderTotals } from '../../src/api/generated/model';
import type { CouponRule } from '../db/database';
import { couponDiscount, findCouponRule } from './coupons';
import { roundCents, sumCents } from './money';

/** Delivery fee of a `dispatch` order with at least one line (pickup and curbside are free). */
export const DELIVERY_FEE = 3.99;
/** No service fee: the chain charges none on web orders. */
export const SERVICE_FEE = 0;
export const SALES_TAX_LABEL = 'Sales Tax';

/** What the totals depend on; `totals.tip` is the tip the guest set. */
export type TotalsInput = Pick<Order, 'products' | 'handoff' | 'coupon' | 'donations' | 'rewards'> & {
  totals: Pick<OrderTotals, 'tip'>;
};

export type PricedTotals = Required<Pick<Order, 'totals' | 'discounts' | 'taxes'>>;

const couponDescription = (order: TotalsInput, rule: CouponRule): string =>
  order.rewards?.find((reward) => reward.cred.toUpperCase() === rule.code.toUpperCase())?.label ??
  rule.description;

/**
 * The one place order money is computed, after every change, so totals are never stale:
 *
 * - subtotal  = Σ line totals (each line: (product cost + Σ choice cost × choice qty) × quantity)
 * - discount  = the coupon's (or applied reward's) discount, at most the subtotal; 0 below its minimum
 * - handoff   = DELIVERY_FEE for a dispatch order with lines, else 0
 * - fees      = SERVICE_FEE (0)
 * - tax       = round((subtotal − discount + handoff) × location.tax_rate): food after discounts and
 *               the delivery fee are taxed; tip and donations are not
 * - total     = subtotal − discount + handoff + fees + tax + tip + donations
 *
 * Every amount is rounded to cents.
 */
export function computeTotals(
  order: TotalsInput,
  location: Pick<Location, 'tax_rate'>,
  couponRules: readonly CouponRule[],
): PricedTotals {
  const subtotal = sumCents(order.products.map((line) => line.cost.total));
  const rule = order.coupon ? findCouponRule(couponRules, order.coupon.couponcode) : undefined;
  const discount = Math.min(couponDiscount(rule, subtotal), subtotal);
  const handoff = order.handoff === 'dispatch' && order.products.length > 0 ? DELIVERY_FEE : 0;
  const fees = SERVICE_FEE;
  const tax = roundCents(Math.max(subtotal - discount + handoff, 0) * (location.tax_rate ?? 0));
  const tip = roundCents(order.totals.tip);
  const donations = sumCents((order.donations ?? []).map((donation) => donation.amount));
  const total = roundCents(subtotal - discount + handoff + fees + tax + tip + donations);
  return {
    totals: { subtotal, discount, handoff, fees, tax, tip, donations, total },
    discounts:
      rule && order.coupon
        ? [{ type: 'Coupon', description: couponDescription(order, rule), amount: discount }]
        : [],
    taxes: [{ label: SALES_TAX_LABEL, amount: tax }],
  };
}
