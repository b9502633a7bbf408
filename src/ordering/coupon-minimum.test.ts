import { shouldRemoveCouponAfterDecrease } from './coupon-minimum';

describe('shouldRemoveCouponAfterDecrease', () => {
  it('removes the coupon when the total falls below 200', () => {
    expect(shouldRemoveCouponAfterDecrease(true, 199.99)).toBe(true);
  });
  it('keeps it at 200 or above, and does nothing without a coupon', () => {
    expect(shouldRemoveCouponAfterDecrease(true, 200)).toBe(false);
    expect(shouldRemoveCouponAfterDecrease(false, 10)).toBe(false);
  });
});
