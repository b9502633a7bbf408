import { increaseOutcome, removalFollowUp, shouldRemoveCouponAfterDecrease } from './quantity-rules';

describe('increaseOutcome (SPEC §5 free-item limit)', () => {
  it('shows the free-item popup and adds nothing when the quantity equals limit_quantity', () => {
    expect(increaseOutcome(1, 1)).toEqual({ kind: 'free-item-limit' });
  });
  it('adds one below the limit or without one', () => {
    expect(increaseOutcome(1, 2)).toEqual({ kind: 'increase', quantity: 2 });
    expect(increaseOutcome(4, null)).toEqual({ kind: 'increase', quantity: 5 });
    expect(increaseOutcome(4, undefined)).toEqual({ kind: 'increase', quantity: 5 });
  });
});

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
