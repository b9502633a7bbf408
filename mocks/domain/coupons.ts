import type { CouponRule } from '../db/database';
import { formatUsd, roundCents } from './money';

/** The provider's coupon messages (SPEC §8); clients map the known ones to their own texts. */
export const COUPON_MESSAGES = {
  empty: 'Coupon code cannot be empty.',
  invalid: '[200] Code is invalid',
  inUse: 'Code is currently in use on another transaction',
} as const;

export const minimumRequiredMessage = (minimum: number): string =>
  `Offer not valid - ${formatUsd(minimum)} Minimum Required`;

/** Codes are compared upper case (SPEC §5: clients upper-case them; the server does too). */
export const normalizeCouponCode = (code: string): string => code.trim().toUpperCase();

export const findCouponRule = (rules: readonly CouponRule[], code: string): CouponRule | undefined => {
  const wanted = normalizeCouponCode(code);
  return rules.find((rule) => normalizeCouponCode(rule.code) === wanted);
};

/**
 * Why a code typed as a promo code cannot be applied. A wallet offer's code is refused like an
 * unknown one: a reward is applied only through the rewards call, by its owner, and spent when the
 * order is placed, so a code seen on a receipt is worth nothing to anyone else.
 */
export const promoCodeRejection = (rule: CouponRule | undefined, subtotal: number): string | undefined =>
  rule?.reward ? COUPON_MESSAGES.invalid : couponRejection(rule, subtotal);

/** Whether the subtotal reaches the rule's minimum (the minimum applies to the cart subtotal). */
export const meetsMinimum = (rule: CouponRule, subtotal: number): boolean =>
  rule.minimum_subtotal === null || subtotal >= rule.minimum_subtotal;

/** Why a code cannot be applied to a cart with this subtotal, or undefined when it can. */
export function couponRejection(rule: CouponRule | undefined, subtotal: number): string | undefined {
  if (!rule) return COUPON_MESSAGES.invalid;
  if (rule.kind === 'in_use') return COUPON_MESSAGES.inUse;
  if (!meetsMinimum(rule, subtotal)) return minimumRequiredMessage(rule.minimum_subtotal ?? 0);
  return undefined;
}

/**
 * The discount a rule gives on a subtotal: never more than the subtotal, and 0 while the minimum is
 * not met (the coupon stays on the order until the client removes it, SPEC §4).
 */
export function couponDiscount(rule: CouponRule | undefined, subtotal: number): number {
  if (!rule || rule.kind === 'in_use' || !meetsMinimum(rule, subtotal)) return 0;
  const discount = rule.kind === 'percent' ? (subtotal * rule.value) / 100 : rule.value;
  return roundCents(Math.min(Math.max(discount, 0), subtotal));
}
