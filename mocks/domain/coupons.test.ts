// @vitest-environment node
import type { CouponRule } from '../db/database';
import {
  COUPON_MESSAGES,
  couponDiscount,
  couponRejection,
  findCouponRule,
  minimumRequiredMessage,
} from './coupons';

const rule = (overrides: Partial<CouponRule>): CouponRule => ({
  code: 'CODE',
  kind: 'amount',
  value: 5,
  minimum_subtotal: null,
  description: '',
  ...overrides,
});

describe('coupons', () => {
  it('finds a rule whatever the case and spaces of the code', () => {
    expect(findCouponRule([rule({ code: 'SAVE2' })], '  save2 ')?.code).toBe('SAVE2');
  });

  it('answers the provider’s messages (SPEC §8)', () => {
    expect(couponRejection(undefined, 10)).toBe('[200] Code is invalid');
    expect(couponRejection(rule({ kind: 'in_use' }), 10)).toBe(COUPON_MESSAGES.inUse);
    expect(couponRejection(rule({ minimum_subtotal: 200 }), 199.99)).toBe(
      'Offer not valid - $200.00 Minimum Required',
    );
    expect(couponRejection(rule({ minimum_subtotal: 200 }), 200)).toBeUndefined();
    expect(minimumRequiredMessage(1250.5)).toBe('Offer not valid - $1,250.50 Minimum Required');
  });

  it('discounts an amount or a percentage, capped at the subtotal', () => {
    expect(couponDiscount(rule({ value: 5 }), 3.5)).toBe(3.5);
    expect(couponDiscount(rule({ kind: 'percent', value: 15 }), 19.99)).toBe(3);
    expect(couponDiscount(rule({ kind: 'in_use' }), 50)).toBe(0);
    expect(couponDiscount(rule({ minimum_subtotal: 20 }), 19.99)).toBe(0);
  });
});
