import type { CouponRule } from '../db/database';

/**
 * Promo codes, one per outcome of SPEC §8. A code missing from the table (COUPON_CODES.invalid) is
 * answered '[200] Code is invalid' by the handler.
 */
export const COUPON_CODES = {
  /** $5 off. */
  valid: 'BOGO5',
  /** 10 % off. */
  percent: 'SAVE10',
  /** $25 off, only from a $200 subtotal: 'Offer not valid - $200.00 Minimum Required' below it. */
  minimum200: 'CATER200',
  /** 'Code is currently in use on another transaction'. */
  inUse: 'INUSE',
  /** Not in the table: '[200] Code is invalid'. */
  invalid: 'NOTACODE',
} as const;

/** Redemption codes (`cred`) of the demo member's wallet offers. */
export const WALLET_OFFER_CODES = {
  threeOff: 'BO3OFF',
  freeBoBerry: 'BOBERRY',
  birthdayBiscuit: 'BDAYBISCUIT',
  familyMealExpired: 'FAMILY5',
  freeTeaUsed: 'FREETEA',
  breakfastRedeemed: 'BREAKFAST2',
  cateringFifteen: 'CATER15',
  cateringTea: 'CATERTEA',
} as const;

const amount = (code: string, value: number, description: string): CouponRule => ({
  code,
  kind: 'amount',
  value,
  minimum_subtotal: null,
  description,
});

/** A wallet offer's rule: it prices the order only when the offer is applied as a reward. */
const reward = (code: string, value: number, description: string): CouponRule => ({
  ...amount(code, value, description),
  reward: true,
});

export function buildCouponRules(): CouponRule[] {
  return [
    amount(COUPON_CODES.valid, 5, '$5 off your order'),
    {
      code: COUPON_CODES.percent,
      kind: 'percent',
      value: 10,
      minimum_subtotal: null,
      description: '10% off your order',
    },
    {
      code: COUPON_CODES.minimum200,
      kind: 'amount',
      value: 25,
      minimum_subtotal: 200,
      description: '$25 off catering orders of $200 or more',
    },
    {
      code: COUPON_CODES.inUse,
      kind: 'in_use',
      value: 0,
      minimum_subtotal: null,
      description: 'Locked by another order',
    },
    // Wallet offers that can still be applied, through orders/{id}/rewards only. Used or expired
    // offers have no rule, as a real backend would no longer honour them.
    reward(WALLET_OFFER_CODES.threeOff, 3, 'Reward: $3 off your order'),
    reward(WALLET_OFFER_CODES.freeBoBerry, 1.89, 'Reward: a free Bo-Berry Biscuit'),
    reward(WALLET_OFFER_CODES.birthdayBiscuit, 1.89, 'Birthday reward: a free biscuit'),
    reward(WALLET_OFFER_CODES.cateringFifteen, 15, 'Catering reward: $15 off'),
    reward(WALLET_OFFER_CODES.cateringTea, 6.49, 'Catering reward: a free gallon of tea'),
  ];
}
