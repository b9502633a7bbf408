/** SPEC §9: below this total the coupon is removed when a quantity goes down (promo minimum 200.00). */
export const COUPON_MINIMUM_TOTAL = 200;

/**
 * SPEC §4 "Cart item": at quantity 1 the trash removes the line (decreasing is not done at 1);
 * removing the last line sends the user to /order and removes the coupon; otherwise the order is
 * re-validated.
 */
export function removalFollowUp(linesLeft: number): 'revalidate' | 'empty-cart' {
  return linesLeft > 0 ? 'revalidate' : 'empty-cart';
}

/** SPEC §4: on decreasing, the coupon is removed if the total falls below 200. */
export const shouldRemoveCouponAfterDecrease = (hasCoupon: boolean, totalAfter: number): boolean =>
  hasCoupon && totalAfter < COUPON_MINIMUM_TOTAL;
