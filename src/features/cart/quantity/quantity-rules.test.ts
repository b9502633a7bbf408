import { removalFollowUp, shouldRemoveCouponAfterDecrease } from './quantity-rules';

describe('removalFollowUp (SPEC §4 cart item)', () => {
  it('re-validates while items remain and empties the cart otherwise', () => {
    expect(removalFollowUp(2)).toBe('revalidate');
    expect(removalFollowUp(0)).toBe('empty-cart');
  });
});

describe('shouldRemoveCouponAfterDecrease', () => {
  it('removes the coupon when the total falls below 200', () => {
    expect(shouldRemoveCouponAfterDecrease(true, 199.99)).toBe(true);
  });
  it('keeps it at 200 or above, and does nothing without a coupon', () => {
    expect(shouldRemoveCouponAfterDecrease(true, 200)).toBe(false);
    expect(shouldRemoveCouponAfterDecrease(false, 10)).toBe(false);
  });
});
